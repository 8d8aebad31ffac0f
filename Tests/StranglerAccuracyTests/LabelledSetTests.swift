import Foundation
import StranglerAnalysis
import Testing
import _StranglerTestSupport
@testable import StranglerAccuracy

/// `analyze` on `Examples/LabelledSet`, scored against its labels: every row at or over its floor, and the README shows
/// the table as it is.
@Suite struct LabelledSetTests {
    /// The floor of every row, precision and recall alike, but those below.
    static let floor = 0.95
    /// Rows measured under the floor, held where they stand so they cannot fall further (see docs/accuracy.md).
    static let lowerFloors: [String: (precision: Double, recall: Double)] = [
        "statement roles: interactor": (0.95, 0.90),
        "statement roles: presenter": (0.95, 0.91),
        "statement roles: worker": (0.95, 0.94),
    ]

    static let report: AccuracyReport = {
        let root = TestPaths.repository.appendingPathComponent("Examples/LabelledSet").path
        let set = try! LabelledSet.load(root: root, labels: root + "/labels")
        return Scorer.score(try! Analyzer().analyze(path: root), against: set.screens)
    }()

    @Test func everyRowReachesItsFloor() {
        let report = Self.report
        #expect(report.screens >= 25)
        print(AccuracyTable.markdown(report))
        let under = report.rows.filter { row in
            let floors = Self.lowerFloors["\(row.group.rawValue): \(row.name)"] ?? (Self.floor, Self.floor)
            return row.tally.precision < floors.precision || row.tally.recall < floors.recall
        }
        if !under.isEmpty { print(AccuracyTable.details(report)) }
        #expect(under.isEmpty, "rows under their floor: \(under.map { "\($0.group.rawValue): \($0.name)" })")
    }

    /// The README's table is what `strangler-accuracy` prints today.
    @Test func theReadmeShowsTheTable() throws {
        let readme = try String(contentsOf: TestPaths.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(AccuracyTable.markdown(Self.report)), "README.md's accuracy table is out of date: run `swift run strangler-accuracy`")
    }
}
