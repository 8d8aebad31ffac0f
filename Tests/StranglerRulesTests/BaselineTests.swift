import Foundation
import Testing
import _StranglerTestSupport
@testable import StranglerRules

/// Baselines match by path, rule and line text, never by line number, and say what is fixed.
@Suite struct BaselineTests {
    func finding(_ line: Int, _ text: String, rule: String = "presenter_strong_view", path: String = "A.swift") -> Finding {
        Finding(path: path, line: line, column: 5, ruleID: rule, severity: .error, message: "m", lineText: text)
    }

    @Test func editsAboveAFindingDoNotBreakTheMatch() {
        let baseline = Baseline(findings: [finding(10, "    var view: V?")])
        let outcome = baseline.apply(to: [finding(42, "        var view: V?")])
        #expect(outcome.new.isEmpty && outcome.matched.count == 1 && outcome.fixed.isEmpty)
    }

    @Test func newFindingsAndFixedEntries() {
        let baseline = Baseline(findings: [finding(1, "var a: V?"), finding(2, "var b: V?"), finding(3, "var a: V?", rule: "other")])
        let outcome = baseline.apply(to: [finding(1, "var a: V?"), finding(9, "var c: V?")])
        #expect(outcome.new.map(\.lineText) == ["var c: V?"])
        #expect(outcome.fixed.map(\.source) == ["var a: V?", "var b: V?"])
        #expect(Baseline(entries: outcome.matched).entries.count == 1)
    }

    @Test func eachEntryAcceptsOneFinding() {
        let baseline = Baseline(findings: [finding(1, "var a: V?")])
        #expect(baseline.apply(to: [finding(1, "var a: V?"), finding(2, "var a: V?")]).new.count == 1)
    }

    @Test func roundTripsAndRejectsOtherFiles() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("baseline.json")
        let baseline = Baseline(findings: [finding(1, "var a: V?"), finding(2, "var b: V?", path: "B.swift")])
        TestPaths.write(baseline.rendered(), to: file)
        #expect(try Baseline.read(path: file.path) == baseline)
        #expect(Baseline.mayReplace(path: file.path))
        let source = folder.appendingPathComponent("Main.swift")
        TestPaths.write("print(1)\n", to: source)
        #expect(!Baseline.mayReplace(path: source.path))
        #expect(throws: RulesError.notABaseline(source.path)) { try Baseline.read(path: source.path) }
        #expect(throws: RulesError.self) { try Baseline.read(path: folder.appendingPathComponent("none.json").path) }
    }
}
