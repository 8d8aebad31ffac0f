import Foundation
import Testing
import _StranglerTestSupport

/// `strangler analyze` as a user runs it: the built executable, its output, its exit codes.
@Suite struct AnalyzeCommandTests {
    @Test func analysesTheSampleApp() throws {
        let result = try CommandRunner.run(["analyze", TestPaths.sampleApp])
        #expect(result.status == 0)
        #expect(result.stdout.contains("ProductViewController"))
        #expect(result.stdout.contains("GET /v1/products/{productId}"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when standard output is not a terminal")
    }

    /// ArgumentParser writes an option's default after its help; a help that says it too read `(default: App). (default: App)`.
    @Test func everyCommandsHelpSaysEachDefaultOnce() throws {
        for command in [
            "analyze", "scaffold", "convert-model", "templates export", "check", "rules", "plan", "status", "mark", "report", "seams",
            "break-dependency", "characterize",
        ] {
            let result = try CommandRunner.run(command.split(separator: " ").map(String.init) + ["--help"])
            let help = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(result.status == 0 && help.contains("USAGE"), "\(command) --help")
            #expect(help.firstRange(of: /\(default: [^)]*\)\.? \(default:/) == nil, "\(command) --help says a default twice")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "/usr/bin/script not found"))
    func colourOnATerminalUnlessNoColor() throws {
        // `script` gives the command a pseudo-terminal, as a user's shell does.
        func underTerminal(_ environment: String) throws -> String {
            let command = "\(environment) '\(CommandRunner.strangler)' analyze '\(TestPaths.sampleApp)'"
            return try CommandRunner.run(["-qec", command, "/dev/null"], executable: "/usr/bin/script").stdout
        }
        #expect(try underTerminal("env -u NO_COLOR TERM=xterm").contains("\u{1B}["))
        #expect(try !underTerminal("env NO_COLOR=1 TERM=xterm").contains("\u{1B}["))
    }

    @Test func jsonForOneScreen() throws {
        let result = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "json", "--screen", "CartViewController"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let screens = object?["screens"] as? [[String: Any]]
        #expect(screens?.map { $0["name"] as? String } == ["CartViewController"])
    }

    @Test func aMissingPathIsOneLineAndExitCodeTwo() throws {
        let result = try CommandRunner.run(["analyze", "/no/such/project"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: no such file or folder '/no/such/project': pass the folder of an iOS project or one source file\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func anEmptyProjectHasNoScreensAndIsNoError() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["analyze", folder.path])
        #expect(result.status == 0)
        #expect(result.stdout == "Strangler analysis: 0 screens in 0 files, 0 lines\n")
        let json = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(json.status == 0 && json.stdout.contains("\"screens\" : [\n\n  ]"))
    }

    @Test func jobsMustBePositive() throws {
        let result = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--jobs", "0"])
        #expect(result.status == 1 && result.stderr.hasPrefix("Error: --jobs must be 1 or more"))
    }

    @Test func anUnknownScreenOrFormatIsAnError() throws {
        let unknown = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--screen", "NopeViewController"])
        #expect(unknown.status == 1 && unknown.stderr.hasPrefix("error: no screen named 'NopeViewController'"))
        let format = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "yaml"])
        #expect(format.status != 0 && format.stderr.contains("terminal") && format.stderr.contains("json"))
    }

    @Test func aBadSingleFileIsOneLine() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("class {\n", to: folder.appendingPathComponent("Broken.swift"))
        try Data([0x00, 0xC3, 0x28]).write(to: folder.appendingPathComponent("Bad.swift"))
        let broken = try CommandRunner.run(["analyze", folder.appendingPathComponent("Broken.swift").path])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("error: cannot analyse 'Broken.swift': syntax error at line 1"))
        #expect(broken.stderr.split(separator: "\n").count == 1)
        let bad = try CommandRunner.run(["analyze", folder.appendingPathComponent("Bad.swift").path])
        #expect(bad.status == 1 && bad.stderr == "error: cannot analyse 'Bad.swift': not text (it holds NUL bytes: a binary or UTF-16 file)\n")
        // The folder itself analyses, listing both as skipped.
        let all = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(all.status == 0 && all.stdout.contains("\"reason\" : \"not text (it holds NUL bytes: a binary or UTF-16 file)\""))
    }

    @Test func outputFileIsNeverOverwrittenWithoutForce() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("analysis.md").path
        let first = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "markdown", "-o", target])
        #expect(first.status == 0 && first.stdout.isEmpty)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Strangler analysis"))
        try "mine".write(toFile: target, atomically: true, encoding: .utf8)
        let second = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "markdown", "-o", target])
        #expect(second.status == 1 && second.stderr.contains("already exists: pass --force"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        let forced = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "markdown", "-o", target, "--force"])
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("# Strangler analysis"))
    }

    /// Every command that writes a report refuses an existing file before its work, not after it: asked to analyse a
    /// path that does not exist, each answers with the refusal, which the missing path would have pre-empted after it.
    @Test func anExistingOutputFileIsRefusedBeforeTheWork() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("report.txt").path
        try "mine".write(toFile: target, atomically: true, encoding: .utf8)
        let missing = folder.appendingPathComponent("NoSuchApp").path
        for command in [["analyze", missing], ["seams", "--all", missing], ["status", missing], ["plan", missing], ["check", missing]] {
            let result = try CommandRunner.run(command + ["-o", target])
            #expect(result.status == 1 && result.stderr == "error: '\(target)' already exists: pass --force to replace it\n", "\(command)")
        }
        let baseline = try CommandRunner.run(["check", missing, "--write-baseline", target])
        #expect(baseline.status == 1 && baseline.stderr.contains("is not a strangler baseline"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
    }

    /// A mock view controller in a test target is no screen; `test_paths` under `plan:` says where the tests are.
    @Test func testFilesAreTheOnesTheConfigurationNames() throws {
        let folder = TestPaths.temporaryFolder("strangler-analyze-tests")
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("import UIKit\nfinal class ShopViewController: UIViewController {}\n", to: folder.appendingPathComponent("App/ShopViewController.swift"))
        TestPaths.write("import UIKit\n@testable import App\nfinal class SpyViewController: UIViewController {}\n", to: folder.appendingPathComponent("AppTests/SpyViewController.swift"))
        TestPaths.write("import UIKit\nfinal class FakeViewController: UIViewController {}\n", to: folder.appendingPathComponent("Doubles/FakeViewController.swift"))
        let byDefault = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(byDefault.status == 0)
        #expect(byDefault.stdout.contains("\"FakeViewController\"") && byDefault.stdout.contains("\"ShopViewController\""))
        #expect(!byDefault.stdout.contains("SpyViewController"))
        TestPaths.write("plan:\n  test_paths: ['Doubles/*']\n", to: folder.appendingPathComponent(".strangler.yml"))
        let configured = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(configured.stdout.contains("\"SpyViewController\"") && !configured.stdout.contains("FakeViewController"))
    }

    @Test func configurationIsReadAndBrokenConfigurationFails() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("class A: UIViewController {}\n", to: folder.appendingPathComponent("A.swift"))
        TestPaths.write("analyze:\n  massive_lines: 3\n", to: folder.appendingPathComponent(".strangler.yml"))
        let warned = try CommandRunner.run(["analyze", folder.path])
        #expect(warned.status == 0 && warned.stderr.contains("analyze.massive_lines: unknown key"))
        TestPaths.write("analyze: [\n", to: folder.appendingPathComponent(".strangler.yml"))
        let broken = try CommandRunner.run(["analyze", folder.path])
        #expect(broken.status == 1 && broken.stderr.hasPrefix("error: invalid configuration"))
    }

    /// A team's own SDK, named in the configuration, is what its screens call; a name that is no type is one line and exit 1.
    @Test func theConfigurationNamesOtherModulesTypes() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write(
            "import UIKit\nimport ownCloudSDK\nfinal class FilesViewController: UIViewController {\n    var core: OCCore?\n"
                + "    func refresh() { core?.reload(nil) }\n}\n",
            to: folder.appendingPathComponent("FilesViewController.swift")
        )
        let byDefault = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(byDefault.status == 0 && !byDefault.stdout.contains("\"networking\""))
        TestPaths.write("analyze:\n  networking_types: [OCCore]\n", to: folder.appendingPathComponent(".strangler.yml"))
        let configured = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        #expect(configured.status == 0 && configured.stdout.contains("\"symbol\" : \"OCCore.reload\""))
        TestPaths.write("analyze:\n  networking_types: [\"OCCore; rm -rf /\"]\n", to: folder.appendingPathComponent(".strangler.yml"))
        let broken = try CommandRunner.run(["analyze", folder.path])
        #expect(broken.status == 1 && broken.stderr.hasPrefix("error: invalid configuration") && broken.stderr.contains("is not a type name"))
        #expect(broken.stderr.split(separator: "\n").count == 1)
    }

    /// Root ignores permissions (CI runs as root), so the check drops to `nobody` through setpriv,
    /// where the built binary is reachable by that user; as another user it runs directly.
    static let unprivileged: [String]? = {
        guard getuid() == 0 else { return [CommandRunner.strangler] }
        let prefix = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.strangler]
        guard FileManager.default.isExecutableFile(atPath: prefix[0]) else { return nil }
        let probe = try? CommandRunner.run(Array(prefix.dropFirst()) + ["--version"], executable: prefix[0])
        return probe?.status == 0 ? prefix : nil
    }()

    /// Why a test that needs `unprivileged` is skipped.
    static let noUnprivilegedUser: Comment = "running as root, and /usr/bin/setpriv not found or cannot run strangler as nobody"

    @Test(.enabled(if: unprivileged != nil, AnalyzeCommandTests.noUnprivilegedUser))
    func anUnreadableFolderIsSkippedForAnOrdinaryUser() throws {
        let command = try #require(Self.unprivileged)
        let folder = TestPaths.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("Locked").path)
            try? FileManager.default.removeItem(at: folder)
        }
        TestPaths.write("class A: UIViewController {}\n", to: folder.appendingPathComponent("Open/A.swift"))
        TestPaths.write("class B: UIViewController {}\n", to: folder.appendingPathComponent("Locked/B.swift"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent("Locked").path)
        let result = try CommandRunner.run(Array(command.dropFirst()) + ["analyze", folder.path, "--format", "json"], executable: command[0])
        #expect(result.status == 0)
        let text = result.stdout
        #expect(text.contains("\"path\" : \"Locked\""))
        #expect(text.contains("\"reason\" : \"folder is not readable\""))
        #expect(text.contains("\"name\" : \"A\""))
    }
}
