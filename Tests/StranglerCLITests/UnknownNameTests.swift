import Foundation
import Testing
import _StranglerTestSupport

/// A mistyped screen or type gets one message from every command that names one: `no screen named 'X' was found: did
/// you mean 'Y'?`, from the one suggestion function, and with nothing close, what to do instead.
@Suite struct UnknownNameTests {
    @Test(arguments: [
        (["analyze", TestPaths.sampleApp, "--screen", "ProductViewControler"],
         "error: no screen named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n"),
        (["analyze", TestPaths.sampleApp, "--screen", "SettingsScreen"],
         "error: no screen named 'SettingsScreen' was found; run without --screen to list the screens\n"),
        (["scaffold", "--from", "ProductViewControler", "--project", TestPaths.sampleApp, "--dry-run"],
         "error: no screen named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n"),
        (["scaffold", "--from", "SettingsScreen", "--project", TestPaths.sampleApp, "--dry-run"],
         "error: no screen named 'SettingsScreen' was found; run 'strangler analyze' to list the screens\n"),
        (["seams", "ProductViewControler", TestPaths.sampleApp],
         "error: no type named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n"),
        (["seams", "SettingsScreen", TestPaths.sampleApp],
         "error: no type named 'SettingsScreen' was found; pass a class, struct, enum or actor the analysed code declares, or one of its files\n"),
        (["characterize", "ProductViewControler", TestPaths.sampleApp, "--dry-run"],
         "error: no type named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n"),
        (["break-dependency", "ProductViewControler", TestPaths.sampleApp, "--dependency", "URLSession.shared"],
         "error: no type named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n"),
    ])
    func oneMessageEverywhere(_ arguments: [String], _ message: String) throws {
        let folder = TestPaths.temporaryFolder("strangler-unknown-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(arguments, in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }
}
