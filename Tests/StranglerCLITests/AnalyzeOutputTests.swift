import Foundation
import Testing
import _StranglerTestSupport

/// `strangler analyze` shaped for a reader: the screens asked for, first; sorted and cut summaries; legacy encodings read.
@Suite struct AnalyzeOutputTests {
    /// Several `--screen`s keep the report's order, whatever order they are given in, and the report opens with the
    /// first of them rather than the codebase's banner.
    @Test func repeatedScreensInTheReportsOrder() throws {
        let arguments = ["analyze", TestPaths.sampleApp, "--screen", "ProductViewController", "--screen", "CartViewController"]
        let json = try CommandRunner.run(arguments + ["--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["screens"] as? [[String: Any]])?.map { $0["name"] as? String } == ["CartViewController", "ProductViewController"])
        let terminal = try CommandRunner.run(arguments)
        #expect(terminal.status == 0)
        #expect(terminal.stdout.hasPrefix("ProductViewController  LegacyShop/Screens/Product/ProductViewController.swift:13  uikit\n"))
        #expect(terminal.stdout.contains("\n\nCartViewController  LegacyShop/Screens/Cart/CartViewController.swift:8  uikit\n"))
        #expect(!terminal.stdout.contains("Strangler analysis") && !terminal.stdout.contains("SwiftUI view"))
        let markdown = try CommandRunner.run(arguments + ["--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("## CartViewController Analysis\n\n`LegacyShop/Screens/Cart/CartViewController.swift:8`"))
        #expect(markdown.stdout.contains("\n## ProductViewController Analysis\n"))
    }

    @Test func anUnknownScreenAmongSeveralIsNamedWithTheClosest() throws {
        let result = try CommandRunner.run([
            "analyze", TestPaths.sampleApp, "--screen", "CartViewController", "--screen", "ProductViewControler", "--screen", "Nope",
        ])
        #expect(result.status == 1)
        #expect(result.stderr == "error: no screen named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n")
        #expect(result.stdout.isEmpty)
    }

    /// `--sort` and `--top` shape the terminal and markdown summaries; JSON keeps every screen.
    @Test func sortedAndCut() throws {
        let terminal = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--sort", "name", "--top", "2"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.hasPrefix("Strangler analysis: 11 screens in 40 files, 2453 lines; showing the first 2 by name\n\nCartViewController  "))
        #expect(terminal.stdout.contains("\n\nCheckoutViewController  ") && !terminal.stdout.contains("LoginViewController"))
        let markdown = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "markdown", "--sort", "size", "--top", "1"])
        #expect(markdown.stdout.hasPrefix("# Strangler analysis\n\n11 screens in 40 files (2453 lines); showing the largest.\n"))
        #expect(markdown.stdout.components(separatedBy: "\n## ").count == 2 && markdown.stdout.contains("\n## ProductViewController Analysis\n"))
        let json = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "json", "--top", "1"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["screens"] as? [Any])?.count == 11)
    }

    @Test(arguments: [
        (["--top", "0"], "Error: --top must be 1 or more"),
        (["--top", "many"], "Error: The value 'many' is invalid for '--top <n>'"),
        (["--sort", "lines"], "Error: The value 'lines' is invalid for '--sort <sort>'"),
    ])
    func badSortOrTopIsOneError(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(["analyze", TestPaths.sampleApp] + arguments)
        #expect(result.status != 0 && result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A legacy file saved as Latin-1 is analysed with U+FFFD for its bytes that are not UTF-8, and said so: one
    /// warning on standard error, and the list in the JSON `files` summary.
    @Test func aLatin1FileIsAnalysedWithAWarning() throws {
        let folder = TestPaths.temporaryFolder("strangler-latin1")
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "#import <UIKit/UIKit.h>\n@interface SWCafeViewController : UIViewController\n@end\n"
        TestPaths.write(header, to: folder.appendingPathComponent("Legacy/SWCafeViewController.h"))
        // `// © André` and `@"Café"` in Latin-1.
        let implementation = Array("#import \"SWCafeViewController.h\"\n// ".utf8) + [0xA9] + Array(" Andr".utf8) + [0xE9]
            + Array("\n@implementation SWCafeViewController\n- (void)viewDidLoad {\n    self.title = @\"Caf".utf8) + [0xE9]
            + Array("\";\n    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@\"seen\"];\n}\n@end\n".utf8)
        try Data(implementation).write(to: folder.appendingPathComponent("Legacy/SWCafeViewController.m"))
        let terminal = try CommandRunner.run(["analyze", folder.path])
        #expect(terminal.status == 0)
        #expect(terminal.stderr == "warning: 1 file is not UTF-8, read with U+FFFD for its invalid bytes: Legacy/SWCafeViewController.m\n")
        #expect(terminal.stdout.contains("SWCafeViewController  Legacy/SWCafeViewController.h:2  objc\n"))
        let json = try CommandRunner.run(["analyze", folder.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let files = object?["files"] as? [String: Any]
        #expect(files?["invalidUTF8"] as? [String] == ["Legacy/SWCafeViewController.m"])
        #expect((files?["skipped"] as? [Any])?.isEmpty == true)
    }

    /// `break-dependency` writes a file back: one read with U+FFFD would lose its bytes, so it is refused.
    @Test func aFileThatIsNotUTF8IsNotRewritten() throws {
        let folder = TestPaths.temporaryFolder("strangler-latin1-rewrite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Array("import UIKit\n// Andr".utf8) + [0xE9] + Array("\nfinal class CafeViewController: UIViewController {\n".utf8)
            + Array("    func save() { UserDefaults.standard.set(true, forKey: \"seen\") }\n}\n".utf8)
        TestPaths.write("", to: folder.appendingPathComponent("App/.keep"))
        try Data(source).write(to: folder.appendingPathComponent("App/CafeViewController.swift"))
        let result = try CommandRunner.run(["break-dependency", "CafeViewController", folder.path, "--dependency", "UserDefaults.standard"])
        #expect(result.status == 1)
        #expect(result.stderr == "error: 'App/CafeViewController.swift' is not UTF-8 text, and a rewrite would replace the bytes that are not: convert it to UTF-8 first\n")
        #expect(result.stdout.isEmpty)
    }
}
