import SwiftSyntax

/// Readable branch conditions: `if let error = error` → `error != nil`, its `else` → `error == nil`.
enum SwiftConditions {
    static func text(_ conditions: ConditionElementListSyntax, _ table: LineTable) -> String? {
        let parts = meaningful(conditions).map { positive($0.condition, table) }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    static func negated(_ conditions: ConditionElementListSyntax, _ table: LineTable) -> String? {
        let parts = meaningful(conditions).map { negative($0.condition, table) }
        return parts.isEmpty ? nil : parts.joined(separator: " || ")
    }

    /// Conditions without `let self = self`: the weak-self dance says nothing about when code runs.
    private static func meaningful(_ conditions: ConditionElementListSyntax) -> [ConditionElementSyntax] {
        conditions.filter { element in
            guard case .optionalBinding(let binding) = element.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return true }
            return name != "self" && name != "strongSelf"
        }
    }

    /// The conditions under which an `if` branch runs; an `else if` also carries the negation of the branches before it.
    static func forBranch(of ifExpr: IfExprSyntax, isElse: Bool, _ table: LineTable) -> [String] {
        var result: [String] = []
        var outer = ifExpr.parent?.as(IfExprSyntax.self)
        var chain: [IfExprSyntax] = []
        while let current = outer {
            chain.insert(current, at: 0)
            outer = current.parent?.as(IfExprSyntax.self)
        }
        result.append(contentsOf: chain.compactMap { negated($0.conditions, table) })
        if let own = isElse ? negated(ifExpr.conditions, table) : text(ifExpr.conditions, table) { result.append(own) }
        return result
    }

    static func forCatch(_ clause: CatchClauseSyntax, _ table: LineTable) -> String {
        let items = clause.catchItems.isEmpty ? "" : table.snippet(clause.catchItems, limit: 60)
        return items.isEmpty ? "error thrown" : "error thrown: " + items
    }

    private static func positive(_ condition: ConditionElementSyntax.Condition, _ table: LineTable) -> String {
        switch condition {
        case .optionalBinding(let binding):
            return table.snippet(binding.pattern, limit: 60) + " != nil"
        default:
            return table.snippet(condition, limit: 100)
        }
    }

    private static let opposites: [String: String] = [
        "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "===": "!==", "!==": "===",
    ]

    private static func negative(_ condition: ConditionElementSyntax.Condition, _ table: LineTable) -> String {
        switch condition {
        case .optionalBinding(let binding):
            return table.snippet(binding.pattern, limit: 60) + " == nil"
        case .expression(let expr):
            if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
                let elements = Array(sequence.elements)
                if let op = elements[1].as(BinaryOperatorExprSyntax.self), let opposite = opposites[op.operator.text] {
                    return table.snippet(elements[0], limit: 60) + " " + opposite + " " + table.snippet(elements[2], limit: 60)
                }
            }
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return table.snippet(prefix.expression, limit: 100)
            }
            let text = table.snippet(expr, limit: 100)
            let isSimple = expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self)
                || expr.is(FunctionCallExprSyntax.self)
            return isSimple ? "!" + text : "!(" + text + ")"
        default:
            return "!(" + table.snippet(condition, limit: 100) + ")"
        }
    }
}
