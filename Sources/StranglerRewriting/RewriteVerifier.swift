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
        // Parameterize Constructor adds a parameter with a default: `init(id:)` lives on as `init(id:session:)`.
        let lost = members(of: before).filter { member in
            guard !kept.contains(member) else { return false }
            guard member.hasSuffix(":) (initializer)") || member.hasSuffix("() (initializer)") else { return true }
            let prefix = String(member.dropLast(") (initializer)".count))
            return !kept.contains { $0.hasPrefix(prefix) && $0.hasSuffix(":) (initializer)") }
        }
        if !lost.isEmpty { throw RewriteError.lostMembers(path, lost) }
    }

    /// `ProductViewController.loadProduct() (method)`, for every member of every type and extension, in order.
    private static func members(of unit: SourceUnit) -> [String] {
        unit.types.flatMap { type in type.members.map { "\(type.name).\($0.name) (\($0.kind.rawValue))" } }
            + unit.functions.map { "\($0.name) (function)" }
    }
}
