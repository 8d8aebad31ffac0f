import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerSources

/// Several files or none: every target is checked before the first write.
@Suite struct SafeFileWriterTests {
    @Test func writesEveryFileCreatingTheFolders() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [(path: folder.path + "/A/One.swift", text: "1\n"), (path: folder.path + "/A/B/Two.swift", text: "2\n")]
        try SafeFileWriter.writeAll(files, force: false)
        #expect(try String(contentsOfFile: files[1].path, encoding: .utf8) == "2\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/A").sorted() == ["B", "One.swift"], "no temporary file left")
    }

    @Test func oneExistingFileStopsAllOfThemUnlessForced() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("mine\n", to: folder.appendingPathComponent("Two.swift"))
        let files = [(path: folder.path + "/One.swift", text: "1\n"), (path: folder.path + "/Two.swift", text: "2\n")]
        #expect(throws: SafeFileWriter.WriteError.exists(folder.path + "/Two.swift")) { try SafeFileWriter.writeAll(files, force: false) }
        #expect(!FileManager.default.fileExists(atPath: files[0].path))
        try SafeFileWriter.writeAll(files, force: true)
        #expect(try String(contentsOfFile: files[1].path, encoding: .utf8) == "2\n")
    }

    @Test func aFileInTheWayOfAFolderStopsAllOfThem() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("file\n", to: folder.appendingPathComponent("Blocked"))
        let files = [(path: folder.path + "/Fine.swift", text: "1\n"), (path: folder.path + "/Blocked/Deeper/Two.swift", text: "2\n")]
        #expect(throws: SafeFileWriter.WriteError.notWritable(files[1].path, reason: "'\(folder.path)/Blocked' is not a folder")) {
            try SafeFileWriter.writeAll(files, force: true)
        }
        #expect(!FileManager.default.fileExists(atPath: files[0].path))
    }
}
