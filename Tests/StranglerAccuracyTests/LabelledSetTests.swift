import StranglerAnalysis
import Testing
import _StranglerTestSupport
@testable import StranglerAccuracy

/// `analyze` on `Examples/LabelledSet`, scored against its labels: every row at or over its floor.
@Suite struct LabelledSetTests {
    /// The floor every row of the table must reach, precision and recall alike.
    static let floor = 0.95

    @Test func everyRowReachesTheFloor() throws {
        let root = TestPaths.repository.appendingPathComponent("Examples/LabelledSet").path
        let set = try LabelledSet.load(root: root, labels: root + "/labels")
        #expect(set.screens.count >= 25)
        let report = Scorer.score(try Analyzer().analyze(path: root), against: set.screens)
        print(AccuracyTable.markdown(report))
        let under = report.rows(under: Self.floor)
        if !under.isEmpty { print(AccuracyTable.details(report)) }
        #expect(under.isEmpty, "rows under \(Self.floor): \(under.map { "\($0.group.rawValue): \($0.name)" })")
    }
}
