import Foundation
import Testing
import _StranglerTestSupport

/// `strangler scaffold` and `strangler templates export` as a user runs them: files, one-line errors, and
/// nothing written whenever something is wrong.
@Suite struct ScaffoldCommandTests {
    private func files(in folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".stencil") }.sorted()
    }

    @Test func writesTheSceneAndItsTests() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["scaffold", "Product", "--use-case", "FetchProduct", "--use-case", "AddToCart"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = files(in: folder)
        #expect(written.contains("Product/ProductViewController.swift") && written.contains("Product/Tests/ProductInteractorTests.swift"))
        #expect(written.count == 16)
        #expect(result.stderr.split(separator: "\n").count == 16 && result.stderr.hasPrefix("wrote ./Product/ProductConfigurator.swift\n"))
    }

    @Test func swiftUIIntoAnOutputFolderThatDoesNotExistYet() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["scaffold", "Product", "--ui", "swiftui", "--output", "Features/New"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(files(in: folder).contains("Features/New/Product/ProductComposer.swift"))
        let bad = try CommandRunner.run(["scaffold", "Product", "--ui", "appkit"], in: folder)
        #expect(bad.status != 0 && bad.stderr.contains("uikit") && bad.stderr.contains("swiftui"))
    }

    @Test func dryRunPrintsTheFilesAndWritesNothing() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["scaffold", "Product", "--dry-run"], in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("// ./Product/ProductConfigurator.swift\n/// Builds the Product scene"))
        #expect(result.stdout.contains("// ./Product/Tests/ProductWorkerLogicSpy.swift\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let again = try CommandRunner.run(["scaffold", "Product", "--dry-run"], in: folder)
        #expect(again.stdout == result.stdout, "the same input prints the same bytes")
    }

    @Test func existingFilesAreNeverReplacedWithoutForce() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["scaffold", "Product"], in: folder).status == 0)
        let presenter = folder.appendingPathComponent("Product/ProductPresenter.swift")
        try "// mine\n".write(to: presenter, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Product/ProductWorker.swift"))

        let refused = try CommandRunner.run(["scaffold", "Product"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: './Product/ProductConfigurator.swift' already exists: pass --force to replace it\n")
        #expect(try String(contentsOf: presenter, encoding: .utf8) == "// mine\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Product/ProductWorker.swift").path), "nothing written")

        let forced = try CommandRunner.run(["scaffold", "Product", "--force"], in: folder)
        #expect(forced.status == 0)
        #expect(try String(contentsOf: presenter, encoding: .utf8).hasPrefix("import Foundation\n"))
        #expect(files(in: folder).count == 16)
    }

    @Test(arguments: [
        ("../x", "error: '../x' is not a valid scene name: '.' cannot start a Swift identifier; use a Swift identifier such as 'Product'\n"),
        ("Foo Bar", "error: 'Foo Bar' is not a valid scene name: it contains a space; use a Swift identifier such as 'Product'\n"),
        ("class", "error: 'class' is not a valid scene name: it is a Swift keyword; use a Swift identifier such as 'Product'\n"),
        ("", "error: '' is not a valid scene name: it is empty; use a Swift identifier such as 'Product'\n"),
        ("1Product", "error: '1Product' is not a valid scene name: it starts with a digit; use a Swift identifier such as 'Product'\n"),
    ])
    func badSceneNamesAreOneLineErrors(_ name: String, _ message: String) throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["scaffold", name], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func badUseCaseNamesAreOneLineErrors() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spaced = try CommandRunner.run(["scaffold", "Product", "--use-case", "Fetch Product"], in: folder)
        #expect(spaced.status == 1 && spaced.stderr.hasPrefix("error: 'Fetch Product' is not a valid use case name: it contains a space"))
        let repeated = try CommandRunner.run(["scaffold", "Product", "--use-case", "Buy", "--use-case", "Buy"], in: folder)
        #expect(repeated.status == 1 && repeated.stderr == "error: use case 'Buy' is given twice: pass each --use-case once\n")
        let missing = try CommandRunner.run(["scaffold"], in: folder)
        #expect(missing.status != 0 && missing.stderr.contains("pass the scene's name, or --from with a legacy screen"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func anUnwritableOutputIsOneLineAndWritesNothing() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("not a folder\n", to: folder.appendingPathComponent("Features"))
        let result = try CommandRunner.run(["scaffold", "Product", "-o", "Features"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write 'Features/Product/ProductConfigurator.swift': '\(folder.path)/Features' is not a folder\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Features"])
    }

    /// Root writes anywhere, so the read-only folder is tried as `nobody` when the tests run as root.
    @Test(.enabled(if: AnalyzeCommandTests.unprivileged != nil, AnalyzeCommandTests.noUnprivilegedUser))
    func aReadOnlyFolderIsOneLineForAnOrdinaryUser() throws {
        let command = try #require(AnalyzeCommandTests.unprivileged)
        let folder = TestPaths.temporaryFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("ReadOnly").path)
            try? FileManager.default.removeItem(at: folder)
        }
        let readOnly = folder.appendingPathComponent("ReadOnly")
        try FileManager.default.createDirectory(at: readOnly, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: readOnly.path)
        let result = try CommandRunner.run(
            Array(command.dropFirst()) + ["scaffold", "Product", "-o", readOnly.path], executable: command[0], in: folder
        )
        #expect(result.status == 1)
        #expect(result.stderr == "error: cannot write '\(readOnly.path)/Product/ProductConfigurator.swift': the folder '\(readOnly.path)' is not writable\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly.path).isEmpty)
    }

    @Test func exportedTemplatesAreUsedAndABrokenOneIsReportedWithNothingWritten() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = try CommandRunner.run(["templates", "export", "Templates"], in: folder)
        #expect(export.status == 0 && export.stderr.hasPrefix("wrote ") && export.stderr.hasSuffix(" files into Templates\n"))
        #expect(files(in: folder).contains("Templates/uikit/ViewController.swift.stencil"))
        let again = try CommandRunner.run(["templates", "export", "Templates"], in: folder)
        #expect(again.status == 1 && again.stderr.contains("already exists: pass --force to replace it"))

        let models = folder.appendingPathComponent("Templates/common/Models.swift.stencil")
        let text = try String(contentsOf: models, encoding: .utf8)
        try ("// Our header\n" + text).write(to: models, atomically: true, encoding: .utf8)
        let custom = try CommandRunner.run(["scaffold", "Product", "--templates", "Templates", "-o", "Out"], in: folder)
        #expect(custom.status == 0, "\(custom.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("Out/Product/ProductModels.swift"), encoding: .utf8).hasPrefix("// Our header\n"))

        try text.replacingOccurrences(of: "enum {{ scene }}Models {", with: "enum {{ scene }}Models {{").write(to: models, atomically: true, encoding: .utf8)
        let broken = try CommandRunner.run(["scaffold", "Product", "--templates", "Templates", "-o", "Broken"], in: folder)
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("error: template 'common/Models.swift.stencil'"))
        #expect(broken.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Broken").path))

        let missing = try CommandRunner.run(["scaffold", "Product", "--templates", "Nope"], in: folder)
        #expect(missing.stderr == "error: templates folder 'Nope' does not exist: run 'strangler templates export Nope' to start one\n")
    }

    @Test func anExecutableInstalledWithoutItsTemplatesSaysSo() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("strangler").path
        try FileManager.default.copyItem(atPath: CommandRunner.strangler, toPath: copy)
        let result = try CommandRunner.run(["scaffold", "Product"], executable: copy, in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "error: the built-in templates are missing: install 'Strangler_StranglerGeneration.resources' beside the 'strangler' executable, or pass --templates\n")
    }

    @Test func theConfigurationNamesTheTemplatesAndTheModule() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["templates", "export", "Config/Templates"], in: folder).status == 0)
        let models = folder.appendingPathComponent("Config/Templates/common/Models.swift.stencil")
        try ("// Team templates\n" + String(contentsOf: models, encoding: .utf8)).write(to: models, atomically: true, encoding: .utf8)
        TestPaths.write("scaffold:\n  templates: Templates\n  module: Shop\n  modules: Nope\n", to: folder.appendingPathComponent("Config/.strangler.yml"))
        let result = try CommandRunner.run(["scaffold", "Product", "--config", "Config/.strangler.yml", "--dry-run"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "warning: Config/.strangler.yml: scaffold.modules: unknown key\n")
        #expect(result.stdout.contains("// ./Product/ProductModels.swift\n// Team templates\n"))
        #expect(result.stdout.contains("@testable import Shop\n"))
    }

    @Test func seedingFromTheLegacyScreen() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = TestPaths.sampleApp + "/LegacyShop/Screens/Product/ProductViewController.swift"
        // A name the user gives that the codebase has is an error; the default name becomes the one the error suggests.
        let collision = try CommandRunner.run(["scaffold", "Product", "--from", screen, "--project", TestPaths.sampleApp], in: folder)
        #expect(collision.status == 1)
        #expect(collision.stderr == "error: scene 'Product' collides with 'Product', 'ProductViewController' in the analysed codebase: pass another name, e.g. 'ProductScene'\n")
        let defaulted = try CommandRunner.run(["scaffold", "--from", screen, "--project", TestPaths.sampleApp, "--dry-run"], in: folder)
        #expect(defaulted.status == 0)
        #expect(defaulted.stderr == "note: scene 'ProductScene': 'Product' collides with 'Product', 'ProductViewController' in the analysed codebase\n")
        #expect(defaulted.stdout.contains("// ./ProductScene/ProductSceneViewController.swift\n"))
        let seeded = try CommandRunner.run(["scaffold", "ProductScene", "--from", screen, "--project", TestPaths.sampleApp, "--dry-run"], in: folder)
        #expect(seeded.status == 0, "\(seeded.stderr)")
        #expect(seeded.stdout.contains("func routeToCart()") && seeded.stdout.contains("var product: Product?"))
        let unknown = try CommandRunner.run(["scaffold", "X", "--from", "NopeViewController", "--project", TestPaths.sampleApp], in: folder)
        #expect(unknown.status == 1 && unknown.stderr == "error: no screen named 'NopeViewController' was found; run 'strangler analyze' to list the screens\n")
        #expect(unknown.stderr.split(separator: "\n").count == 1)
        let noProject = try CommandRunner.run(["scaffold", "X", "--from", "Nope", "--project", "/no/such/project"], in: folder)
        #expect(noProject.status == 2 && noProject.stderr.hasPrefix("error: no such file or folder '/no/such/project'"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
