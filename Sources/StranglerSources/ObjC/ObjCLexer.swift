/// Splits Objective-C source into tokens: comments dropped, preprocessor lines set aside
/// (`#import`s recorded), string literals kept whole so nothing inside them is read as code.
struct ObjCLexer {
    enum Kind: Equatable {
        case identifier
        /// `@interface`, `@end`, `@property`, `@"…"` is a `.string`.
        case atKeyword
        /// A C or Objective-C string literal; `text` is its content without quotes.
        case string
        case number
        case character
        case punctuation
    }

    struct Token: Equatable {
        var kind: Kind
        var text: String
        /// UTF-8 offset of the token's first byte.
        var offset: Int

        func `is`(_ punctuation: String) -> Bool { kind == .punctuation && text == punctuation }
    }

    private(set) var tokens: [Token] = []
    private(set) var imports: [String] = []
    /// Each `#import <Module/…>`, `#include` and `@import Module;` with the byte offset of its module name.
    private(set) var importOffsets: [(module: String, offset: Int)] = []
    /// `#define kBaseURL @"https://…"`: string macros by name.
    private(set) var stringMacros: [String: String] = [:]

    private static let threeCharacter: Set<String> = ["...", "<<=", ">>="]
    private static let twoCharacter: Set<String> = [
        "->", "&&", "||", "==", "!=", "<=", ">=", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<", ">>",
    ]

    init(_ bytes: [UInt8]) {
        var index = 0
        let count = bytes.count
        var atLineStart = true
        func byte(_ i: Int) -> UInt8 { i < count ? bytes[i] : 0 }
        while index < count {
            let c = bytes[index]
            // Whitespace.
            if c == 0x0A { atLineStart = true; index += 1; continue }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0C || c == 0x0B { index += 1; continue }
            // Comments.
            if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                while index < count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                index += 2
                while index < count, !(bytes[index] == UInt8(ascii: "*") && byte(index + 1) == UInt8(ascii: "/")) { index += 1 }
                index = min(count, index + 2)
                continue
            }
            // Preprocessor lines, with backslash continuations.
            if c == UInt8(ascii: "#"), atLineStart {
                index = readPreprocessorLine(bytes, from: index)
                continue
            }
            atLineStart = false
            let start = index
            // Strings: "…" and @"…".
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "@") && byte(index + 1) == UInt8(ascii: "\"")) {
                index += c == UInt8(ascii: "@") ? 2 : 1
                let contentStart = index
                while index < count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let content = String(decoding: bytes[contentStart..<min(index, count)], as: UTF8.self)
                index = min(count, index + 1)
                tokens.append(Token(kind: .string, text: content, offset: start))
                continue
            }
            if c == UInt8(ascii: "'") {
                index += 1
                while index < count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index = min(count, index + 1)
                tokens.append(Token(kind: .character, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start))
                continue
            }
            if Self.isIdentifierStart(c) || (c == UInt8(ascii: "@") && Self.isIdentifierStart(byte(index + 1))) {
                index += 1
                while index < count, Self.isIdentifierPart(bytes[index]) { index += 1 }
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                tokens.append(Token(kind: c == UInt8(ascii: "@") ? .atKeyword : .identifier, text: text, offset: start))
                continue
            }
            if Self.isDigit(c) || (c == UInt8(ascii: ".") && Self.isDigit(byte(index + 1))) {
                while index < count, Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") { index += 1 }
                tokens.append(Token(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), offset: start))
                continue
            }
            // Punctuation, longest first.
            let three = index + 3 <= count ? String(decoding: bytes[index..<index + 3], as: UTF8.self) : ""
            let two = index + 2 <= count ? String(decoding: bytes[index..<index + 2], as: UTF8.self) : ""
            let text: String
            if Self.threeCharacter.contains(three) {
                text = three
            } else if Self.twoCharacter.contains(two) {
                text = two
            } else {
                text = String(decoding: bytes[index..<index + 1], as: UTF8.self)
            }
            index += text.utf8.count
            tokens.append(Token(kind: .punctuation, text: text, offset: start))
        }
    }

    /// Records the `#import` or string `#define` on the preprocessor line at `start`, and returns where the line ends.
    private mutating func readPreprocessorLine(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == 0x0A, index > start, bytes[index - 1] != UInt8(ascii: "\\") { break }
            index += 1
        }
        let line = String(decoding: bytes[start..<index], as: UTF8.self)
        if let imported = Self.importedName(line) {
            imports.append(imported)
            let nameStart = line.utf8.firstIndex { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "\"") }
                .map { line.utf8.distance(from: line.utf8.startIndex, to: $0) + 1 } ?? 0
            importOffsets.append((imported, start + nameStart))
        }
        if let (name, value) = Self.stringMacro(line) { stringMacros[name] = value }
        return index
    }

    private static func importedName(_ line: String) -> String? {
        let trimmed = line.drop { $0 == "#" || $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("import") || trimmed.hasPrefix("include") else { return nil }
        let rest = trimmed.drop { $0.isLetter }.trimmingCharacters(in: .whitespaces)
        guard let open = rest.first, open == "<" || open == "\"" else { return nil }
        let name = rest.dropFirst().prefix { $0 != ">" && $0 != "\"" }
        return name.split(separator: "/").first.map(String.init)
    }

    static func stringMacro(_ line: String) -> (String, String)? {
        let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        guard parts.count == 3, parts[0] == "#define" || parts[0] == "#" , let quote = parts[2].firstIndex(of: "\"") else { return nil }
        let value = parts[2][parts[2].index(after: quote)...].prefix { $0 != "\"" }
        return (String(parts[1]), String(value))
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    private static func isIdentifierPart(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
}

import Foundation
