import Foundation

/// A bounded walk through a folder's past: a few commits spread evenly over its history, each exported
/// as files into a temporary folder (`git archive`, then `tar`), so the analysis can read it as it was.
public enum GitSnapshots {
    public struct Point: Sendable, Hashable {
        public var hash: String
        public var timestamp: Int

        public var date: Date { Date(timeIntervalSince1970: TimeInterval(timestamp)) }
    }

    /// Up to `count` commits of the folder's first-parent history, oldest first, evenly spaced from the
    /// first commit to the newest (both always included). One `git log` pass.
    public static func sample(folder: String, count: Int) async throws -> [Point] {
        let log = try await Git.run(["log", "--first-parent", "--format=%H %ct", "--", "."], in: folder)
        guard log.succeeded else { return [] }
        let all: [Point] = String(decoding: log.standardOutput, as: UTF8.self).split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let timestamp = Int(parts[1]) else { return nil }
            return Point(hash: String(parts[0]), timestamp: timestamp)
        }.reversed()
        return evenlySpaced(all, count: count)
    }

    /// `count` elements spread evenly over `items`, first and last included, in order.
    public static func evenlySpaced<T>(_ items: [T], count: Int) -> [T] {
        guard count > 0, !items.isEmpty else { return [] }
        guard items.count > count else { return items }
        if count == 1 { return [items[items.count - 1]] }
        var indices: [Int] = []
        for step in 0..<count {
            let index = Int((Double(step) * Double(items.count - 1) / Double(count - 1)).rounded())
            if indices.last != index { indices.append(index) }
        }
        return indices.map { items[$0] }
    }

    /// Writes the folder's Swift and Objective-C files as they were at `point` into `destination` (which must exist).
    public static func export(_ point: Point, folder: String, to destination: String) async throws {
        let archive = destination + "/.snapshot.tar"
        // Source files only, as the history pass reads: no vendored binaries (which a partial clone may lack).
        let listed = try await Git.run(["ls-tree", "-r", "-z", "--name-only", point.hash], in: folder)
        let files = listed.standardOutput.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.filter(GitHistory.isSourcePath)
        guard listed.succeeded, !files.isEmpty else { return }
        let exported = try await Git.run(["archive", "--format=tar", "-o", archive, point.hash, "--"] + files, in: folder)
        guard exported.succeeded else { throw HistoryError.gitFailed(exported.standardError.split(whereSeparator: \.isNewline).first.map(String.init) ?? "git archive") }
        defer { try? FileManager.default.removeItem(atPath: archive) }
        let unpacked = try await Git.run(executable: "tar", ["-xf", archive], in: destination)
        guard unpacked.succeeded else { throw HistoryError.gitFailed("tar: " + unpacked.standardError) }
    }
}
