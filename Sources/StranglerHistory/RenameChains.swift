/// Follows renames so that a file's current path collects the history it had under older names, as
/// `git log --follow` does for one file, but for every file in one pass.
///
/// Walking commits newest first, a rename `old → new` makes `old` an alias of whatever `new` is called today;
/// a chain `A → B → C` therefore maps both `A` and `B` to `C`.
public enum RenameChains {
    /// The commits (newest first) with every path replaced by the file's current path.
    public static func resolve(_ commits: [Commit]) -> [Commit] {
        var current: [String: String] = [:]
        return commits.map { commit in
            var commit = commit
            commit.changes = commit.changes.map { change in
                var change = change
                let today = current[change.path] ?? change.path
                if let previous = change.previousPath, previous != change.path {
                    current[previous] = today
                }
                change.path = today
                return change
            }
            return commit
        }
    }
}
