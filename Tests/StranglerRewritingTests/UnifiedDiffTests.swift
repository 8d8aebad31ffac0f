import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerRewriting

/// The diff is checked against what `diff -u` itself prints for the same two files.
@Suite struct UnifiedDiffTests {
    static let cases: [(String, String)] = [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ((1...20).map { "line \($0)" }.joined(separator: "\n") + "\n",
         (1...20).map { $0 == 3 ? "changed 3" : $0 == 17 ? "changed 17" : "line \($0)" }.joined(separator: "\n") + "\n"),
        ((1...12).map { "line \($0)" }.joined(separator: "\n") + "\n",
         (1...12).map { "line \($0)" }.joined(separator: "\n") + "\nadded 1\nadded 2\n"),
        ("only\n", "first\nonly\n"),
        ("keep\ndrop\n", "keep\n"),
        ("no newline", "no newline\nat the end"),
        ("", "new file\n"),
    ]

    @Test(arguments: cases.indices)
    func matchesDiffU(_ index: Int) throws {
        let (old, new) = Self.cases[index]
        let folder = TestPaths.temporaryFolder("strangler-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a"), b = folder.appendingPathComponent("b")
        try Data(old.utf8).write(to: a)
        try Data(new.utf8).write(to: b)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["diff", "-u", a.path, b.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // diff -u's two header lines carry paths and times; the hunks must be the same bytes.
        let expected = output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n")
        #expect(UnifiedDiff.hunks(old: old, new: new) == expected)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.render(old: "a\n", new: "a\n", path: "x.swift") == "")
    }

    @Test func theHeaderNamesThePathAsGitDoes() {
        #expect(UnifiedDiff.render(old: "a\n", new: "b\n", path: "App/X.swift").hasPrefix("--- a/App/X.swift\n+++ b/App/X.swift\n@@ -1 +1 @@\n"))
    }
}
