import Foundation
import StranglerSources

/// Endpoint paths from the string literals a URL is built from.
enum Endpoint {
    /// The path the literals write (`["https://api.example.com", "/products/\(id)"]` → `/products/{id}`): after a
    /// scheme's host, the pieces that look like a path, joined by `/`, without the query; `nil` when they write none.
    static func path(from strings: [String]) -> String? {
        var base = ""
        var pieces: [String] = []
        for raw in strings {
            let string = Self.isTrimmed(raw) ? raw : raw.trimmingCharacters(in: .whitespaces)
            // A space inside an interpolation (`"user/sell/\(item.key ?? "")"`) is code, not text.
            guard !string.isEmpty, !Self.outsideInterpolations(string).utf8.contains(0x20), !isMediaType(string),
                  !NetworkingNames.isMethodLiteral(string) else { continue }
            if let scheme = Self.range(of: "://", in: string[...]) {
                let afterScheme = string[scheme.upperBound...]
                let path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? ""
                base = path
            } else if string.hasPrefix("/") || string.utf8.contains(0x2F)
                // A relative path with its query (`"content?language=\(language)"`).
                || string.prefix(while: { $0 != "?" && $0 != "#" }).allSatisfy({ $0.isLetter || $0.isNumber || "_-{}()\\.".contains($0) })
                    && string.first != "?" && string.first != "#" {
                // Values alone (`"\\(id)"`, Objective-C's `@"%@%@", host, path`) write no piece of the path themselves.
                if Self.outsideInterpolations(string).allSatisfy({ $0 == "{" || $0 == "}" }) { continue }
                pieces.append(string)
            }
        }
        var joined = base
        for var piece in pieces {
            // `"\(baseURL)/products"`: the base URL was followed already. A type's member at the start
            // (`"\(ServerConstants.Urls.lists())bundle-\(uuid).json"`) is the base URL too, whatever it returns.
            if piece.hasPrefix("\\("), let close = Self.closingParenthesis(of: piece),
               !base.isEmpty || joined.isEmpty && Self.namesATypesMember(piece[piece.index(piece.startIndex, offsetBy: 2)..<close]) {
                piece = String(piece[piece.index(after: close)...])
                if piece.isEmpty { continue }
            }
            let trimmedPiece = piece.hasPrefix("/") ? String(piece.dropFirst()) : piece
            joined = (joined.hasSuffix("/") ? joined : joined + "/") + trimmedPiece
        }
        guard !joined.isEmpty, joined != "/" || !base.isEmpty else { return nil }
        // The placeholders first: a `?` in an interpolation (`\(task.id ?? "")`, `\(user?.id)`) starts no query.
        joined = placeholders(joined.hasPrefix("/") ? joined : "/" + joined)
        if let query = joined.firstIndex(where: { $0 == "?" || $0 == "#" }) { joined = String(joined[..<query]) }
        return joined
    }

    /// The `)` that closes the interpolation a piece starts with (`\(Urls.lists())…` → the second `)`).
    private static func closingParenthesis(of piece: String) -> String.Index? {
        var depth = 0
        for index in piece.indices.dropFirst() {
            if piece[index] == "(" { depth += 1 } else if piece[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `ServerConstants.Urls.lists()`, `Config.baseURL`: a member read on a type, by its capital.
    private static func namesATypesMember(_ code: Substring) -> Bool {
        code.first?.isUppercase == true && code.contains(".")
    }

    /// The literals of a declared path, its components joined by `/`. A path built of other values (`"/rooms/" + id`)
    /// gives none, so the endpoint stays unknown: only values interpolated into the literal (`"/rooms/\(id)"`)
    /// become placeholders.
    static func writtenPath(_ value: LocalValue) -> [String] {
        let written = value.elements.isEmpty ? value.strings : [value.elements.joined(separator: "/")]
        return value.roots.allSatisfy { isInterpolated($0, in: written) } ? written : []
    }

    /// Whether a name is interpolated into one of the literals (`"/rooms/\\(id)"`), where it becomes a placeholder.
    static func isInterpolated(_ name: String, in strings: [String]) -> Bool {
        strings.contains { range(of: "\\(" + name, in: $0[...]) != nil }
    }

    /// Whether each literal that interpolates a name writes text of its own before it (`"/t/\(topicID)"`, `"?once=\(once)"`):
    /// the value stands in the path or the query, never as the URL's base.
    static func isInterpolatedAfterText(_ name: String, in strings: [String]) -> Bool {
        var found = false
        for string in strings {
            guard let at = range(of: "\\(" + name, in: string[...]) else { continue }
            guard !replacingInterpolations(in: String(string[..<at.lowerBound]), { _ in "" }).isEmpty else { return false }
            found = true
        }
        return found
    }

    /// Whether the literals interpolate exactly this name (`\(endpoint)`, not `\(endpoint.path)`).
    static func interpolates(_ name: String, in strings: [String]) -> Bool {
        strings.contains { range(of: "\\(" + name + ")", in: $0[...]) != nil }
    }

    /// Whether a string neither starts nor ends with whitespace, decided on its ASCII ends without
    /// Foundation's character sets (most literals are plain).
    private static func isTrimmed(_ string: String) -> Bool {
        guard let first = string.utf8.first, let last = string.utf8.last else { return true }
        return first < 0x80 && last < 0x80 && first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
    }

    /// Where `needle` first occurs, found among the UTF-8 bytes: Foundation's `range(of:)` (and `contains`
    /// with a string, which calls it) cost thousands of instructions a call here, bridging its arguments.
    static func range(of needle: String, in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        let pattern = needle.utf8
        guard let first = pattern.first else { return nil }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) {
                return found..<bytes.index(found, offsetBy: pattern.count)
            }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// `application/json`, `image/png`: a content type, no path.
    private static func isMediaType(_ string: String) -> Bool {
        ["application/", "text/", "image/", "multipart/", "audio/", "video/"].contains { string.hasPrefix($0) }
    }

    /// `\(self.productId)` → `{productId}`.
    static func placeholders(_ path: String) -> String {
        replacingInterpolations(in: path) { written in
            // `\(item.key ?? "")` is the value `item.key`.
            var content = range(of: " ?? ", in: written[...]).map { String(written[..<$0.lowerBound]) } ?? written
            if content.utf8.contains(UInt8(ascii: "?")) || content.utf8.contains(UInt8(ascii: "!")) {
                content.removeAll { $0 == "?" || $0 == "!" }  // `\(user?.id)` is `{user.id}`
            }
            if let value = convertedValue(content) { content = value }
            return "{" + (content.hasPrefix("self.") ? String(content.dropFirst(5)) : content) + "}"
        }
    }

    /// The value a conversion or an encoding for the URL is made of, where it is one plain reference: Swift's `String(orderID)`
    /// or `String(describing: id)`, Objective-C's `[MXTools encodeURIComponent:device.deviceId]` (a class's message with one
    /// argument). The URL says the value, not how it is written into the URL.
    static func convertedValue(_ content: String) -> String? {
        let isReference = TypeNames.isNameChain
        guard let first = content.utf8.first, let last = content.utf8.last else { return nil }
        if first == UInt8(ascii: "["), last == UInt8(ascii: "]") {
            // `[Class selector:value]`
            let inner = content.dropFirst().dropLast()
            let parts = inner.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].first?.isUppercase == true, isReference(parts[0]),
                  let colon = parts[1].firstIndex(of: ":"), isReference(parts[1][..<colon]) else { return nil }
            let value = parts[1][parts[1].index(after: colon)...]
            return isReference(value) ? String(value) : nil
        }
        // `Type(value)` or `Type(label: value)`
        guard (0x41...0x5A).contains(first), last == UInt8(ascii: ")"), let open = content.firstIndex(of: "("),
              isReference(content[..<open]) else { return nil }
        var argument = content[content.index(after: open)..<content.index(before: content.endIndex)]
        if let colon = argument.firstIndex(of: ":") {
            guard isReference(argument[..<colon]) else { return nil }
            argument = argument[argument.index(after: colon)...].drop { $0 == " " }
        }
        return isReference(argument) ? String(argument) : nil
    }

    /// A literal with each interpolation's content left out: what it writes itself.
    private static func outsideInterpolations(_ string: String) -> String {
        range(of: "\\(", in: string[...]) == nil ? string : replacingInterpolations(in: string) { _ in "{}" }
    }

    /// Each interpolation of a literal (`\(name)`, nested parentheses included) replaced by what `replacement` makes of
    /// its content, or left as written when it makes nothing.
    static func replacingInterpolations(in path: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(path)
        while let start = range(of: "\\(", in: rest) {
            result += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            let content = String(rest[start.upperBound..<min(index, rest.endIndex)])
            result += replacement(content) ?? "\\(" + content + ")"
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        }
        return result + rest
    }
}
