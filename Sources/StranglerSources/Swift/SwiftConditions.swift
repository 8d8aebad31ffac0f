import SwiftSyntax

/// Readable branch conditions: `if let error = error` → `error != nil`, its `else` → `error == nil`.
enum SwiftConditions {
    static func text(_ conditions: ConditionElementListSyntax) -> String? {
        let parts = meaningful(conditions).map { positive($0.condition) }
        return parts.isEmpty ? nil : parts.joined(separator: " && ")
    }

    static func negated(_ conditions: ConditionElementListSyntax) -> String? {
        let parts = meaningful(conditions).map { negative($0.condition) }
        return parts.isEmpty ? nil : parts.joined(separator: " || ")
    }

    /// Conditions without `let self = self`: the weak-self dance says nothing about when code runs.
    private static func meaningful(_ conditions: ConditionElementListSyntax) -> [ConditionElementSyntax] {
        conditions.filter { element in
            guard case .optionalBinding(let binding) = element.condition else { return true }
            return binding.pattern.trimmedDescription != "self" && binding.pattern.trimmedDescription != "strongSelf"
        }
    }

    /// The conditions under which an `if` branch runs; an `else if` also carries the negation of the branches before it.
    static func forBranch(of ifExpr: IfExprSyntax, isElse: Bool) -> [String] {
        var result: [String] = []
        var outer = ifExpr.parent?.as(IfExprSyntax.self)
        var chain: [IfExprSyntax] = []
        while let current = outer {
            chain.insert(current, at: 0)
            outer = current.parent?.as(IfExprSyntax.self)
        }
        result.append(contentsOf: chain.compactMap { negated($0.conditions) })
        if let own = isElse ? negated(ifExpr.conditions) : text(ifExpr.conditions) { result.append(own) }
        return result
    }

    static func forCatch(_ clause: CatchClauseSyntax) -> String {
        let items = clause.catchItems.trimmedDescription.oneLine(limit: 60)
        return items.isEmpty ? "error thrown" : "error thrown: " + items
    }

    private static func positive(_ condition: ConditionElementSyntax.Condition) -> String {
        switch condition {
        case .optionalBinding(let binding):
            return binding.pattern.trimmedDescription + " != nil"
        case .expression(let expr):
            return expr.trimmedDescription.oneLine(limit: 100)
        default:
            return condition.trimmedDescription.oneLine(limit: 100)
        }
    }

    private static let opposites: [String: String] = [
        "==": "!=", "!=": "==", "<": ">=", ">=": "<", ">": "<=", "<=": ">", "===": "!==", "!==": "===",
    ]

    private static func negative(_ condition: ConditionElementSyntax.Condition) -> String {
        switch condition {
        case .optionalBinding(let binding):
            return binding.pattern.trimmedDescription + " == nil"
        case .expression(let expr):
            if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
                let elements = Array(sequence.elements)
                if let op = elements[1].as(BinaryOperatorExprSyntax.self), let opposite = opposites[op.operator.text] {
                    return elements[0].trimmedDescription + " " + opposite + " " + elements[2].trimmedDescription
                }
            }
            if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return prefix.expression.trimmedDescription.oneLine(limit: 100)
            }
            let text = expr.trimmedDescription.oneLine(limit: 100)
            let isSimple = expr.is(DeclReferenceExprSyntax.self) || expr.is(MemberAccessExprSyntax.self)
                || expr.is(FunctionCallExprSyntax.self)
            return isSimple ? "!" + text : "!(" + text + ")"
        default:
            return "!(" + condition.trimmedDescription.oneLine(limit: 100) + ")"
        }
    }
}
