import StranglerSources

/// The checks every rewrite passes before anything is written: the new text parses without errors, and every
/// member of every type the old text declared (name and kind) is still there.
enum RewriteVerifier {
    static func verify(original: String, rewritten: String, path: String) throws {
        let parse = SourceLoader.frontEnd(for: .swift)!
        let after: SourceUnit
        switch parse(SourceFile(path: path, language: .swift, text: rewritten)) {
        case .success(let unit): after = unit
        case .failure(let skipped): throw RewriteError.rewrittenFileDoesNotParse(path, reason: skipped.reason)
        }
        guard case .success(let before) = parse(SourceFile(path: path, language: .swift, text: original)) else { return }
        let kept = Set(members(of: after))
        let lost = members(of: before).filter { !kept.contains($0) }
        if !lost.isEmpty { throw RewriteError.lostMembers(path, lost) }
    }

    /// `ProductViewController.loadProduct() (method)`, for every member of every type and extension, in order.
    private static func members(of unit: SourceUnit) -> [String] {
        unit.types.flatMap { type in type.members.map { "\(type.name).\($0.name) (\($0.kind.rawValue))" } }
            + unit.functions.map { "\($0.name) (function)" }
    }
}
