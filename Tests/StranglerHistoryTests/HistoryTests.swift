import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerHistory

/// The git history reader on real repositories made here, and its pure parts on their own.
@Suite struct HistoryTests {
    /// A repository with a rename chain, a binary file, a fix, vendored code and a file outside the window.
    static func makeRepository() throws -> URL {
        let folder = TestPaths.temporaryFolder("strangler-history")
        func git(_ arguments: [String], date: String? = nil) throws {
            var environment = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@x", "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@x"]
            if let date { environment["GIT_AUTHOR_DATE"] = date; environment["GIT_COMMITTER_DATE"] = date }
            let result = try CommandRunner.run(arguments, executable: "/usr/bin/git", environment: environment, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        func write(_ path: String, _ text: String) { TestPaths.write(text, to: folder.appendingPathComponent(path)) }
        try git(["init", "-q", "-b", "main"])
        write("App/Old Name.swift", "class A {}\nlet x = 1\nlet y = 2\nlet z = 3\n")
        write("App/logo.png", "\u{0}\u{1}binary")
        try git(["add", "-A"]); try git(["commit", "-qm", "Initial"], date: "2020-01-01T10:00:00Z")
        write("App/Old Name.swift", "class A {}\nlet x = 1\nlet y = 2\nlet z = 3\nlet w = 4\n")
        try git(["add", "-A"]); try git(["commit", "-qm", "Fix crash in A (#12)"], date: "2024-03-01T10:00:00Z")
        try git(["mv", "App/Old Name.swift", "App/Middle.swift"]); try git(["commit", "-qm", "Rename once"], date: "2024-04-01T10:00:00Z")
        try git(["mv", "App/Middle.swift", "App/Ä Final.swift"]); try git(["commit", "-qm", "Rename twice"], date: "2024-05-01T10:00:00Z")
        write("Pods/Alamofire/Session.swift", "class Session {}\n")
        try git(["add", "-A"]); try git(["commit", "-qm", "Update pods"], date: "2024-05-15T10:00:00Z")
        write("App/Ä Final.swift", "class A {}\nlet x = 1\nlet y = 2\nlet z = 3\nlet w = 5\n")
        write("App/logo.png", "\u{0}\u{2}binary")
        write("Pods/Alamofire/Session.swift", "class Session { init() {} }\n")
        try git(["add", "-A"]); try git(["commit", "-qm", "Tweak"], date: "2024-06-01T10:00:00Z")
        return folder
    }

    @Test func readsOnePassFollowingRenamesWithinTheWindow() async throws {
        let folder = try Self.makeRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .present(let history) = try await GitHistory.read(folder: folder.path) else { Issue.record("no history"); return }
        // The initial commit (2020) is outside the 12 months before the newest commit (2024-06-01).
        #expect(history.commits.map(\.message) == ["Tweak", "Rename twice", "Rename once", "Fix crash in A (#12)"])
        #expect(HistoryWindow.day(history.from) == "2023-06-01" && HistoryWindow.day(history.until) == "2024-06-01")
        // Every change is filed under the file's current name, through both renames and a non-ASCII name with a space.
        #expect(Set(history.commits.flatMap(\.changes).map(\.path)) == ["App/Ä Final.swift"])
        let fix = try #require(history.commits.last?.changes.first)
        #expect(fix.added == 1 && fix.deleted == 0)
        // Only source files are read: the binary logo never appears, and neither does vendored code,
        // nor the commit that only updated it.
        #expect(!history.commits.flatMap(\.changes).contains { $0.path.hasSuffix(".png") || $0.path.hasPrefix("Pods/") })
        // Four commits are little history, and the repository has older ones: the plan can say how far back it goes.
        #expect(history.firstCommit.map(HistoryWindow.day) == "2020-01-01")
        let all = try await GitHistory.read(folder: folder.path, window: HistoryWindow(parsing: "2019-12-01"))
        if case .present(let everything) = all {
            #expect(everything.commits.count == 5)
            #expect(everything.firstCommit == nil)
        } else {
            Issue.record("no history")
        }
    }

    @Test func aFolderOutsideGitHasNoHistoryAndThatIsNoError() async throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        guard case .absent(let reason) = try await GitHistory.read(folder: folder.path) else { Issue.record("history found"); return }
        #expect(reason == "not a git repository")
    }

    @Test func parsesRenamesAndBinaryFiles() {
        let text = "\u{1E}abc\u{1F}1700000000\u{1F}Ann\u{1F}Fix it\u{0}\n3\t1\tA.swift\u{0}-\t-\tlogo.png\u{0}2\t0\t\u{0}Old.swift\u{0}New.swift\u{0}"
            + "\u{1E}def\u{1F}1600000000\u{1F}Bob\u{1F}Add\u{0}\n1\t0\tB.swift\u{0}"
        let commits = GitLogParser.parse(Array(text.utf8))
        #expect(commits.count == 2)
        #expect(commits[0].changes == [
            FileChange(path: "A.swift", added: 3, deleted: 1), FileChange(path: "logo.png", added: nil, deleted: nil),
            FileChange(path: "New.swift", previousPath: "Old.swift", added: 2, deleted: 0),
        ])
        #expect(commits[1].author == "Bob" && commits[1].timestamp == 1_600_000_000 && commits[1].changes.map(\.path) == ["B.swift"])
    }

    @Test func renameChainsMapOldNamesToTodaysName() {
        let commits = [
            Commit(hash: "3", timestamp: 3, author: "", message: "", changes: [FileChange(path: "C", previousPath: "B", added: 0, deleted: 0)]),
            Commit(hash: "2", timestamp: 2, author: "", message: "", changes: [FileChange(path: "B", previousPath: "A", added: 0, deleted: 0)]),
            Commit(hash: "1", timestamp: 1, author: "", message: "", changes: [FileChange(path: "A", added: 1, deleted: 0), FileChange(path: "X", added: 1, deleted: 0)]),
        ]
        #expect(RenameChains.resolve(commits).map { $0.changes.map(\.path) } == [["C"], ["C"], ["C", "X"]])
    }

    @Test func bugFixMessages() throws {
        let classifier = try BugFixClassifier()
        for message in BugFixClassifier.triggeringExamples { #expect(classifier.isBugFix(message), "\(message)") }
        for message in BugFixClassifier.nonTriggeringExamples { #expect(!classifier.isBugFix(message), "\(message)") }
        let custom = try BugFixClassifier(patterns: ["(?-i)^DEFECT"])
        #expect(custom.isBugFix("DEFECT in login") && !custom.isBugFix("defect in login") && !custom.isBugFix("Fix crash"))
        #expect(throws: HistoryError.invalidPattern("(")) { try BugFixClassifier(patterns: ["("]) }
    }

    /// When a ticket id is on most commits, ids tell nothing about fixes: with the default patterns, only fix words
    /// count.
    @Test func issueIDsOnMostCommitsLeaveOnlyTheFixWords() throws {
        let ticketed = [
            "Update menu for profiles (IOS-231)", "Implement new icons (IOS-290)", "Fix following status (IOS-229)",
            "Refactor instance usage (IOS-271)", "Update L10n",
        ]
        let (adapted, note) = try BugFixClassifier().adapted(to: ticketed)
        #expect(ticketed.filter(adapted.isBugFix) == ["Fix following status (IOS-229)"])
        #expect(note == "issue ids such as IOS-231 are on 4 of 5 commits, so only fix words count as bug fixes (set plan.bug_fix_patterns in .strangler.yml to choose)")

        let fewIDs = ["SHOP-42 wrong total", "Add reviews", "Move to iOS 17", "refs #88 wrong badge count", "Update Podfile"]
        let (kept, none) = try BugFixClassifier().adapted(to: fewIDs)
        #expect(fewIDs.filter(kept.isBugFix) == ["SHOP-42 wrong total", "refs #88 wrong badge count"])
        #expect(none == nil)

        let (custom, customNote) = try BugFixClassifier(patterns: BugFixClassifier.issueIDPatterns).adapted(to: ticketed)
        #expect(ticketed.filter(custom.isBugFix).count == 4)
        #expect(customNote == nil)
    }

    /// code-maat's measure and thresholds: shared revisions / average revisions, min 5 revisions, 5 shared, 30 %.
    @Test func temporalCouplingAsCodeMaatComputesIt() {
        var changesets: [Set<String>] = Array(repeating: ["A", "B"], count: 5)
        changesets += Array(repeating: ["A"], count: 3)          // A: 8 revisions, B: 5, shared 5 → 5 / 6.5 = 76 %
        changesets += Array(repeating: ["C", "D"], count: 4)     // shared 4 < 5: not coupled
        changesets += Array(repeating: ["E", "F"], count: 5)
        changesets += Array(repeating: ["E"], count: 30)         // E: 35, F: 5, shared 5 → 5 / 20 = 25 % < 30 %
        changesets.append(Set((0..<31).map { "big\($0)" }).union(["A", "B"]))   // over 30 entities: left out
        let pairs = TemporalCoupling.pairs(changesets: changesets)
        #expect(pairs == [TemporalCoupling.Pair(first: "A", second: "B", degree: 76, averageRevisions: 7, sharedRevisions: 5)])
    }

    @Test func windows() throws {
        #expect(try HistoryWindow(parsing: "6m").start == .span(months: 6, days: 0))
        #expect(try HistoryWindow(parsing: "90 days").start == .span(months: 0, days: 90))
        #expect(try HistoryWindow(parsing: "2 years").description == "2 years")
        #expect(throws: HistoryError.invalidSince("soon")) { try HistoryWindow(parsing: "soon") }
        #expect(throws: HistoryError.invalidSince("0 days")) { try HistoryWindow(parsing: "0 days") }
    }

    @Test func samplesAreSpreadEvenlyWithBothEnds() {
        #expect(GitSnapshots.evenlySpaced(Array(0..<100), count: 5) == [0, 25, 50, 74, 99])
        #expect(GitSnapshots.evenlySpaced([1, 2, 3], count: 12) == [1, 2, 3])
        #expect(GitSnapshots.evenlySpaced([Int](), count: 3).isEmpty)
    }
}
