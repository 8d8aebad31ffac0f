import Foundation

/// Why `break-dependency` did not rewrite: one line that says what to do.
public enum RewriteError: LocalizedError, Equatable {
    /// The technique does not apply; the reason is lowercase, as swift-syntax's refactorings word theirs.
    case notApplicable(String)
    case noSuchDependency(String, type: String, known: [String])
    case rewrittenFileDoesNotParse(String, reason: String)
    case lostMembers(String, [String])
    case fileChanged(String)
    case uncommittedChanges(String)
    case notUTF8(String)

    public var errorDescription: String? {
        switch self {
        case .notApplicable(let reason):
            "cannot break the dependency: \(reason)"
        case .noSuchDependency(let expression, let type, let known):
            "'\(type)' has no dependency '\(expression)'"
                + (known.isEmpty ? ": run 'strangler seams \(type)'" : "; its dependencies: " + known.map { "'\($0)'" }.joined(separator: ", "))
        case .rewrittenFileDoesNotParse(let path, let reason):
            "the rewritten '\(path)' would not parse (\(reason)); nothing was written"
        case .lostMembers(let path, let members):
            "the rewritten '\(path)' would lose \(members.map { "'\($0)'" }.joined(separator: ", ")); nothing was written"
        case .fileChanged(let path):
            "'\(path)' changed since it was read: run the command again"
        case .uncommittedChanges(let path):
            "'\(path)' has uncommitted changes: commit or stash them first so the rewrite is its own diff, or pass --allow-dirty"
        case .notUTF8(let path):
            "'\(path)' is not UTF-8 text, and a rewrite would replace the bytes that are not: convert it to UTF-8 first"
        }
    }
}
