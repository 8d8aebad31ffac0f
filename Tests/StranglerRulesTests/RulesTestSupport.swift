import StranglerConfiguration
import StranglerSources
import _StranglerTestSupport
@testable import StranglerRules

/// Runs only the rule `id` (with `options`) over in-memory files.
func findings(of id: String, in files: [String: String], options: [String: Int] = [:]) -> [Finding] {
    var settings = CheckSettings(optInRules: [id], rules: [id: RuleSettings(options: options)])
    settings.disabledRules = RuleRegistry.all.map(\.description.id).filter { $0 != id }
    let rules = try! ResolvedRules.resolve(Configuration(check: settings))
    return Checker(rules: rules).check(InMemorySources.load(files)).findings
}

func findings(of id: String, in text: String, options: [String: Int] = [:]) -> [Finding] {
    findings(of: id, in: ["Example.swift": text], options: options)
}
