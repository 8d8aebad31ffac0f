import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerSources

@Suite struct SourceLoaderTests {
    let folder = TestPaths.temporaryFolder()

    func file(_ path: String, _ text: String) {
        TestPaths.write(text, to: folder.appendingPathComponent(path))
    }

    @Test func badFilesAreSkippedWithTheirReasonAndTheRunGoesOn() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        file("App/Good.swift", "class Good {}\n")
        file("App/Empty.swift", "  \n")
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("App/Latin1.swift"))
        try Data([0x63, 0x00, 0x6C, 0x00, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("App/Binary.swift"))
        file("App/Broken.swift", "class {\n")
        file("App/Big.swift", String(repeating: "// padding line\n", count: 400_000))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Dangling.swift").path, withDestinationPath: "/nonexistent/x.swift")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Folder.swift"), withIntermediateDirectories: true)
        file("Pods/Lib/Lib.swift", "class Lib {}\n")
        file(".hidden/Secret.swift", "class Secret {}\n")
        file("DerivedData/X.swift", "class X {}\n")
        file("Legacy/Old.m", "@implementation Old\n@end\n")
        file("Legacy/Old.h", "@interface Old : NSObject\n@end\n")
        file("Tests/GoodTests.swift", "class GoodTests {}\n")

        let loaded = try SourceLoader.load(path: folder.path, options: LoadOptions(excludes: ["Tests/*"]))
        #expect(loaded.units.map(\.path) == ["App/Good.swift", "Legacy/Old.h", "Legacy/Old.m"])
        #expect(loaded.units.map(\.language) == [.swift, .objectiveC, .objectiveC])
        #expect(loaded.notAnalyzed.isEmpty)
        let reasons = Dictionary(uniqueKeysWithValues: loaded.skipped.map { ($0.path, $0.reason) })
        #expect(reasons["App/Empty.swift"] == "empty file")
        // Read with U+FFFD for its two bytes, which are no Swift.
        #expect(reasons["App/Latin1.swift"]?.hasPrefix("syntax error at line 1") == true)
        #expect(loaded.invalidUTF8 == ["App/Latin1.swift"])
        #expect(reasons["App/Binary.swift"] == "not text (it holds NUL bytes: a binary or UTF-16 file)")
        #expect(reasons["App/Broken.swift"]?.hasPrefix("syntax error at line") == true)
        #expect(reasons["App/Big.swift"]?.hasPrefix("larger than 5 MB") == true)
        #expect(reasons["App/Dangling.swift"] == "broken symbolic link")
        #expect(reasons["App/Folder.swift"] == nil, "a folder named like a file is walked, not read")
        #expect(loaded.skipped.count == 6)
        let kinds = Dictionary(uniqueKeysWithValues: loaded.skipped.map { ($0.path, $0.kind) })
        #expect(kinds == [
            "App/Empty.swift": .empty, "App/Latin1.swift": .unparsable, "App/Binary.swift": .notText, "App/Broken.swift": .unparsable,
            "App/Big.swift": .tooLarge, "App/Dangling.swift": .brokenLink,
        ])
    }

    /// A legacy file saved as Latin-1 (`é` as the one byte E9) is read, not skipped: each byte that is not UTF-8 becomes
    /// U+FFFD, and the files read so are listed. A UTF-8 file's text is exactly its bytes.
    @Test func aLatin1FileIsReadWithReplacementCharacters() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // `// Créé par André` and `@"Café"`, in Latin-1.
        let latin1 = Array("// Cr".utf8) + [0xE9, 0xE9] + Array(" par Andr".utf8) + [0xE9] + Array("\n@implementation CafeController\n".utf8)
            + Array("- (void)load { self.title = @\"Caf".utf8) + [0xE9] + Array("\"; }\n@end\n".utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Legacy"), withIntermediateDirectories: true)
        try Data(latin1).write(to: folder.appendingPathComponent("Legacy/CafeController.m"))
        file("App/Good.swift", "let caf\u{E9} = \"d\u{E9}j\u{E0} vu\"\n")
        try Data(Array("let name = \"Ren".utf8) + [0xE9, 0x22, 0x0A]).write(to: folder.appendingPathComponent("App/Name.swift"))
        let loaded = try SourceLoader.load(path: folder.path)
        #expect(loaded.skipped.isEmpty)
        #expect(loaded.units.map(\.path) == ["App/Good.swift", "App/Name.swift", "Legacy/CafeController.m"])
        #expect(loaded.invalidUTF8 == ["App/Name.swift", "Legacy/CafeController.m"])
        #expect(loaded.units[1].text == "let name = \"Ren\u{FFFD}\"\n")
        #expect(loaded.units[2].text.hasPrefix("// Cr\u{FFFD}\u{FFFD} par Andr\u{FFFD}\n"))
        #expect(loaded.units[2].types.map(\.name) == ["CafeController"])
        #expect(loaded.units[0].text == "let caf\u{E9} = \"d\u{E9}j\u{E0} vu\"\n")
    }

    /// A storyboard linked into the project from outside it is read like a linked source file; one linked to a file the
    /// walk finds anyway is read once; a dangling one is reported.
    @Test func linkedStoryboardsAreFound() throws {
        let outside = TestPaths.temporaryFolder().appendingPathComponent("Shared.storyboard")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside.deletingLastPathComponent())
        }
        TestPaths.write("<document/>\n", to: outside)
        file("Shared/Main.storyboard", "<document/>\n")
        file("App/Home.swift", "class Home {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("App/Main.storyboard").path,
            withDestinationPath: folder.appendingPathComponent("Shared/Main.storyboard").path
        )
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Gone.storyboard").path, withDestinationPath: "/nonexistent/Gone.storyboard")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("App/Outside.storyboard").path, withDestinationPath: outside.path)
        let found = try SourceDiscovery.discover(path: folder.path)
        // A link to a file found in place is that file once; a link to one outside the tree is read.
        #expect(found.storyboards.map(\.path) == ["App/Outside.storyboard", "Shared/Main.storyboard"])
        #expect(found.skipped.map(\.path) == ["App/Gone.storyboard"])
    }

    @Test func anImplementationFileBringsItsHeader() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        file("Screens/BuddyListViewController.h", "@interface BuddyListViewController : UIViewController\n@end\n")
        file("Screens/BuddyListViewController.m", "@implementation BuddyListViewController\n- (void)viewDidLoad {}\n@end\n")
        let loaded = try SourceLoader.load(path: folder.appendingPathComponent("Screens/BuddyListViewController.m").path)
        #expect(loaded.units.map(\.path) == ["BuddyListViewController.h", "BuddyListViewController.m"])
    }

    @Test func aMissingPathIsAnError() {
        #expect(throws: SourcesError.pathNotFound("/no/such/place")) {
            try SourceLoader.load(path: "/no/such/place")
        }
    }

    @Test func aSingleBadFileIsAnErrorNotAnEmptyResult() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        file("Broken.swift", "class {\n")
        file("notes.txt", "hello")
        #expect(throws: SourcesError.self) { try SourceLoader.load(path: folder.appendingPathComponent("Broken.swift").path) }
        #expect(throws: SourcesError.notASourceFile(folder.appendingPathComponent("notes.txt").path)) {
            try SourceLoader.load(path: folder.appendingPathComponent("notes.txt").path)
        }
    }

    // Permissions do not bind root; the CLI tests cover this case for root by dropping privileges.
    @Test(.enabled(if: getuid() != 0, "running as root, whom permissions do not bind"))
    func anUnreadableFolderIsReportedAndSkipped() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        file("Locked/A.swift", "class A {}\n")
        file("Open/B.swift", "class B {}\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent("Locked").path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("Locked").path) }
        let loaded = try SourceLoader.load(path: folder.path)
        #expect(loaded.units.map(\.path) == ["Open/B.swift"])
        #expect(loaded.skipped.contains { $0.path == "Locked" })
    }

    @Test func parallelMapKeepsInputOrder() {
        let input = Array(0..<1_000)
        #expect(input.parallelMap(maxConcurrency: 1) { $0 * 2 } == input.map { $0 * 2 })
        #expect(input.parallelMap(maxConcurrency: 4) { $0 * 2 } == input.map { $0 * 2 })
        #expect(input.parallelMap(maxConcurrency: 4, stackSize: 1 << 20) { $0 * 2 } == input.map { $0 * 2 })
        #expect([Int]().parallelMap(maxConcurrency: 4, stackSize: 1 << 20) { $0 } == [])
    }

    /// Code nested 60 deep (closures in closures, past 20) is read by a debug build too, whose
    /// parser stops at 20 by default; past the release default of 256 it is a syntax error, not a crash.
    @Test func deeplyNestedCodeIsReadInEveryBuild() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        func nested(_ depth: Int) -> String {
            "let value = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        }
        file("Deep.swift", nested(60))
        file("TooDeep.swift", nested(300))
        let loaded = try SourceLoader.load(path: folder.path)
        #expect(loaded.units.map(\.path) == ["Deep.swift"])
        #expect(loaded.skipped.map(\.path) == ["TooDeep.swift"])
        #expect(loaded.skipped.first?.reason.contains("maximum nesting level") == true)
    }

    @Test func lockedCountsEveryIncrementFromEveryThread() {
        let count = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { count.withLock { $0 += 1 } }
        }
        #expect(count.withLock { $0 } == 80_000)
    }

    @Test func writesAreAtomicAndNeverClobberWithoutForce() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out/analysis.md").path
        try SafeFileWriter.write("one", to: target, force: false)
        #expect(throws: SafeFileWriter.WriteError.exists(target)) { try SafeFileWriter.write("two", to: target, force: false) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "one")
        try SafeFileWriter.write("two", to: target, force: true)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path) == ["analysis.md"])
    }
}
