import Foundation

/// One commit as `git log --numstat` shows it: who, when, why, and which files changed by how many lines.
public struct Commit: Sendable, Hashable {
    public var hash: String
    /// Committer date, seconds since 1970.
    public var timestamp: Int
    public var author: String
    /// The subject line.
    public var message: String
    public var changes: [FileChange]

    public init(hash: String, timestamp: Int, author: String, message: String, changes: [FileChange]) {
        self.hash = hash
        self.timestamp = timestamp
        self.author = author
        self.message = message
        self.changes = changes
    }

    public var date: Date { Date(timeIntervalSince1970: TimeInterval(timestamp)) }
}

/// One file of a commit: its path (relative to the folder the history was read for), the path it was renamed
/// from, and the lines added and deleted (`nil` for a binary file).
public struct FileChange: Sendable, Hashable {
    public var path: String
    public var previousPath: String?
    public var added: Int?
    public var deleted: Int?

    public init(path: String, previousPath: String? = nil, added: Int?, deleted: Int?) {
        self.path = path
        self.previousPath = previousPath
        self.added = added
        self.deleted = deleted
    }

    /// Lines added plus lines deleted; 0 for a binary file.
    public var churn: Int { (added ?? 0) + (deleted ?? 0) }
}
