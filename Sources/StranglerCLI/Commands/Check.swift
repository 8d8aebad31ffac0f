import ArgumentParser
import Foundation
import StranglerConfiguration
import StranglerReporting
import StranglerRules
import StranglerSources

extension CheckReporter: ExpressibleByArgument {}

/// `strangler check`: the VIP+W rules over a codebase, for CI.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the VIP+W architecture rules (and opt-in legacy rules) and report findings for editors and CI.",
        discussion: """
            Exit codes: 0 no findings or warnings only; 2 errors remain (or warnings with --strict); 1 a usage or configuration error. \
            Findings are cached per folder in $XDG_CACHE_HOME/strangler (or ~/.cache/strangler); --no-cache turns that off.
            """
    )

    @Argument(help: "The project folder or Swift file to check.")
    var path: String = "."

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    @Option(help: "Output format.")
    var reporter: CheckReporter = .xcode

    @Option(name: [.short, .customLong("output")], help: "Write the report to this file instead of standard output.")
    var output: String?

    @Flag(help: "Replace the output file if it exists; with --write-baseline, replace a file that is not a baseline.")
    var force = false

    @Flag(help: "Fail (exit code 2) on warnings too.")
    var strict = false

    @Option(help: "Report only findings not in this baseline file, and say how many of its entries are fixed.")
    var baseline: String?

    @Option(help: "Record every finding in this baseline file (adopting the check on a legacy codebase).")
    var writeBaseline: String?

    @Flag(help: "With --baseline: rewrite the baseline without the entries that are fixed.")
    var updateBaseline = false

    @Flag(help: "Do not read or write the findings cache.")
    var noCache = false

    @Flag(help: "Run every rule, opt-in legacy rules included (a rule in disabled_rules stays off).")
    var enableAllRules = false

    @Option(help: "Skip paths matching this glob (repeatable), e.g. 'Tests/*'.")
    var exclude: [String] = []

    @Option(help: "Parse on this many threads (default: all cores).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if updateBaseline && baseline == nil { throw ValidationError("--update-baseline needs --baseline FILE") }
        if writeBaseline != nil && baseline != nil {
            throw ValidationError("--write-baseline records every finding: drop --baseline, or use --baseline FILE --update-baseline")
        }
    }

    func run() throws {
        var failed = false
        try CLI.run(missingPath: 1) {
            // Refuse what would be refused at the end before the check runs.
            if let output { try SafeFileWriter.check(output, force: force) }
            if let writeBaseline, !force && !Baseline.mayReplace(path: writeBaseline) { throw RulesError.notABaselineToReplace(writeBaseline) }
            let loaded = try CLI.configuration(for: path, explicit: config)
            let options = LoadOptions(excludes: loaded.configuration.excluded + exclude, maxConcurrency: jobs ?? ProcessInfo.activeCores)
            let pipeline = CheckPipeline(
                configuration: loaded.configuration, enableAll: enableAllRules, options: options,
                cache: noCache ? nil : CheckCache.defaultLocation()
            )
            let output = try pipeline.run(path: path)
            for warning in output.rules.warnings {
                CLI.printError("warning: \(loaded.path ?? Configuration.fileName): \(warning)")
            }
            let findings = output.result.findings
            var shown = findings
            var summary: BaselineSummary?
            if let writeBaseline {
                try SafeFileWriter.write(Baseline(findings: findings).rendered(), to: writeBaseline, force: true)
                CLI.printError("wrote baseline \(writeBaseline) with \(findings.count) \(findings.count == 1 ? "entry" : "entries")")
                shown = []
                summary = BaselineSummary(accepted: findings.count, fixed: 0)
            } else if let baseline {
                let outcome = try Baseline.read(path: baseline).apply(to: findings)
                shown = outcome.new
                summary = BaselineSummary(accepted: outcome.matched.count, fixed: outcome.fixed.count)
                if updateBaseline {
                    try SafeFileWriter.write(Baseline(entries: outcome.matched).rendered(), to: baseline, force: true)
                    CLI.printError("updated baseline \(baseline): removed \(outcome.fixed.count) fixed, kept \(outcome.matched.count)")
                } else if !outcome.fixed.isEmpty {
                    CLI.printError("\(outcome.fixed.count) baseline \(outcome.fixed.count == 1 ? "entry is" : "entries are") fixed: run with --update-baseline to drop them")
                }
            }
            let report = CheckReport(
                findings: shown, rules: output.rules.enabled.map(\.rule.description), filesChecked: output.result.filesChecked,
                root: reporter == .xcode && output.root != "/" ? output.root : "", baseline: summary
            )
            try CLI.emit(reporter.render(report), to: self.output, force: force)
            CLI.printError(report.summary)
            failed = report.errorCount > 0 || (strict && report.warningCount > 0)
        }
        if failed { throw ExitCode(2) }
    }
}
