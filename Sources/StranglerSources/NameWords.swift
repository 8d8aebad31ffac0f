/// Words looked for inside identifiers (`Analytics` in `FirebaseAnalyticsClient`, `url` in `baseURLString`), found
/// among the bytes: these run for every type name, parameter or constant a pass meets, where Foundation's `contains`
/// would bridge both strings.
public struct NameWords: Sendable {
    private let words: [[UInt8]]
    private let ignoringCase: Bool
    private let wholeWords: Bool

    /// `ignoringCase` compares ASCII letters lowered; give the words in lower case then. `wholeWords` wants each word
    /// to end where a camel-case word ends (`Adjust` in `AdjustSDK`, not in `InsetAdjuster`).
    public init(_ words: [String], ignoringCase: Bool = false, wholeWords: Bool = false) {
        self.words = words.map { Array($0.utf8) }
        self.ignoringCase = ignoringCase
        self.wholeWords = wholeWords
    }

    /// Whether one of the words occurs in the name.
    public func occur(in name: some Collection<UInt8>) -> Bool {
        let bytes = ignoringCase ? name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 } : Array(name)
        return words.contains { word in
            guard let first = word.first, word.count <= bytes.count else { return false }
            outer: for start in 0...(bytes.count - word.count) where bytes[start] == first {
                for offset in 1..<word.count where bytes[start + offset] != word[offset] { continue outer }
                if wholeWords, start + word.count < bytes.count, (0x61...0x7A).contains(bytes[start + word.count]) { continue }
                return true
            }
            return false
        }
    }

    public func occur(in name: String) -> Bool { occur(in: name.utf8) }

    /// The words of an identifier as written, split at camel case, stopping at a Swift name's `(`:
    /// `loadCalendarEvents(for:)` → `load`, `Calendar`, `Events`; `URLSessionTask` → `URL`, `Session`, `Task`;
    /// an Objective-C selector's `:` separates words like any character that is not a letter or digit.
    public static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name.prefix { $0 != "(" })
        for (offset, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            let next = offset + 1 < characters.count ? characters[offset + 1] : nil
            let startsWord = character.isUppercase && !current.isEmpty
                && (current.last?.isLowercase == true || next?.isLowercase == true)
            if startsWord {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

extension NameWords {
    /// `path`, `url`, `endpoint`, `urlString`, `resourcePath`, `request`: the words of a name for where a request goes.
    public static let location = NameWords(["path", "url", "uri", "endpoint", "route", "resource", "request", "link"], ignoringCase: true)
}
