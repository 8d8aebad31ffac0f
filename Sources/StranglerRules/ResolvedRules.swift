import StranglerConfiguration
import StranglerScenes

/// The `check` section resolved against the known rules: which rules run, with what severity and options,
/// how roles are named, and what was wrong with the section (unknown rule ids, options and roles, with their path).
public struct ResolvedRules: Sendable {
    public struct Entry: Sendable {
        public var rule: any Rule
        public var severity: Severity
    }

    public var enabled: [Entry]
    public var naming: RoleNaming
    public var included: [String]
    public var excluded: [String]
    /// The analysis settings for the legacy rules: the `analyze` section with the legacy rules' options on top.
    public var analysisSettings: AnalysisSettings
    public var warnings: [String]

    /// `enableAll` runs every rule, opt-in ones included, unless a rule is disabled by id.
    /// Throws for a known rule whose settings are neither a severity nor a mapping (`presenter_strong_view: fatal`).
    public static func resolve(_ configuration: Configuration, enableAll: Bool = false) throws -> ResolvedRules {
        let check = configuration.check
        var warnings: [String] = []
        let known = Set(RuleRegistry.all.map(\.description.id))
        for id in check.rules.keys.sorted() where !known.contains(id) {
            warnings.append("check.\(id): unknown key or rule id")
        }
        for (key, ids) in [("opt_in_rules", check.optInRules), ("disabled_rules", check.disabledRules)] {
            for id in ids where !known.contains(id) { warnings.append("check.\(key): unknown rule '\(id)'") }
        }

        var enabled: [Entry] = []
        for rule in RuleRegistry.all {
            let description = rule.description
            let settings = check.rules[description.id] ?? RuleSettings()
            if let scalar = settings.invalidScalar {
                throw RulesError.invalidRuleSettings(id: description.id, value: scalar)
            }
            for option in settings.options.keys.sorted() where description.options[option] == nil {
                let valid = description.options.keys.sorted()
                warnings.append(
                    "check.\(description.id).\(option): unknown option" + (valid.isEmpty ? "" : " (known: \(valid.joined(separator: ", ")))")
                )
            }
            let wanted = !description.isOptIn || enableAll || check.optInRules.contains(description.id) || settings.enabled == true
            guard wanted, settings.enabled != false, !check.disabledRules.contains(description.id) else { continue }
            enabled.append(Entry(rule: rule, severity: settings.severity ?? description.severity))
        }

        let (naming, namingWarnings) = RoleNaming.configured(by: check)
        warnings += namingWarnings

        var settings = configuration.analyze
        func option(_ rule: String, _ name: String) -> Int? { check.rules[rule]?.options[name] }
        settings.massiveLines = option("massive_view_controller", "lines") ?? settings.massiveLines
        settings.massiveResponsibilities = option("massive_view_controller", "responsibilities") ?? settings.massiveResponsibilities
        settings.massiveResponsibilitiesLines = option("massive_view_controller", "responsibilities_lines") ?? settings.massiveResponsibilitiesLines
        settings.callbackDepth = option("callback_pyramid", "depth") ?? settings.callbackDepth
        settings.switchCases = option("massive_switch", "cases") ?? settings.switchCases

        return ResolvedRules(
            enabled: enabled, naming: naming, included: check.included, excluded: check.excluded, analysisSettings: settings,
            warnings: warnings
        )
    }
}
