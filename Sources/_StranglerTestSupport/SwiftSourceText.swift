/// Swift source read as text, for tests that check the shape of the codebase itself.
public enum SwiftSourceText {
    /// The file without its comments and string literals (single-line, multi-line and interpolated ones alike).
    public static func code(of text: String) -> String {
        enum State { case code, lineComment, blockComment, string, multilineString }
        let characters = Array(text)
        var state = State.code
        var kept = ""
        var index = 0
        func next(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            let opensMultiline = character == "\"" && next(1) == "\"" && next(2) == "\""
            switch state {
            case .code:
                if character == "/", next(1) == "/" { state = .lineComment } else if character == "/", next(1) == "*" {
                    state = .blockComment
                } else if opensMultiline {
                    state = .multilineString
                    index += 2
                } else if character == "\"" { state = .string } else { kept.append(character) }
            case .lineComment:
                if character == "\n" {
                    state = .code
                    kept.append(character)
                }
            case .blockComment:
                if character == "*", next(1) == "/" {
                    state = .code
                    index += 1
                }
            case .string:
                if character == "\\" { index += 1 } else if character == "\"" || character == "\n" { state = .code }
            case .multilineString:
                if character == "\\" { index += 1 } else if opensMultiline {
                    state = .code
                    index += 2
                }
            }
            index += 1
        }
        return kept
    }

    /// The functions, initializers and subscripts of a file's code (see `code(of:)`) with the line each starts on and how
    /// many lines its body spans, braces included.
    public static func functionSpans(in code: String) -> [(name: String, line: Int, lines: Int)] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let declaration = /\b(func\s+[^\s(<]+|init[?!]?\s*[(<]|subscript\s*[(<]|deinit\b)/
        var spans: [(name: String, line: Int, lines: Int)] = []
        for (index, line) in lines.enumerated() {
            guard let match = line.firstMatch(of: declaration) else { continue }
            var depth = 0
            var opened = false
            var end = index
            scan: for row in index..<lines.count {
                for character in lines[row] {
                    if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                        if opened && depth == 0 {
                            end = row
                            break scan
                        }
                    }
                }
                // A requirement or a declaration without a body ends before any brace.
                if !opened, row > index + 10 { break }
            }
            if opened { spans.append((String(match.output.1), index + 1, end - index + 1)) }
        }
        return spans
    }
}
