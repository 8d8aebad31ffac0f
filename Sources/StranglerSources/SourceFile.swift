/// A file that was found and read, not yet parsed.
public struct SourceFile: Sendable {
    /// Path relative to the analysed root, with `/` separators.
    public var path: String
    public var language: SourceLanguage
    public var text: String

    public init(path: String, language: SourceLanguage, text: String) {
        self.path = path
        self.language = language
        self.text = text
    }
}

/// A file that was found but not analysed, with the reason in a few words.
public struct SkippedFile: Error, Sendable, Hashable, Codable, Comparable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public static func < (lhs: SkippedFile, rhs: SkippedFile) -> Bool {
        (lhs.path, lhs.reason) < (rhs.path, rhs.reason)
    }
}
