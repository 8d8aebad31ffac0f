import SwiftSyntax

/// Visits every node and counts the tokens: nothing else.
final class NodeCounter: SyntaxVisitor {
    var nodes = 0
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .visitChildren
    }
}
