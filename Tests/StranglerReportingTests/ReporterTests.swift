import SnapshotTesting
import StranglerAnalysis
import Testing
import _StranglerTestSupport
@testable import StranglerReporting

/// Reporters are pure functions from a report to text: golden files pin each one on the sample app.
@Suite struct ReporterTests {
    static let report = try! Analyzer().analyze(path: TestPaths.sampleApp)

    @Test func json() throws {
        let text = JSONReporter.render(Self.report)
        assertSnapshot(of: text, as: .lines, named: "LegacyShop")
        // The keys the issue promises, on every screen.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        let files = try #require(object["files"] as? [String: Any])
        #expect(files["analyzed"] as? Int == 40 && files["skipped"] is [Any])
        let screens = try #require(object["screens"] as? [[String: Any]])
        for screen in screens {
            #expect(Set(screen.keys).isSuperset(of: [
                "name", "kind", "file", "line", "superclass", "metrics", "responsibilities", "apiCalls", "navigation",
                "state", "sideEffects", "smells", "members",
            ]))
            let metrics = try #require(screen["metrics"] as? [String: Any])
            #expect(Set(metrics.keys).isSuperset(of: ["lines", "members", "storedProperties", "maxComplexity", "maxNesting"]))
        }
    }

    @Test func markdown() {
        let text = MarkdownReporter.render(Self.report)
        assertSnapshot(of: text, as: .lines, named: "LegacyShop")
        for section in ["### Responsibilities", "### API Calls", "### Navigation", "### State", "### Side Effects", "### Smells", "### Suggested VIP+W split"] {
            #expect(text.components(separatedBy: section).count - 1 == Self.report.screens.count, "\(section) once per screen")
        }
        #expect(text.contains("## ProductViewController Analysis"))
    }

    /// Colour on a real terminal is tested end to end, under a pseudo-terminal, in the CLI tests.
    @Test func terminalWithoutColour() {
        let plain = TerminalReporter.render(Self.report, colored: false)
        assertSnapshot(of: plain, as: .lines, named: "LegacyShop")
        #expect(!plain.contains("\u{1B}["))
    }

    /// The README quotes the terminal summary of the sample's login screen: it stays what `analyze` prints.
    @Test func theReadmesExcerptIsWhatAnalyzePrints() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "Part of the terminal summary for the sample app:\n\n```\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        let excerpt = String(readme[start.upperBound..<end.lowerBound])
        let plain = TerminalReporter.render(Self.report, colored: false)
        #expect(plain.contains(excerpt + "\n"), "README's excerpt differs from:\n\(plain)")
    }

    /// The Objective-C front end on a fixture of our own: every property attribute, a class extension
    /// with ivars, a category, macros and constants, `#if`, nested blocks, `stringWithFormat:` endpoints.
    @Test func objectiveCFixture() throws {
        let folder = TestPaths.repository.appendingPathComponent("Tests/StranglerReportingTests/Fixtures/ObjectiveC").path
        let report = try Analyzer().analyze(path: folder)
        assertSnapshot(of: JSONReporter.render(report), as: .lines, named: "FeedViewController-json")
        assertSnapshot(of: MarkdownReporter.render(report), as: .lines, named: "FeedViewController-markdown")
    }

    @Test func filesNotAnalysedAreSaid() {
        let files = FileSummary(analyzed: 1, lines: 10, skipped: [.init(path: "A.swift", reason: "empty file", kind: .empty)], notAnalyzed: ["objc": 3])
        #expect(ReportNotes.lines(AnalysisReport(files: files, screens: [])) == [
            "3 Objective-C files not analysed yet.", "Skipped 1 file: A.swift (empty file)",
        ])
    }

    /// An app whose SwiftUI views hand their work to view models or a store has few screens or none: the report says
    /// where its views went.
    @Test func swiftUIViewsWithStateOnlyAreSaid() {
        let files = FileSummary(analyzed: 7, lines: 70, skipped: [], notAnalyzed: [:])
        let views = (1...7).map { ViewReference(name: "View\($0)", file: "View\($0).swift", line: 3) }
        #expect(ReportNotes.lines(AnalysisReport(files: files, screens: [], stateOnlyViews: Array(views.prefix(1)))) == [
            "1 SwiftUI view keeps state but does no networking, persistence, analytics or notifications of its own, so it is "
                + "not listed as a screen: View1.",
        ])
        #expect(ReportNotes.lines(AnalysisReport(files: files, screens: [], stateOnlyViews: views)) == [
            "7 SwiftUI views keep state but do no networking, persistence, analytics or notifications of their own, so they "
                + "are not listed as screens: View1, View2, View3, View4, View5 and 2 more.",
        ])
    }
}

import Foundation
