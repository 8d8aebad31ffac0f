import Foundation
import Testing
import _StranglerTestSupport

/// `strangler convert-model` as a user runs it: the files and the report, one-line errors with a non-zero exit,
/// and nothing written whenever something is wrong.
@Suite struct ConvertModelCommandTests {
    static let header = TestPaths.repository.appendingPathComponent("Examples/LegacyShop/LegacyShop/Legacy/Models/SWUserModel.h").path
    /// LegacyShop has no project file, so without `--project` the check would read this whole repository.
    static let project = ["--project", TestPaths.sampleApp]

    private func files(in folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func writesTheModelItsCompanionsAndTheReport() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["convert-model", Self.header, "--output", "Models"] + Self.project, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(in: folder) == [
            "Models/SWUserModel+UserProtocol.swift", "Models/Tests/UserModelArchiveMigrationTests.swift", "Models/UserModel.swift",
            "Models/UserModelArchiveMigration.swift", "Models/UserModelLegacyArchive.swift", "Models/UserModelService.swift",
            "Models/UserProtocol.swift",
        ])
        #expect(result.stderr.split(separator: "\n").count == 7 && result.stderr.hasPrefix("wrote Models/SWUserModel+UserProtocol.swift\n"))
        #expect(result.stdout.contains("  identifier: NSString * → identifier: String  json \"id\"  archive \"identifier\"\n"))
        #expect(result.stdout.contains("api calls → UserModelService (not copied into the model):\n  -[SWUserModel checkMembership:]"))

        let again = try CommandRunner.run(["convert-model", Self.header, "--output", "Models"] + Self.project, in: folder)
        #expect(again.status == 1)
        #expect(again.stderr == "error: 'Models/SWUserModel+UserProtocol.swift' already exists: pass --force to replace it\n")
        let forced = try CommandRunner.run(["convert-model", Self.header, "--output", "Models", "--force"] + Self.project, in: folder)
        #expect(forced.status == 0, "\(forced.stderr)")
    }

    @Test func dryRunPrintsTheFilesAndTheReportAndWritesNothing() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["convert-model", Self.header, "--name", "Member", "--protocol", "MemberReading", "--dry-run"] + Self.project, in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("// ./Member.swift\nimport Foundation\n"))
        #expect(result.stdout.contains("nonisolated struct Member: MemberReading, Codable, Equatable, Sendable {"))
        #expect(result.stdout.hasSuffix("  Tests/MemberArchiveMigrationTests.swift\n"))
        #expect(files(in: folder).isEmpty)
    }

    @Test func aTeamsOwnModelTemplates() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["templates", "export", "Templates"], in: folder).status == 0)
        let template = folder.appendingPathComponent("Templates/model/Model.swift.stencil")
        let edited = "// Owned by the accounts team.\n" + (try String(contentsOf: template, encoding: .utf8))
        try edited.write(to: template, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["convert-model", Self.header, "--templates", "Templates", "--dry-run"] + Self.project, in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// ./UserModel.swift\n// Owned by the accounts team.\nimport Foundation\n"))
    }

    @Test func badInputIsOneLineAndANonZeroExit() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("@interface SWScreen : UIViewController\n@end\n", to: folder.appendingPathComponent("SWScreen.h"))
        TestPaths.write("struct S {}\n", to: folder.appendingPathComponent("S.swift"))
        TestPaths.write("@interface XYOrder : NSObject\n@property (nonatomic) NSInteger count;\n@end\n", to: folder.appendingPathComponent("XYOrder.h"))
        TestPaths.write("struct Order {}\n", to: folder.appendingPathComponent("Order.swift"))
        let cases: [([String], String)] = [
            (["convert-model", "Nope.h"], "error: no such file 'Nope.h': pass the model's .h file\n"),
            (["convert-model", "SWScreen.h"], "error: 'SWScreen.h' declares no model: pass the .h of an NSObject or MTLModel subclass\n"),
            (["convert-model", "S.swift"], "error: 'S.swift' is not an Objective-C header or implementation: pass the model's .h file\n"),
            (["convert-model", "XYOrder.h"], "error: model 'Order' collides with 'Order' in the codebase: pass another --name (and --protocol), e.g. 'OrderValue'\n"),
            (["convert-model", Self.header, "--name", "1User", "--project", "."], "error: '1User' is not a valid model name: it starts with a digit; use a Swift identifier such as 'UserModel'\n"),
            (["convert-model", Self.header, "--protocol", "User-Protocol", "--project", "."], "error: 'User-Protocol' is not a valid protocol name: '-' cannot appear in a Swift identifier; use a Swift identifier such as 'UserProtocol'\n"),
        ]
        for (arguments, message) in cases {
            let result = try CommandRunner.run(arguments, in: folder)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr == message)
            #expect(result.stdout.isEmpty)
        }
        #expect(files(in: folder) == ["Order.swift", "S.swift"])
    }
}
