import Foundation
import StranglerSources

/// Writes a verified rewrite into the user's tree, atomically, and only over the text it was made from.
public enum RewriteWriter {
    /// Refuses when the file changed since it was read (its content hash), or has uncommitted changes in git
    /// unless `allowDirty`: a rewrite should be its own reviewable diff.
    public static func apply(_ plan: BreakDependency.Plan, allowDirty: Bool) throws {
        let path = plan.fileURL.path
        let current = (try? String(contentsOf: plan.fileURL, encoding: .utf8)) ?? ""
        if hash(current) != hash(plan.original) { throw RewriteError.fileChanged(plan.path) }
        if !allowDirty, hasUncommittedChanges(plan.fileURL) { throw RewriteError.uncommittedChanges(plan.path) }
        try SafeFileWriter.write(plan.rewritten, to: path, force: true)
    }

    private static func hash(_ text: String) -> UInt64 {
        var hash = ContentHash()
        hash.combine(text)
        return hash.value
    }

    /// `git status --porcelain -- FILE` in the file's folder; outside a repository (or without git) nothing is uncommitted.
    static func hasUncommittedChanges(_ file: URL) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "status", "--porcelain", "--", file.lastPathComponent]
        process.currentDirectoryURL = file.deletingLastPathComponent()
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return false }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 && !data.isEmpty
    }
}
