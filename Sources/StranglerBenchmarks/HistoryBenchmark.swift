import Foundation
import StranglerHistory

/// The git history reader on a generated repository of 5,000 commits (built with `git fast-import` in a
/// second or two, not 5,000 `git commit` processes): one `git log --numstat` pass, parsed, renames followed.
enum HistoryBenchmark {
    static func run(commits: Int = 5_000, files: Int = 400) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strangler-bench-history-\(commits)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try Git.blocking { try await Git.run(["init", "-q", "-b", "main"], in: folder.path) }
        // Each commit changes 1 to 4 files (a line appended), every 10th message is a fix; the stream is deterministic.
        var stream = ""
        var contents = [String](repeating: "", count: files)
        for index in 0..<commits {
            let time = 1_600_000_000 + index * 3_600
            let message = index % 10 == 0 ? "Fix crash \(index)" : "Change \(index)"
            stream += "commit refs/heads/main\nmark :\(index + 1)\ncommitter Bench <b@x> \(time) +0000\ndata \(message.utf8.count)\n\(message)\n"
            if index > 0 { stream += "from :\(index)\n" }
            for offset in 0..<(1 + index % 4) {
                let file = (index * 7 + offset * 13) % files
                contents[file] += "let value\(index) = \(offset)\n"
                let text = contents[file]
                stream += "M 644 inline Sources/Feature\(file % 20)/File\(file).swift\ndata \(text.utf8.count)\n\(text)\n"
            }
        }
        let streamFile = folder.appendingPathComponent(".stream").path
        try stream.write(toFile: streamFile, atomically: true, encoding: .utf8)
        let started = Date()
        let imported = Process()
        imported.executableURL = URL(fileURLWithPath: "/bin/sh")
        imported.arguments = ["-c", "git fast-import --quiet < .stream && git checkout -q main && rm .stream"]
        imported.currentDirectoryURL = folder
        try imported.run()
        imported.waitUntilExit()
        let importSeconds = Date().timeIntervalSince(started)
        var best = Double.infinity
        var read = 0
        for _ in 0..<3 {
            let start = Date()
            let outcome = try Git.blocking { try await GitHistory.read(folder: folder.path, window: HistoryWindow(parsing: "10 years")) }
            best = min(best, Date().timeIntervalSince(start))
            if case .present(let history) = outcome { read = history.commits.count }
        }
        print(String(format: "history: %d commits read in %.2f s (best of 3; one git log pass, parsed; repository made in %.1f s)", read, best, importSeconds))
    }
}
