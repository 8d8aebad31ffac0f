/// The `check:` section of `.strangler.yml`: which rules run, how severe each is, and how roles are named.
///
/// Like SwiftLint's configuration, a rule is configured under its own id (`check.presenter_strong_view`).
/// Rule ids, role names and rule options are known to `StranglerRules`, which reports unknown ones with their path.
public struct CheckSettings: Codable, Sendable, Equatable {
    /// Glob patterns (relative to the checked folder): only findings in matching files are reported; empty means all.
    public var included: [String]
    /// Glob patterns whose files' findings are not reported (the files are still read, for cross-file roles).
    public var excluded: [String]
    public var optInRules: [String]
    public var disabledRules: [String]
    /// Name suffixes by role (`view_controller: [ViewController, Screen]`); a role given here replaces its defaults.
    public var roleSuffixes: [String: [String]]
    /// Protocol-name suffixes by role (`presenter: [PresentationLogic]`).
    public var protocolSuffixes: [String: [String]]
    /// Per-rule settings, by rule id.
    public var rules: [String: RuleSettings]

    public init(
        included: [String] = [], excluded: [String] = [], optInRules: [String] = [], disabledRules: [String] = [],
        roleSuffixes: [String: [String]] = [:], protocolSuffixes: [String: [String]] = [:], rules: [String: RuleSettings] = [:]
    ) {
        self.included = included
        self.excluded = excluded
        self.optInRules = optInRules
        self.disabledRules = disabledRules
        self.roleSuffixes = roleSuffixes
        self.protocolSuffixes = protocolSuffixes
        self.rules = rules
    }

    /// Keys of the section that are not rule ids.
    public static let reservedKeys: [String] = [
        "included", "excluded", "opt_in_rules", "disabled_rules", "role_suffixes", "protocol_suffixes",
    ]

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        included = try container.decodeIfPresent([String].self, forKey: Key("included")) ?? []
        excluded = try container.decodeIfPresent([String].self, forKey: Key("excluded")) ?? []
        optInRules = try container.decodeIfPresent([String].self, forKey: Key("opt_in_rules")) ?? []
        disabledRules = try container.decodeIfPresent([String].self, forKey: Key("disabled_rules")) ?? []
        roleSuffixes = try container.decodeIfPresent([String: [String]].self, forKey: Key("role_suffixes")) ?? [:]
        protocolSuffixes = try container.decodeIfPresent([String: [String]].self, forKey: Key("protocol_suffixes")) ?? [:]
        rules = [:]
        for key in container.allKeys where !Self.reservedKeys.contains(key.stringValue) {
            rules[key.stringValue] = try container.decode(RuleSettings.self, forKey: key)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(included, forKey: Key("included"))
        try container.encode(excluded, forKey: Key("excluded"))
        try container.encode(optInRules, forKey: Key("opt_in_rules"))
        try container.encode(disabledRules, forKey: Key("disabled_rules"))
        try container.encode(roleSuffixes, forKey: Key("role_suffixes"))
        try container.encode(protocolSuffixes, forKey: Key("protocol_suffixes"))
        for (id, settings) in rules { try container.encode(settings, forKey: Key(id)) }
    }
}

/// How severe a finding is: warnings pass a build (unless `--strict`), errors fail it.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case warning, error

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs == .warning && rhs == .error }
}

/// One rule's settings: `severity`, `enabled`, and whole-number options such as thresholds.
/// `rule_id: error` is short for `rule_id: { severity: error }`.
public struct RuleSettings: Codable, Sendable, Equatable {
    public var severity: Severity?
    public var enabled: Bool?
    public var options: [String: Int]
    /// A scalar that is neither `warning` nor `error`: an error for a known rule id, a warning for an unknown key.
    public var invalidScalar: String?

    public init(severity: Severity? = nil, enabled: Bool? = nil, options: [String: Int] = [:], invalidScalar: String? = nil) {
        self.severity = severity
        self.enabled = enabled
        self.options = options
        self.invalidScalar = invalidScalar
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), !single.decodeNil(), (try? decoder.container(keyedBy: CheckSettings.Key.self)) == nil {
            if let severity = try? single.decode(Severity.self) {
                self.init(severity: severity)
            } else {
                self.init(invalidScalar: (try? single.decode(String.self)) ?? "a value that is not a mapping")
            }
            return
        }
        let container = try decoder.container(keyedBy: CheckSettings.Key.self)
        var options: [String: Int] = [:]
        for key in container.allKeys where key.stringValue != "severity" && key.stringValue != "enabled" {
            let value = try container.decode(Int.self, forKey: key)
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must be a positive whole number")
            }
            options[key.stringValue] = value
        }
        self.init(
            severity: try container.decodeIfPresent(Severity.self, forKey: CheckSettings.Key("severity")),
            enabled: try container.decodeIfPresent(Bool.self, forKey: CheckSettings.Key("enabled")),
            options: options
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CheckSettings.Key.self)
        try container.encodeIfPresent(severity, forKey: CheckSettings.Key("severity"))
        try container.encodeIfPresent(enabled, forKey: CheckSettings.Key("enabled"))
        for (key, value) in options { try container.encode(value, forKey: CheckSettings.Key(key)) }
    }
}
