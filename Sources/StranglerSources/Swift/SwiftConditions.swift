@_spi(RawSyntax) import SwiftSyntax

/// Readable branch conditions: `if let error = error` → `error != nil`, its `else` → `error == nil`; `guard let address =
/// selectedAddress` → `selectedAddress != nil`.
///
/// Reads raw nodes (see `RawNode`); `table` holds the file's bytes the conditions are sliced from.
struct SwiftConditions {
    let table: LineTable

    /// The conditions of an `if`, `guard` or `while` (`conditions` is its condition list), joined with `&&`.
    func text(_ conditions: RawNode) -> String? {
        let parts = meaningful(conditions).map(positive)
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    /// The negation of `text(_:)`: what holds when the conditions do not, joined with `||`.
    func negated(_ conditions: RawNode) -> String? {
        let parts = meaningful(conditions).map(negative)
        return parts.isEmpty ? nil : parts.joined(separator: " || ")
    }

    /// The conditions (each element's `condition`) without the weak-self dance, which says nothing about when code runs.
    private func meaningful(_ conditions: RawNode) -> [RawNode] {
        var result: [RawNode] = []
        conditions.forEachChild { element in
            guard let condition = RawConditionElementSyntax(element.raw)?.condition else { return }
            if let binding = RawOptionalBindingConditionSyntax(condition), Self.bindsSelf(binding) { return }
            result.append(element.child(condition))
        }
        return result
    }

    /// `let self = self`, `` let `self` = self ``, `let owner = self`, `let strongSelf = weakSelf`: a binding of `self`, or
    /// one to a name the weak-self dance uses.
    private static func bindsSelf(_ binding: RawOptionalBindingConditionSyntax) -> Bool {
        if let value = binding.initializer?.value, let reference = RawDeclReferenceExprSyntax(value),
           reference.baseName.tokenText == "self" {
            return true
        }
        guard let name = RawIdentifierPatternSyntax(binding.pattern)?.identifier.tokenText else { return false }
        return selfNames.contains(String(syntaxText: name))
    }

    private static let selfNames: Set<String> = ["self", "strongSelf", "sself", "weakSelf", "wself"]

    /// The conditions under which an `if` branch runs; an `else if` also carries the negation of the branches
    /// before it. `outer` are the `if`s the branch's `if` is the `else` of, outermost first.
    func forBranch(of ifExpr: RawNode, outer: [RawNode], isElse: Bool) -> [String] {
        var result: [String] = outer.compactMap { conditions(of: $0).flatMap(negated) }
        if let own = conditions(of: ifExpr).flatMap(isElse ? negated : text) { result.append(own) }
        return result
    }

    /// The condition list of an `if`.
    private func conditions(of ifExpr: RawNode) -> RawNode? {
        RawIfExprSyntax(ifExpr.raw).map { ifExpr.child($0.conditions) }
    }

    func forCatch(_ clause: RawNode) -> String {
        guard let catchItems = RawCatchClauseSyntax(clause.raw)?.catchItems else { return "error thrown" }
        let items = catchItems.layoutView.children.isEmpty ? "" : table.snippet(clause.child(catchItems), limit: 60)
        return items.isEmpty ? "error thrown" : "error thrown: " + items
    }

    private func positive(_ condition: RawNode) -> String {
        if let binding = RawOptionalBindingConditionSyntax(condition.raw) { return unbound(condition, binding) + " != nil" }
        return table.snippet(condition, limit: 100)
    }

    /// What an optional binding tests: the bound name (`let error = error` → `error`), or the value when the name is
    /// `_` (`let _ = note.content` → `note.content`).
    private func bound(_ condition: RawNode, _ binding: RawOptionalBindingConditionSyntax) -> String {
        let name = table.snippet(condition.child(binding.pattern), limit: 60)
        guard name == "_", let initializer = binding.initializer else { return name }
        return table.snippet(condition.child(initializer).child(initializer.value), limit: 60)
    }

    /// What a binding tests: its value (`let url = URL(string: text)` → `URL(string: text)`), so two bindings of the same
    /// name in other scopes never read as one `url` (`url == nil && url != nil`), and a failed binding, whose name was
    /// never bound, is said by what failed. The name when the value is the name (`let error = error`, `let error`) or too
    /// long to say whole.
    private func unbound(_ condition: RawNode, _ binding: RawOptionalBindingConditionSyntax) -> String {
        guard let initializer = binding.initializer else { return bound(condition, binding) }
        let value = table.snippet(condition.child(initializer).child(initializer.value), limit: 60)
        // A value too long to say whole is said by its name.
        return value.hasSuffix("…") ? bound(condition, binding) : value
    }

    private func negative(_ condition: RawNode) -> String {
        if let binding = RawOptionalBindingConditionSyntax(condition.raw) { return unbound(condition, binding) + " == nil" }
        guard RawExprSyntax.isKindOf(condition.raw) else {
            return "!(" + table.snippet(condition, limit: 100) + ")"
        }
        if let sequence = RawSequenceExprSyntax(condition.raw), sequence.elements.layoutView.children.count == 3 {
            let elements = condition.child(sequence.elements).children
            if let op = RawBinaryOperatorExprSyntax(elements[1].raw), let opposite = ConditionText.opposites[op.operator.text] {
                return table.snippet(elements[0], limit: 60) + " " + opposite + " " + table.snippet(elements[2], limit: 60)
            }
        }
        if let prefix = RawPrefixOperatorExprSyntax(condition.raw), prefix.operator.tokenText == "!" {
            return table.snippet(condition.child(prefix.expression), limit: 100)
        }
        let text = table.snippet(condition, limit: 100)
        // `!a || !b` reads `a && b`.
        if condition.kind == .sequenceExpr { return ConditionText.negated(text) }
        let isSimple = [.declReferenceExpr, .memberAccessExpr, .functionCallExpr].contains(condition.kind)
        return isSimple ? "!" + text : "!(" + text + ")"
    }
}
