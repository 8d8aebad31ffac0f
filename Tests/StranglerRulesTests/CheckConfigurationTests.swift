import _StranglerTestSupport
import StranglerConfiguration
import Testing
@testable import StranglerRules

/// The `check` section: rules by id, opt-in and disabled lists, role names; unknown ids reported with their path.
@Suite struct CheckConfigurationTests {
    func resolve(_ yaml: String) throws -> (ResolvedRules, [String]) {
        let loaded = try Configuration.parse(yaml, path: "c.yml")
        let rules = try ResolvedRules.resolve(loaded.configuration)
        return (rules, loaded.warnings + rules.warnings)
    }

    @Test func defaultsRunTheVIPWRulesOnly() throws {
        let (rules, warnings) = try resolve("")
        #expect(warnings.isEmpty)
        #expect(rules.enabled.map(\.rule.description.id) == RuleRegistry.all.filter { !$0.description.isOptIn }.map(\.description.id))
    }

    @Test func severityEnabledOptInAndDisabled() throws {
        let (rules, warnings) = try resolve("""
            check:
              opt_in_rules: [massive_switch]
              disabled_rules: [incomplete_scene]
              view_controller_navigation: error
              presenter_strong_view:
                severity: warning
              cross_scene_reference:
                enabled: false
              massive_switch:
                cases: 12
            """)
        #expect(warnings.isEmpty)
        let ids = rules.enabled.map(\.rule.description.id)
        #expect(ids.contains("massive_switch") && !ids.contains("incomplete_scene") && !ids.contains("cross_scene_reference"))
        #expect(rules.enabled.first { $0.rule.description.id == "view_controller_navigation" }?.severity == .error)
        #expect(rules.enabled.first { $0.rule.description.id == "presenter_strong_view" }?.severity == .warning)
        #expect(rules.analysisSettings.switchCases == 12)
    }

    @Test func unknownRuleIdsOptionsAndRolesAreReportedWithTheirPath() throws {
        let (_, warnings) = try resolve("""
            check:
              opt_in_rules: [massive_swich]
              disabled_rules: [nope]
              presenter_strong_vew: error
              massive_switch:
                limit: 3
              role_suffixes:
                controller: [Screen]
              reporter: json
            """)
        #expect(warnings.sorted() == [
            "check.disabled_rules: unknown rule 'nope'",
            "check.massive_switch.limit: unknown option (known: cases)",
            "check.opt_in_rules: unknown rule 'massive_swich'",
            "check.presenter_strong_vew: unknown key or rule id",
            "check.reporter: unknown key or rule id",
            "check.role_suffixes.controller: unknown role (known: view_controller, interactor, presenter, worker, router, configurator, models)",
        ])
    }

    @Test func aBrokenSectionIsAnError() {
        #expect(throws: ConfigurationError.invalid(path: "c.yml", reason: "check.massive_switch.cases must be a positive whole number")) {
            try Configuration.parse("check:\n  massive_switch:\n    cases: 0\n", path: "c.yml")
        }
        #expect(throws: RulesError.invalidRuleSettings(id: "presenter_strong_view", value: "fatal")) {
            try resolve("check:\n  presenter_strong_view: fatal\n")
        }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("check:\n  opt_in_rules: massive_switch\n", path: "c.yml") }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("check:\n  presenter_strong_view:\n    enabled: maybe\n", path: "c.yml") }
    }

    @Test func roleSuffixesAreConfigurable() throws {
        let (rules, _) = try resolve("""
            check:
              role_suffixes:
                view_controller: [Screen]
                presenter: [Presenter, ViewPresenter]
            """)
        let source = """
            import UIKit
            final class CheckoutScreen: UIViewController {
                func pay() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
            }
            protocol CheckoutPresentationLogic {}
            final class CheckoutViewPresenter: CheckoutPresentationLogic {}
            """
        let found = Checker(rules: rules).check(InMemorySources.load(["Checkout.swift": source])).findings
        #expect(found.map(\.ruleID).contains("view_controller_side_effects"))
        #expect(found.map(\.ruleID).contains("ui_framework_import"))
    }

    @Test func includedAndExcludedChooseWhoseFindingsAreReported() throws {
        let presenter = "import UIKit\nfinal class ShopPresenter {}\nfinal class ShopConfigurator {}\n"
        let files = ["App/Shop/ShopPresenter.swift": presenter, "Legacy/Old/OldPresenter.swift": presenter.replacingOccurrences(of: "Shop", with: "Old")]
        func paths(_ yaml: String) throws -> [String] {
            let (rules, _) = try resolve(yaml)
            return Checker(rules: rules).check(InMemorySources.load(files)).findings.map(\.path)
        }
        #expect(try paths("") == ["App/Shop/ShopPresenter.swift", "Legacy/Old/OldPresenter.swift"])
        #expect(try paths("check:\n  included: [App]\n") == ["App/Shop/ShopPresenter.swift"])
        #expect(try paths("check:\n  included: [\"App/*\"]\n  excluded: [\"*Presenter.swift\"]\n").isEmpty)
        #expect(try paths("check:\n  excluded: [\"Legacy/*\"]\n") == ["App/Shop/ShopPresenter.swift"])
    }
}
