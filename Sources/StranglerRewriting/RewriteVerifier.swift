import StranglerSources

/// The checks every rewrite passes before anything is written: the new text parses without errors, and every
/// member of every type the old text declared (name and kind) is still there.
enum RewriteVerifier {
    /// `original` is the file as the analysis already lowered it, so it is not parsed again.
    static func verify(original before: SourceUnit, rewritten: String) throws {
        let after: SourceUnit
        switch SourceLoader.frontEnd(for: .swift)!(SourceFile(path: before.path, language: .swift, text: rewritten)) {
        case .success(let unit): after = unit
        case .failure(let skipped): throw RewriteError.rewrittenFileDoesNotParse(before.path, reason: skipped.reason)
        }
        let kept = Set(members(of: after))
        // Parameterize Constructor adds a parameter with a default: `init(id:)` lives on as `init(id:session:)`.
        let lost = members(of: before).filter { member in
            guard !kept.contains(member) else { return false }
            guard member.hasSuffix(":) (initializer)") || member.hasSuffix("() (initializer)") else { return true }
            let prefix = String(member.dropLast(") (initializer)".count))
            return !kept.contains { $0.hasPrefix(prefix) && $0.hasSuffix(":) (initializer)") }
        }
        if !lost.isEmpty { throw RewriteError.lostMembers(before.path, lost) }
    }

    /// The same for a text that has not been lowered yet.
    static func verify(original: String, rewritten: String, path: String) throws {
        switch SourceLoader.frontEnd(for: .swift)!(SourceFile(path: path, language: .swift, text: original)) {
        case .success(let before): try verify(original: before, rewritten: rewritten)
        // An original that does not parse has no members to lose; the rewritten text must still parse.
        case .failure: try verify(original: SourceUnit(path: path, language: .swift, lineCount: 0, imports: [], types: []), rewritten: rewritten)
        }
    }

    /// `ProductViewController.loadProduct() (method)`, for every member of every type and extension, in order.
    private static func members(of unit: SourceUnit) -> [String] {
        unit.types.flatMap { type in type.members.map { "\(type.name).\($0.name) (\($0.kind.rawValue))" } }
            + unit.functions.map { "\($0.name) (function)" }
    }
}
