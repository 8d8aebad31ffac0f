import Foundation
import Testing
import _StranglerTestSupport

/// Scenes written the way the Clean Swift Xcode templates write them (3.x: `: class`, braces on their own lines, the
/// template's routing left commented out; 4.x: `AnyObject`, a router that routes) are canonical VIP, not violations: the
/// view controller's `setup()`, called from both initializers, builds and wires the scene, and its
/// `prepare(for:sender:)` hands each segue to the router through the `routeTo…WithSegue:` selector. The fixtures are
/// ours, written to the templates' shape (`Fixtures/CleanSwiftScenes`).
@Suite struct CleanSwiftScenesTests {
    static let templates = ["Templates3", "Templates4"]

    static func fixture(_ name: String) -> String {
        TestPaths.repository.appendingPathComponent("Tests/StranglerCLITests/Fixtures/CleanSwiftScenes/\(name)").path
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Every rule, the opt-in ones too: the only findings are the templates' `import UIKit` in the interactor, presenter
    /// and worker, which VIP+W's presenter, interactor and worker do without (the method's rule, not the templates').
    @Test(arguments: templates)
    func checkFindsNoIncompleteSceneAndNoNavigationInTheViewController(_ template: String) throws {
        let result = try CommandRunner.run(["check", Self.fixture(template), "--enable-all-rules", "--no-cache", "--reporter", "json"])
        let findings = try #require(try Self.json(result.stdout)["findings"] as? [[String: Any]])
        let rules = Set(findings.compactMap { $0["rule"] as? String })
        #expect(rules == ["ui_framework_import"], "\(result.stdout)")
        #expect(findings.allSatisfy { ($0["source"] as? String) == "import UIKit" })
    }

    @Test(arguments: templates)
    func analyzeKeepsEveryMemberInTheViewControllerWithNoNavigationOrSmell(_ template: String) throws {
        let result = try CommandRunner.run(["analyze", Self.fixture(template), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let screens = try #require(try Self.json(result.stdout)["screens"] as? [[String: Any]])
        #expect(!screens.isEmpty)
        for screen in screens {
            let name = screen["name"] as? String ?? "?"
            let members = screen["members"] as? [[String: Any]] ?? []
            for member in members {
                #expect(member["roles"] as? [String] == ["viewController"], "\(name).\(member["name"] ?? "?"): \(member["reasons"] ?? "")")
            }
            #expect((screen["smells"] as? [Any])?.isEmpty == true, "\(name): \(screen["smells"] ?? "")")
            #expect((screen["navigation"] as? [Any])?.isEmpty == true, "\(name): \(screen["navigation"] ?? "")")
            let kinds = (screen["responsibilities"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
            #expect(!kinds.contains("navigation"), "\(name): \(kinds)")
        }
    }

    @Test(arguments: templates)
    func seamsSuggestBreakingNoneOfTheScenesWiring(_ template: String) throws {
        let result = try CommandRunner.run(["seams", "--all", Self.fixture(template), "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let types = try #require(try Self.json(result.stdout)["types"] as? [[String: Any]])
        #expect(!types.isEmpty)
        for type in types {
            #expect((type["dependencies"] as? [Any])?.isEmpty == true, "\(type["name"] ?? "?"): \(type["dependencies"] ?? "")")
        }
    }

    /// `status` reads the view controller's `setup()` as the scene's configurator, as `check` does.
    @Test func statusReadsTheSetupAsTheConfigurator() throws {
        let result = try CommandRunner.run(["status", Self.fixture("Templates4")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("✓ Create Configurator: EditNoteViewController.setup()"), "\(result.stdout)")
        #expect(result.stdout.contains("✓ Wire all components: EditNoteViewController.setup() builds EditNoteInteractor, EditNotePresenter, EditNoteRouter"))
    }
}
