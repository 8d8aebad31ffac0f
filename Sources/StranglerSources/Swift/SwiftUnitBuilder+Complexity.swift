@_spi(RawSyntax) import SwiftSyntax

/// Cyclomatic complexity, counted on tokens as lizard does for Swift.
extension SwiftUnitBuilder {
    /// lizard reads `func prepare(for segue: …)` as a `for`: a condition keyword used as an external
    /// parameter name counts when an internal name follows (`f(for: x)` does not).
    mutating func walkParameter(_ node: RawNode, _ index: Int) {
        if let member, member.nestedFunctions == 0, let parameter = RawFunctionParameterSyntax(node.raw),
           parameter.secondName != nil, Self.conditionKeywords.contains(parameter.firstName.text) {
            member.complexity += 1
        }
        walkChildren(node, index)
    }

    private static let conditionKeywords: Set<String> = ["if", "for", "while", "guard", "catch", "case"]

    /// lizard reports a subscript's explicit accessors as functions of their own.
    mutating func walkAccessor(_ node: RawNode, _ index: Int) {
        if let member, member.member.kind == .subscript { member.nestedFunctions += 1 }
        walkChildren(node, index)
        if let member, member.member.kind == .subscript { member.nestedFunctions -= 1 }
    }

    /// Nothing inside a string literal counts, interpolations included.
    mutating func walkStringLiteral(_ node: RawNode, _ index: Int) {
        member?.stringLiterals += 1
        walkChildren(node, index)
        member?.stringLiterals -= 1
    }

    /// A condition token (`if`, `&&`, `case` …) in the member's own code, outside string literals, adds one.
    func visitToken(_ token: RawSyntax) {
        guard let member, member.nestedFunctions == 0, member.stringLiterals == 0, let view = token.tokenView,
              view.presence == .present, view.isLizardCondition
        else { return }
        member.complexity += 1
    }
}
