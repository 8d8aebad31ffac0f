/// A file that was found and read, not yet parsed.
public struct SourceFile: Sendable {
    /// Path relative to the analysed root, with `/` separators.
    public var path: String
    public var language: SourceLanguage
    public var text: String
    /// The file is not valid UTF-8 (a legacy Latin-1 or Mac Roman file): its invalid bytes were read as U+FFFD.
    public var hasInvalidUTF8: Bool

    public init(path: String, language: SourceLanguage, text: String, hasInvalidUTF8: Bool = false) {
        self.path = path
        self.language = language
        self.text = text
        self.hasInvalidUTF8 = hasInvalidUTF8
    }
}

/// A file that was found but not analysed, with the reason in a few words and its kind, by which reports group it.
public struct SkippedFile: Error, Sendable, Hashable, Codable, Comparable {
    /// Why, in the groups a report counts (`9 could not be parsed, 3 too large`).
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// A syntax error, or a storyboard that is not well-formed XML.
        case unparsable
        case tooLarge
        /// Not readable: permissions, a folder where a file was expected.
        case unreadable
        case brokenLink
        case empty
        /// Not text at all (NUL bytes: a binary or a UTF-16 file).
        case notText

        /// `9 could not be parsed`, `1 broken link`.
        public func counted(_ count: Int) -> String {
            switch self {
            case .unparsable: "\(count) could not be parsed"
            case .tooLarge: "\(count) too large"
            case .unreadable: "\(count) could not be read"
            case .brokenLink: Plural.count(count, "broken link")
            case .empty: "\(count) empty"
            case .notText: "\(count) not text"
            }
        }
    }

    public var path: String
    public var reason: String
    public var kind: Kind

    public init(path: String, reason: String, kind: Kind) {
        self.path = path
        self.reason = reason
        self.kind = kind
    }

    public static func < (lhs: SkippedFile, rhs: SkippedFile) -> Bool {
        (lhs.path, lhs.reason) < (rhs.path, rhs.reason)
    }
}
