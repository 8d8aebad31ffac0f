/// Which lines of a Swift or Objective-C file hold code, as a reader (and SwiftLint's `type_body_length`) counts a type's
/// length: not blank lines, and not lines that hold only comments (`//`, `/* … */`, documentation comments). A line of a
/// string literal is code, a multi-line one's included, and a comment marker inside a string (`"https://…"`) opens none.
///
/// Read on bytes in one pass: the markers are ASCII. Swift's block comments nest; Objective-C's do not.
public struct CodeLines: Sendable {
    /// Per 1-based line (index 0 unused), whether it holds code.
    private let hasCode: [Bool]

    public init(_ text: String, language: SourceLanguage) {
        var flags = [false]
        var state = State.code
        var depth = 0
        var lineHasCode = false
        let nests = language == .swift
        var bytes = text.utf8.makeIterator()
        var pending: UInt8? = bytes.next()
        while let byte = pending {
            var next = bytes.next()
            switch (state, byte) {
            case (_, 0x0A):  // `\n` ends a line comment and a one-line string, never a block comment or a multi-line string
                flags.append(lineHasCode)
                lineHasCode = false
                if state == .lineComment || state == .string { state = .code }
            case (.code, 0x2F) where next == 0x2F:  // `//`
                state = .lineComment
                next = bytes.next()
            case (.code, 0x2F) where next == 0x2A:  // `/*`
                state = .blockComment
                depth = 1
                next = bytes.next()
            case (.blockComment, 0x2F) where next == 0x2A && nests:
                depth += 1
                next = bytes.next()
            case (.blockComment, 0x2A) where next == 0x2F:  // `*/`
                depth -= 1
                if depth == 0 { state = .code }
                next = bytes.next()
            case (.code, 0x22):  // `"`, or `"""` in Swift
                lineHasCode = true
                if nests, next == 0x22 {
                    let third = bytes.next()
                    if third == 0x22 {
                        state = .multilineString
                        next = bytes.next()
                    } else {
                        next = third  // `""`: an empty string, read on as code
                    }
                } else {
                    state = .string
                }
            case (.string, 0x5C), (.multilineString, 0x5C):  // `\` escapes the next byte
                lineHasCode = true
                if next != 0x0A { next = bytes.next() }
            case (.string, 0x22):
                lineHasCode = true
                state = .code
            case (.multilineString, 0x22) where next == 0x22:
                lineHasCode = true
                let third = bytes.next()
                if third == 0x22 {
                    state = .code
                    next = bytes.next()
                } else {
                    next = third
                }
            case (.code, 0x20), (.code, 0x09), (.code, 0x0D), (.code, 0x0B), (.code, 0x0C):
                break
            case (.code, _), (.string, _), (.multilineString, _):
                lineHasCode = true
            case (.lineComment, _), (.blockComment, _):
                break
            }
            pending = next
        }
        if !text.utf8.isEmpty, text.utf8.last != 0x0A { flags.append(lineHasCode) }
        hasCode = flags
    }

    /// How many of the lines from `first` to `last` (1-based, inclusive) hold code.
    public func count(from first: Int, to last: Int) -> Int {
        let lower = max(first, 1), upper = min(last, hasCode.count - 1)
        guard lower <= upper else { return 0 }
        var count = 0
        for line in lower...upper where hasCode[line] { count += 1 }
        return count
    }

    private enum State { case code, lineComment, blockComment, string, multilineString }
}
