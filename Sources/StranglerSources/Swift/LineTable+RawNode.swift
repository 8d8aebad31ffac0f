extension LineTable {
    /// A node's source on one line, sliced from the file's bytes (cheaper than rebuilding it from tokens).
    func snippet(_ node: RawNode, limit: Int = 120) -> String {
        snippet(from: node.start, to: node.end, limit: limit)
    }
}
