@_spi(RawSyntax) import SwiftSyntax

/// A raw syntax node and the offset in the file where it starts (its leading trivia included).
///
/// The lowering reads the tree through these instead of `Syntax` nodes: a `Syntax` node is materialised in
/// swift-syntax's arena for every node a visitor or a typed accessor touches, which costs more than the lowering's
/// own work. A raw node knows its length but not its place; the walk carries the place (a child starts where the
/// children before it end). swift-syntax's `RawSyntax` SPI is safe here because Package.swift pins its version.
struct RawNode {
    let raw: RawSyntax
    /// Where the node starts in the file, its leading trivia included.
    let offset: Int

    var kind: SyntaxKind { raw.kind }

    /// Where the node's source starts, after its leading trivia (`positionAfterSkippingLeadingTrivia`).
    var start: Int {
        if let token = raw.tokenView { return offset + token.leadingTriviaByteLength }
        return offset + raw.leadingTriviaByteLength
    }

    /// Where the node's source ends, before its trailing trivia (`endPositionBeforeTrailingTrivia`).
    var end: Int {
        if let token = raw.tokenView { return offset + raw.byteLength - token.trailingTriviaByteLength }
        return offset + raw.byteLength - raw.trailingTriviaByteLength
    }

    /// Calls `body` with each present child, in source order.
    func forEachChild(_ body: (RawNode) -> Void) {
        guard let children = raw.layoutView?.children else { return }
        var childOffset = offset
        for child in children {
            guard let child else { continue }
            body(RawNode(raw: child, offset: childOffset))
            childOffset += child.byteLength
        }
    }

    /// The present children, in source order.
    var children: [RawNode] {
        var result: [RawNode] = []
        result.reserveCapacity(raw.layoutView?.children.count ?? 0)
        forEachChild { result.append($0) }
        return result
    }

    /// `child`, one of this node's children (as a typed raw accessor returns it), with its offset.
    func child(_ child: some RawSyntaxNodeProtocol) -> RawNode {
        let id = child.raw.id
        var childOffset = offset
        if let children = raw.layoutView?.children {
            for candidate in children {
                guard let candidate else { continue }
                if candidate.id == id { break }
                childOffset += candidate.byteLength
            }
        }
        return RawNode(raw: child.raw, offset: childOffset)
    }

    /// `child(_:)` of an optional child.
    func child(ifPresent child: (some RawSyntaxNodeProtocol)?) -> RawNode? {
        child.map { self.child($0) }
    }

    /// The last present token, as `lastToken(viewMode: .sourceAccurate)` finds it, with its offset.
    var lastToken: RawNode? {
        if let token = raw.tokenView { return token.presence == .present ? self : nil }
        guard let children = raw.layoutView?.children else { return nil }
        var childEnd = offset + raw.byteLength
        for child in children.reversed() {
            guard let child else { continue }
            let node = RawNode(raw: child, offset: childEnd - child.byteLength)
            if let token = node.lastToken { return token }
            childEnd = node.offset
        }
        return nil
    }
}
