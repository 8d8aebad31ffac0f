import StranglerAnalysis
import StranglerScenes
import StranglerSources

/// Runs the enabled rules over parsed sources: one scene index, one call-site analysis, and the
/// analysis report only if a legacy rule asks for it; then suppressions, included/excluded paths, sorting.
public struct Checker: Sendable {
    public var rules: ResolvedRules

    public init(rules: ResolvedRules) {
        self.rules = rules
    }

    public func check(_ sources: LoadedSources) -> CheckResult {
        let scenes = SceneIndex(units: sources.units, naming: rules.naming)
        let settings = rules.analysisSettings
        let callSites = CallSiteAnalysis(units: sources.units, storyboards: sources.storyboards, settings: settings)
        let analysis = LazyAnalysis { Analyzer(settings: settings).analyze(sources, callSites: callSites) }
        let context = RuleContext(units: sources.units, scenes: scenes, callSites: callSites, analysis: analysis)
        let units = Dictionary(sources.units.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var regions: [String: SuppressionRegions] = [:]
        var lines: [String: [String]] = [:]
        var findings: Set<Finding> = []
        for entry in rules.enabled {
            let id = entry.rule.description.id
            for violation in entry.rule.violations(in: context) {
                guard isReported(violation.file) else { continue }
                let unit = units[violation.file]
                let suppressions = regions[violation.file] ?? SuppressionRegions(unit?.suppressions ?? [])
                regions[violation.file] = suppressions
                if suppressions.suppresses(id, line: violation.line) { continue }
                // Each file with findings is split into lines once, however many findings it has.
                let fileLines = lines[violation.file] ?? unit?.lines() ?? []
                lines[violation.file] = fileLines
                let text = fileLines.indices.contains(violation.line - 1) ? fileLines[violation.line - 1] : ""
                let column = violation.column ?? (text.prefix { $0 == " " || $0 == "\t" }.utf8.count + 1)
                findings.insert(
                    Finding(
                        path: violation.file, line: violation.line, column: column, ruleID: id, severity: entry.severity,
                        message: violation.message, lineText: text
                    )
                )
            }
        }
        return CheckResult(findings: findings.sorted(), filesChecked: sources.units.count, skipped: sources.skipped)
    }

    /// `check.included` (when given) and `check.excluded` choose which files' findings are reported.
    private func isReported(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if !rules.included.isEmpty, !SourceDiscovery.isExcluded(path: path, name: name, patterns: rules.included),
           !rules.included.contains(where: { path.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }) {
            return false
        }
        return !SourceDiscovery.isExcluded(path: path, name: name, patterns: rules.excluded)
    }
}
