import Foundation
import SnapshotTesting
import StranglerSeams
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerReporting

/// The seams reporters on the sample app's screens, pinned by golden files.
@Suite struct SeamsReporterTests {
    static let report: SeamsReport = {
        let analyzer = SeamsAnalyzer(sources: try! SourceLoader.load(path: TestPaths.sampleApp))
        return analyzer.report(for: analyzer.screenNames, change: "show the product's reviews in the cart")
    }()

    @Test func terminal() {
        let text = SeamsTerminalReporter.render(Self.report, colored: false)
        assertSnapshot(of: text, as: .lines, named: "LegacyShop")
        #expect(!text.contains("\u{1B}["))
        // Two uses on one line are one place with their count.
        #expect(!text.split(separator: "\n").contains { line in
            let places = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return line.contains(" in: ") && Set(places).count != places.count
        })
    }

    @Test func markdown() {
        assertSnapshot(of: SeamsMarkdownReporter.render(Self.report), as: .lines, named: "LegacyShop")
    }

    @Test func json() throws {
        let text = JSONReporter.render(Self.report)
        assertSnapshot(of: text, as: .lines, named: "LegacyShop")
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
    }
}
