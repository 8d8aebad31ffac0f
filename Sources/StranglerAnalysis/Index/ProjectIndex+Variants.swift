import StranglerSources

/// The distinct types the codebase declares under one name (an app's and its extension's `ShareViewController`).
extension ProjectIndex {
    /// The distinct types the codebase declares under one name, each with its extensions; one, with every declaration,
    /// for most names.
    ///
    /// Two targets may each declare a type of the same name: an iOS and a Mac `InspectorViewController`, an
    /// app's and its share extension's `ShareViewController`. Each file that declares the type (not an extension) starts
    /// one, and every other declaration goes with the one whose file shares the most folders with its own (the first, by
    /// path, on a tie). Declarations in one file (`#if os(iOS)` … `#else` … `#endif`) stay one type.
    func variants(of name: String) -> [[TypeDecl]] {
        guard let decls = declarations[name] else { return [] }
        // Most names: without collecting anything.
        guard let first = decls.first(where: { $0.kind != .extension }),
              decls.contains(where: { $0.kind != .extension && $0.file != first.file }) else { return [decls] }
        var starts: [TypeDecl] = []
        for decl in decls where decl.kind != .extension && !starts.contains(where: { $0.file == decl.file }) {
            starts.append(decl)
        }
        let startFolders = starts.map { Self.folders(of: $0.file) }
        var variants = starts.map { _ in [TypeDecl]() }
        for decl in decls {
            let folders = Self.folders(of: decl.file)
            var best = 0
            var bestShared = -1
            for (position, start) in starts.enumerated() {
                let shared = start.file == decl.file ? Int.max : zip(folders, startFolders[position]).prefix { $0 == $1 }.count
                if shared > bestShared { (best, bestShared) = (position, shared) }
            }
            variants[best].append(decl)
        }
        return variants
    }

    private static func folders(of path: String) -> [Substring] { path.split(separator: "/").dropLast() }

    /// The properties of one of `variants(of:)`: its own declarations', then its project superclasses'.
    func properties(ofVariant decls: [TypeDecl]) -> [String: Member] {
        let own = Dictionary(
            decls.lazy.flatMap(\.members).filter { $0.kind == .property }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }
        )
        guard let start = decls.first(where: { $0.kind != .extension }), let superclass = superclass(declaredBy: start) else { return own }
        return own.merging(properties(of: superclass)) { own, _ in own }
    }
}
