/// Reads the output of `git log -z --numstat -M --format=<GitLogParser.format>` into commits, newest first.
///
/// With `-z` every path ends in a NUL and is never quoted, so names with spaces, tabs or non-ASCII letters
/// come through as they are. A rename is `added\tdeleted\t\0old\0new\0`; a binary file counts `-` lines.
public enum GitLogParser {
    /// Each commit starts with a record separator (0x1E); its fields are split by a unit separator (0x1F).
    public static let format = "%x1e%H%x1f%ct%x1f%an%x1f%s"

    public static func parse(_ bytes: [UInt8]) -> [Commit] {
        var commits: [Commit] = []
        var index = 0
        let end = bytes.count
        while index < end {
            guard bytes[index] == 0x1E else { index += 1; continue }
            index += 1
            // Header: hash, timestamp, author, subject, up to a NUL.
            let headerStart = index
            while index < end, bytes[index] != 0 { index += 1 }
            let fields = bytes[headerStart..<index].split(separator: 0x1F, omittingEmptySubsequences: false)
            index += 1
            guard fields.count >= 4 else { continue }
            var commit = Commit(
                hash: string(fields[0]), timestamp: Int(string(fields[1])) ?? 0, author: string(fields[2]),
                message: string(Array(fields[3...].joined(separator: [0x1F]))), changes: []
            )
            // Numstat entries until the next commit.
            while index < end, bytes[index] != 0x1E {
                if bytes[index] == 0x0A { index += 1; continue }
                let entryStart = index
                while index < end, bytes[index] != 0 { index += 1 }
                let entry = bytes[entryStart..<index]
                index += 1
                let parts = entry.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count == 3 else { continue }
                let added = Int(string(parts[0])), deleted = Int(string(parts[1]))
                if parts[2].isEmpty {
                    // A rename or copy: the old and the new path follow as two NUL-terminated fields.
                    let old = field(bytes, &index), new = field(bytes, &index)
                    guard !new.isEmpty else { continue }
                    commit.changes.append(FileChange(path: new, previousPath: old, added: added, deleted: deleted))
                } else {
                    commit.changes.append(FileChange(path: string(parts[2]), added: added, deleted: deleted))
                }
            }
            commits.append(commit)
        }
        return commits
    }

    private static func field(_ bytes: [UInt8], _ index: inout Int) -> String {
        let start = index
        while index < bytes.count, bytes[index] != 0 { index += 1 }
        defer { index += 1 }
        return String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
    }

    private static func string(_ slice: some Collection<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self)
    }
}
