/// Negating a branch condition as it is written, the way a reader would say it: the condition that holds after
/// `if (!account || !buddy) return;` is `account && buddy`, not `!(!account || !buddy)`. Read on the text, so it serves
/// Objective-C, which keeps conditions as text, and Swift's conditions that are no single comparison.
public enum ConditionText {
    /// `!a || !b` → `a && b`; `a == nil && b > 2` → `a != nil || b <= 2`; `!x` → `x`; `a == b` → `a != b`; anything else
    /// `!x` or `!(…)`. A condition cut short (`…`) or holding a ternary or an assignment at its top level is only wrapped.
    public static func negated(_ condition: String) -> String {
        let text = Substring(condition).trimmingSpaces
        let bytes = Array(text.utf8)
        guard !text.hasSuffix("…"), let top = TopLevel(bytes) else { return wrapped(text) }
        // `if ((a && b))`: the parentheses around the whole say nothing.
        if let inner = parenthesized(text) { return negated(String(inner)) }
        for (op, opposite) in [("||", " && "), ("&&", " || ")] {
            let parts = top.split(bytes, at: op)
            guard parts.count > 1 else { continue }
            return parts.map { part in
                let negated = negatedOperand(part)
                // A part that is itself an `||` or `&&` keeps its own parentheses in the join.
                return TopLevel(Array(negated.utf8)).map { $0.hasLogicalOperator } == false ? negated : "(" + negated + ")"
            }.joined(separator: opposite)
        }
        return negatedOperand(text)
    }

    /// A case pattern without the values it binds, which say nothing about when it matches: `case .failure(let error)` →
    /// `case .failure`, `case let .loaded(items, _)` → `case .loaded`. A pattern that tests a value (`.failure(.timeout)`)
    /// is kept whole.
    public static func withoutBindings(_ label: String) -> String {
        var text = label
        if text.hasPrefix("case let ") { text = "case " + text.dropFirst("case let ".count) }
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return text }
        let inside = text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmingSpaces }
        let bindsOnly = inside.allSatisfy { part in
            part == "_" || part.hasPrefix("let ") || part.hasPrefix("var ") || label.hasPrefix("case let ") && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        guard bindsOnly else { return text }
        return String(text[..<open]) + String(text[text.index(after: close)...])
    }

    /// The parts a condition holds together: `a && b != nil` → `a`, `b != nil`. A condition with an `||` at its top
    /// level, or one this reading does not trust, is one part.
    public static func conjuncts(_ condition: String) -> [String] {
        let text = Substring(condition).trimmingSpaces
        let bytes = Array(text.utf8)
        guard !text.hasSuffix("…"), let top = TopLevel(bytes) else { return [String(text)] }
        let parts = top.split(bytes, at: "&&").map { String($0.trimmingSpaces) }
        return parts.isEmpty ? [String(text)] : parts
    }

    /// Whether the condition is an `||` at its top level, to be parenthesised when joined with `&&`. A text this
    /// reading does not trust (a condition cut short) counts as one if it holds `||` anywhere but inside a `!(…)`.
    public static func isDisjunction(_ condition: String) -> Bool {
        guard let top = TopLevel(Array(condition.utf8)) else {
            return condition.contains("||") && !(condition.hasPrefix("!(") && condition.hasSuffix(")"))
        }
        return top.logical.contains { $0.op == "||" }
    }

    /// The condition once `names` are known not to be `nil`: the weak-self dance (`if (sself)`, `if (!strongSelf) return;`)
    /// says nothing about when code runs. In an `&&` a part that tests a name is there is dropped, in an `||` a part that
    /// tests it is gone; `nil` when nothing is left or the condition then always holds. Text that mixes `&&` and `||` at
    /// its top level, or that this reading does not trust, is kept as it is.
    public static func assuming(_ names: Set<String>, areNotNil condition: String) -> String? {
        let text = Substring(condition).trimmingSpaces
        if let inner = parenthesized(text) { return assuming(names, areNotNil: String(inner)) }
        let bytes = Array(text.utf8)
        guard !names.isEmpty, !text.hasSuffix("…"), let top = TopLevel(bytes) else { return condition }
        let operators = Set(top.logical.map(\.op))
        guard operators.count <= 1 else { return condition }
        let isOr = operators == ["||"]
        var kept: [String] = []
        let parts = top.split(bytes, at: isOr ? "||" : "&&").map { String($0.trimmingSpaces) }
        for part in parts.isEmpty ? [String(text)] : parts {
            switch nilTest(part, of: names) {
            // `x` in an `&&` holds, so it goes; in an `||` the whole holds.
            case .some(false): if isOr { return nil }
            // `!x` in an `||` does not hold, so it goes; in an `&&` the branch never runs, which is kept as written.
            case .some(true): if !isOr { return condition }
            case nil: kept.append(part)
            }
        }
        return kept.isEmpty ? nil : kept.joined(separator: isOr ? " || " : " && ")
    }

    /// Whether `part` tests one of `names` for `nil` (`!x`, `x == nil`: true) or for a value (`x`, `x != nil`: false).
    private static func nilTest(_ part: String, of names: Set<String>) -> Bool? {
        var text = Substring(part).trimmingSpaces
        while let inner = parenthesized(text) { text = inner }
        if text.hasPrefix("!"), !text.hasPrefix("!=") {
            return nilTest(String(text.dropFirst()), of: names).map { !$0 }
        }
        if names.contains(String(text)) { return false }
        let pieces = text.split(separator: " ")
        guard pieces.count == 3, pieces[1] == "==" || pieces[1] == "!=" else { return nil }
        let isNil: (Substring) -> Bool = { $0 == "nil" || $0 == "NULL" || $0 == "Nil" }
        guard (names.contains(String(pieces[0])) && isNil(pieces[2])) || (isNil(pieces[0]) && names.contains(String(pieces[2]))) else {
            return nil
        }
        return pieces[1] == "=="
    }

    /// One operand: `!x` → `x`, a comparison turned round, else `!x` for a name or a call, `!(…)` for the rest.
    private static func negatedOperand(_ operand: Substring) -> String {
        let text = operand.trimmingSpaces
        let bytes = Array(text.utf8)
        guard let top = TopLevel(bytes) else { return wrapped(text) }
        if top.comparisons.count == 1, !top.hasLogicalOperator, let comparison = top.comparisons.first,
           let opposite = opposites[comparison.op] {
            let left = Substring(decoding: bytes[..<comparison.at], as: UTF8.self).trimmingSpaces
            let right = Substring(decoding: bytes[(comparison.at + comparison.op.utf8.count)...], as: UTF8.self).trimmingSpaces
            return left + " " + opposite + " " + right
        }
        if text.hasPrefix("!"), !text.hasPrefix("!="), !top.hasLogicalOperator, top.comparisons.isEmpty {
            let rest = text.dropFirst().trimmingSpaces
            if let inner = parenthesized(rest) { return String(inner) }
            if isAtom(rest) { return String(rest) }
        }
        return wrapped(text)
    }

    /// Each comparison operator's opposite, for a comparison turned round (`a == b` → `a != b`).
    static let opposites: [String: String] = [
        "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "===": "!==", "!==": "===",
    ]

    /// `!name`, `!call()`, or `!(…)`.
    private static func wrapped(_ text: Substring) -> String {
        isAtom(text) ? "!" + text : "!(" + text + ")"
    }

    /// No space and no operator outside brackets: a name, a chain, a call, a message send.
    private static func isAtom(_ text: Substring) -> Bool {
        guard let top = TopLevel(Array(text.utf8)) else { return false }
        return !top.hasSpace && !top.hasLogicalOperator && top.comparisons.isEmpty && !text.isEmpty
    }

    /// The inside of `(…)` when the parentheses wrap the whole text.
    private static func parenthesized(_ text: Substring) -> Substring? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst().dropLast()
        // `(a) && (b)` starts and ends with parentheses that are not one pair.
        guard let top = TopLevel(Array(inner.utf8)), top.balanced else { return nil }
        return inner.trimmingSpaces
    }

    /// What a condition's text holds outside parentheses, brackets, braces and string literals.
    private struct TopLevel {
        var logical: [(op: String, at: Int)] = []
        var comparisons: [(op: String, at: Int)] = []
        var hasSpace = false
        /// Whether every bracket closes one opened in the text.
        var balanced = true
        var hasLogicalOperator: Bool { !logical.isEmpty }

        /// `nil` for text this reading does not trust: a ternary or an assignment at the top, unbalanced brackets.
        init?(_ bytes: [UInt8]) {
            var depth = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index = Self.endOfString(bytes, from: index)
                    continue
                }
                switch byte {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { balanced = false; depth = 0 }
                default:
                    break
                }
                guard depth == 0 else { index += 1; continue }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let previous = index > 0 ? bytes[index - 1] : 0
                switch byte {
                case UInt8(ascii: " "):
                    hasSpace = true
                case UInt8(ascii: "|") where next == UInt8(ascii: "|"), UInt8(ascii: "&") where next == UInt8(ascii: "&"):
                    logical.append((byte == UInt8(ascii: "|") ? "||" : "&&", index))
                    index += 2
                    continue
                case UInt8(ascii: "?") where previous == UInt8(ascii: " ") && next == UInt8(ascii: " "):
                    return nil
                case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"):
                    if let op = Self.comparison(bytes, at: index) {
                        comparisons.append((op, index))
                        index += op.utf8.count
                        continue
                    }
                    // `a = b` at the top is an assignment, no condition to turn round.
                    if byte == UInt8(ascii: "="), previous != UInt8(ascii: "="), next != UInt8(ascii: "=") { return nil }
                default:
                    break
                }
                index += 1
            }
            if depth != 0 { return nil }
        }

        /// The comparison operator at `index`: `===`, `!==`, `==`, `!=`, `>=`, `<=`, and `<`, `>` set apart by spaces (no
        /// generic's `<`, no `->`, no shift).
        private static func comparison(_ bytes: [UInt8], at index: Int) -> String? {
            func at(_ offset: Int) -> UInt8 { index + offset < bytes.count && index + offset >= 0 ? bytes[index + offset] : 0 }
            let equals = UInt8(ascii: "=")
            switch bytes[index] {
            case UInt8(ascii: "="), UInt8(ascii: "!"):
                guard at(1) == equals else { return nil }
                let first = bytes[index] == equals ? "=" : "!"
                return at(2) == equals ? first + "==" : first + "="
            case UInt8(ascii: "<"), UInt8(ascii: ">"):
                let symbol = bytes[index] == UInt8(ascii: "<") ? "<" : ">"
                if at(1) == equals { return symbol + "=" }
                guard at(-1) == UInt8(ascii: " "), at(1) == UInt8(ascii: " ") else { return nil }
                return symbol
            default:
                return nil
            }
        }

        /// The index past a string literal's closing quote; an interpolation (`\(…)`) may hold strings of its own.
        private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
            var index = start + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                        index = endOfInterpolation(bytes, from: index + 2)
                        continue
                    }
                    index += 2
                    continue
                case UInt8(ascii: "\""):
                    return index + 1
                default:
                    index += 1
                }
            }
            return index
        }

        private static func endOfInterpolation(_ bytes: [UInt8], from start: Int) -> Int {
            var depth = 1
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    index = endOfString(bytes, from: index)
                    continue
                case UInt8(ascii: "("):
                    depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return index
        }

        /// The text's parts between top-level occurrences of `op`.
        func split(_ bytes: [UInt8], at op: String) -> [Substring] {
            var parts: [Substring] = []
            var start = 0
            for found in logical where found.op == op {
                parts.append(Substring(decoding: bytes[start..<found.at], as: UTF8.self))
                start = found.at + 2
            }
            guard !parts.isEmpty else { return [] }
            // `a && b || c` split at `&&` would read `a`, `b || c` wrongly: only a text with one kind of operator splits at `&&`.
            if op == "&&", logical.contains(where: { $0.op == "||" }) { return [] }
            parts.append(Substring(decoding: bytes[start...], as: UTF8.self))
            return parts
        }
    }
}

extension StringProtocol {
    /// Without spaces at either end.
    public var trimmingSpaces: SubSequence {
        var text = self[...]
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
