import SwiftSyntax

extension LineTable {
    /// A node's source on one line, sliced from the file's bytes (cheaper than rebuilding it from tokens).
    func snippet(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        snippet(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset, limit: limit)
    }
}
