import StranglerScenes
import StranglerSources
import StranglerConfiguration
import Testing
import _StranglerTestSupport
@testable import StranglerRules

/// `strangler check` on Examples/LegacyShop (see its EXPECTED.md, section 13).
@Suite struct SampleAppCheckTests {
    @Test func theDefaultRulesFindTheOneDeliberateViolation() throws {
        let findings = try CheckPipeline(configuration: Configuration()).run(path: TestPaths.sampleApp).result.findings
        #expect(findings.map { "\($0.path):\($0.line):\($0.column) \($0.severity) \($0.ruleID)" } == [
            "LegacyShop/Scenes/Checkout/CheckoutPresenter.swift:8:8 error ui_framework_import",
        ])
    }

    @Test func theCheckoutSceneIsOneSceneWithEveryRole() {
        let loaded = try! SourceLoader.load(path: TestPaths.sampleApp)
        let index = SceneIndex(units: loaded.units, naming: RoleNaming())
        #expect(index.scenes == ["Checkout"])
        let roles = Set(index.members(of: "Checkout").filter { !$0.isProtocol }.compactMap(\.role))
        #expect(roles == Set(SceneRole.allCases))
        // Legacy screens are no scene's members: only opt-in rules look at them.
        #expect(index.types["ProductViewController"]?.scene == nil)
    }

    @Test func theLegacyRulesReportTheSmellsOfLegacyScreensOnly() throws {
        let findings = try CheckPipeline(configuration: Configuration(), enableAll: true).run(path: TestPaths.sampleApp).result.findings
        let legacy = findings.filter { $0.severity == .warning }
        #expect(!legacy.isEmpty && legacy.allSatisfy { $0.path.contains("/Screens/") })
        #expect(legacy.contains { $0.ruleID == "callback_pyramid" && $0.path.hasSuffix("LoginViewController.swift") })
        #expect(legacy.contains { $0.ruleID == "massive_switch" && $0.path.hasSuffix("OrderHistoryViewController.swift") })
    }
}
