#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import _StranglerTestSupport

/// `strangler plan`, `status`, `mark` and `report` as a user runs them, on the sample app with its history.
@Suite struct PlanCommandTests {
    @Test func plansWithHistory() throws {
        let result = try CommandRunner.run(["plan", SampleHistory.folder.path, "--explain"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("history: 29 commits from 2023-12-16 to 2024-12-16 (12 months), 11 of them bug fixes"))
        #expect(result.stdout.contains(" 1  ProductViewController"))
        #expect(result.stdout.contains("changes together with CartViewController (72%)"))
        let json = try CommandRunner.run(["plan", SampleHistory.folder.path, "--format", "json", "--since", "3 months"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["history"] as? [String: Any])?["window"] as? String == "3 months")
    }

    @Test func withoutGitThePlanSaysSo() throws {
        let result = try CommandRunner.run(["plan", TestPaths.sampleApp])
        #expect(result.status == 0)
        // The repository's own checkout is a git repository; a copy outside one is not.
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: TestPaths.sampleApp, toPath: folder.appendingPathComponent("Shop").path)
        let outside = try CommandRunner.run(["plan", folder.appendingPathComponent("Shop").path])
        #expect(outside.status == 0)
        #expect(outside.stdout.contains("no git history (not a git repository): change frequency and bug-proneness are left out of the score"))
    }

    /// A project without screens says so instead of printing an empty table; a short screen name keeps the header.
    @Test func anEmptyProjectAndAShortScreenName() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for command in ["plan", "status"] {
            let result = try CommandRunner.run([command, folder.path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("no screens found: a screen is a view controller"), "\(command)")
            #expect(!result.stdout.contains("Score") && !result.stdout.contains("Steps"), "\(command)")
        }
        TestPaths.write("import UIKit\nfinal class HomeVC: UIViewController {}\n", to: folder.appendingPathComponent("HomeVC.swift"))
        let status = try CommandRunner.run(["status", folder.path])
        #expect(status.stdout.contains("Screen  State        Steps"))
        #expect(status.stdout.contains("HomeVC  not-started"))
    }

    @Test func badInputIsOneLine() throws {
        let since = try CommandRunner.run(["plan", SampleHistory.folder.path, "--since", "soon"])
        #expect(since.status == 1 && since.stderr.hasPrefix("error: --since 'soon' is neither a span"))
        let missing = try CommandRunner.run(["plan", "/no/such/project"])
        #expect(missing.status == 2 && missing.stderr.hasPrefix("error: no such file or folder"))
        let goal = try CommandRunner.run(["plan", SampleHistory.folder.path, "--goal", "everything"])
        #expect(goal.status != 0 && goal.stderr.contains("full") && goal.stderr.contains("incremental"))
        let step = try CommandRunner.run(["mark", "ProductViewController", "--project", SampleHistory.folder.path, "--done", "coffee"])
        #expect(step.status != 0 && step.stderr.contains("manual-testing"))
        let screen = try CommandRunner.run(["mark", "ProductView", "--project", SampleHistory.folder.path, "--done", "manual-testing"])
        #expect(screen.status == 1 && screen.stderr == "error: no screen named 'ProductView' was found: did you mean 'ProductViewController'?\n")
    }

    @Test func answersAsFlagsWriteThePlanAndNeverOverwriteIt() throws {
        let folder = SampleHistory.copy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let arguments = ["plan", folder.path, "--goal", "full", "--current-state", "massive-view-controllers", "--tests", "none", "--risk", "low"]
        let first = try CommandRunner.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("Planning a full VIP+W migration from massive view controllers with no tests and low risk tolerance\n"))
        let plan = try String(contentsOf: folder.appendingPathComponent("MIGRATION_PLAN.md"), encoding: .utf8)
        #expect(plan.contains("## 1. ProductViewController") && plan.contains("### Safety net first"))
        let record = try String(contentsOf: folder.appendingPathComponent(".strangler/migration.yml"), encoding: .utf8)
        #expect(record.contains("legacy_lines: 1271") && record.contains("tests: none"))
        let again = try CommandRunner.run(arguments)
        #expect(again.status == 1 && again.stderr.contains("already exists: pass --force"))
        #expect(again.stdout.isEmpty, "refused before the interview, not after it")
        // --interactive without a terminal never blocks: it answers with the flags and defaults, and says so.
        let noTTY = try CommandRunner.run(["plan", folder.path, "--interactive", "--dry-run"])
        #expect(noTTY.status == 0 && noTTY.stderr.contains("no terminal to ask on"))
        #expect(noTTY.stdout.hasPrefix("Planning a full VIP+W migration from mixed patterns with some tests and low risk tolerance\n"))
    }

    @Test func markThenStatus() throws {
        let folder = SampleHistory.copy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let before = try CommandRunner.run(["status", folder.path])
        #expect(before.status == 0)
        #expect(before.stdout.hasPrefix("Migration status: 0 done, 2 in progress, 9 not started; 1271 lines of legacy screen code left"))
        let mark = try CommandRunner.run([
            "mark", "CheckoutViewController", "--project", folder.path, "--done", "tests-pass", "--done", "manual-testing", "--done", "code-review",
        ])
        #expect(mark.status == 0, "\(mark.stderr)")
        let after = try CommandRunner.run(["status", folder.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any]
        #expect((object?["progress"] as? [String: Any])?["done"] as? Int == 1)
        let cache = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let history = try CommandRunner.run(["status", folder.path, "--history", "--samples", "3"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("Progress over time\n  2023-09-04"))
        #expect(history.stdout.contains("2024-12-16"))
    }

    @Test func reportIsOneSelfContainedFile() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("report.html").path
        let result = try CommandRunner.run(["report", SampleHistory.folder.path, "-o", output, "--samples", "4", "--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("id=\"progress-over-time\"") && html.contains("<polyline"))
        let again = try CommandRunner.run(["report", SampleHistory.folder.path, "-o", output])
        #expect(again.status == 1 && again.stderr.contains("already exists"))
        let oneSample = try CommandRunner.run(["report", SampleHistory.folder.path, "-o", output, "--force", "--samples", "1"])
        #expect(oneSample.status != 0 && oneSample.stderr.contains("--samples must be 0 (no chart) or between 2 and 100"))
    }

    /// A commit never changes: its progress point is computed once, then read from the cache, until the tool
    /// version, the configuration or the excluded paths change. Proven by editing the cached point: the next run
    /// shows the edit, and `--no-cache` the code again.
    @Test func progressPointsAreCachedByCommit() throws {
        let cache = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["XDG_CACHE_HOME": cache.path]
        let arguments = ["status", SampleHistory.folder.path, "--history", "--samples", "3", "--format", "json"]
        func legacyLines(_ result: CommandRunner.Result) throws -> [Int] {
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return (object?["history"] as? [[String: Any]] ?? []).compactMap { $0["legacyLines"] as? Int }
        }
        let first = try CommandRunner.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let computed = try legacyLines(first)
        #expect(computed.count == 3)

        let folder = cache.appendingPathComponent("strangler/progress")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.count == 1)
        let file = folder.appendingPathComponent(files[0])
        var entries = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: [String: Any]] ?? [:]
        #expect(entries.count == 3)
        for key in entries.keys { entries[key]?["legacyLines"] = 424_242 }
        try JSONSerialization.data(withJSONObject: entries).write(to: file)

        let written = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        let cached = try CommandRunner.run(arguments, environment: environment)
        #expect(try legacyLines(cached) == [424_242, 424_242, 424_242], "read from the cache, not analysed again")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == written, "nothing new, nothing written")
        let fresh = try CommandRunner.run(arguments + ["--no-cache"], environment: environment)
        #expect(try legacyLines(fresh) == computed)
        let otherExcludes = try CommandRunner.run(arguments + ["--exclude", "Nothing/**"], environment: environment)
        #expect(try legacyLines(otherExcludes) == computed, "other excluded paths, other points")

        // A cache that cannot be written (its folder is a file) is not used, and the run goes on.
        let blocked = cache.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocked)
        let unwritable = try CommandRunner.run(arguments, environment: ["XDG_CACHE_HOME": blocked.path])
        #expect(unwritable.status == 0, "\(unwritable.stderr)")
        #expect(try legacyLines(unwritable) == computed)
    }

    /// The interview on a real pseudo-terminal: arrow keys, a digit, Enter; the summary and the written plan.
    @Test func interviewOnAPseudoTerminal() throws {
        let folder = SampleHistory.copy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        // Goal: Enter (recommended: full). State: recommended is "mixed" (3rd): up twice to "massive" (1st).
        // Tests: "3" picks "No tests". Risk: down, up, Enter keeps "low".
        let keys = ["\r", "\u{1B}[A", "\u{1B}[A", "\r", "3", "\u{1B}[B", "\u{1B}[A", "\r"]
        let output = try PseudoTerminal.run([CommandRunner.strangler, "plan", folder.path, "--interactive"], keys: keys)
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.contains("❯ 1. Full VIP+W migration  (recommended)"))
        // Each answer replaces its list: question and answer, without the list's "(recommended)" mark.
        #expect(output.text.contains("Goal: Full VIP+W migration\r\n") && output.text.contains("Current architecture: Massive view controller"))
        #expect(output.text.contains("Planning a full VIP+W migration from massive view controllers with no tests and low risk tolerance"))
        let plan = try String(contentsOf: folder.appendingPathComponent("MIGRATION_PLAN.md"), encoding: .utf8)
        #expect(plan.hasPrefix("# Migration plan\n\nPlanning a full VIP+W migration from massive view controllers with no tests and low risk tolerance.\n"))
    }

    @Test func ctrlCRestoresTheTerminal() throws {
        let folder = SampleHistory.copy()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let output = try PseudoTerminal.run([CommandRunner.strangler, "plan", folder.path, "--interactive"], keys: ["\u{03}"], checkEcho: true)
        #expect(output.status == 130)
        #expect(output.echoRestored, "the terminal echoes again after Ctrl-C")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("MIGRATION_PLAN.md").path))
    }
}

/// Runs a program on a pseudo-terminal (`forkpty`), types keys once it asks, and collects what it drew.
enum PseudoTerminal {
    struct Output {
        var status: Int32
        var text: String
        var echoRestored: Bool
    }

    static func run(_ command: [String], keys: [String], checkEcho: Bool = false) throws -> Output {
        var master: Int32 = 0
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        let pid = forkpty(&master, nil, nil, nil)
        if pid == 0 {
            setenv("TERM", "xterm", 1)
            execv(command[0], arguments)
            _exit(127)
        }
        var text = ""
        var pending = keys
        let deadline = Date().addingTimeInterval(120)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var echoRestored = false
        var status: Int32 = 0
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 200) > 0 {
                let count = read(master, &buffer, buffer.count)
                if count > 0 { text += String(decoding: buffer[0..<count], as: UTF8.self) }
            }
            // A key once the question it belongs to is on the screen: Enter and digits answer a question.
            let answered = keys.prefix(keys.count - pending.count).filter { $0 == "\r" || $0.first?.isNumber == true }.count
            if let key = pending.first, text.components(separatedBy: "\u{1B}[1m? ").count - 1 > answered {
                usleep(100_000)
                _ = key.withCString { write(master, $0, strlen($0)) }
                pending.removeFirst()
            }
            var raw: Int32 = 0
            if waitpid(pid, &raw, WNOHANG) == pid {
                var settings = termios()
                if checkEcho, tcgetattr(master, &settings) == 0 { echoRestored = settings.c_lflag & tcflag_t(ECHO) != 0 }
                // Drain what is left.
                while true {
                    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, 100) > 0 else { break }
                    let count = read(master, &buffer, buffer.count)
                    if count <= 0 { break }
                    text += String(decoding: buffer[0..<count], as: UTF8.self)
                }
                status = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                close(master)
                return Output(status: status, text: text, echoRestored: echoRestored)
            }
        }
        kill(pid, SIGKILL)
        close(master)
        return Output(status: -1, text: text, echoRestored: echoRestored)
    }
}
