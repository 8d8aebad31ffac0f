import Foundation
import StranglerAnalysis
import StranglerSources
import Testing
import Yams
import _StranglerTestSupport
@testable import StranglerAccuracy

/// The scorer counts each claim once, as correct, wrong or missed.
@Suite struct ScorerTests {
    static let screen = """
        import UIKit

        final class InboxViewController: UIViewController {
            @IBOutlet weak var tableView: UITableView!
            var messages: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        }
        """

    static func labels(_ yaml: String) throws -> LabelledScreen {
        try YAMLDecoder().decode(LabelledScreen.self, from: yaml)
    }

    static func score(_ yaml: String) throws -> AccuracyReport {
        let report = Analyzer().analyze(InMemorySources.load(["Inbox.swift": screen]))
        return Scorer.score(report, against: [try labels(yaml)])
    }

    static func row(_ report: AccuracyReport, _ group: AccuracyReport.Group, _ name: String) -> Tally? {
        report.rows.first { $0.group == group && $0.name == name }?.tally
    }

    @Test func agreeingLabelsScoreEveryClaimCorrect() throws {
        let report = try Self.score("""
            screen: InboxViewController
            state: [messages]
            navigation:
              - {action: push, destination: UIViewController, member: viewDidLoad(), condition: []}
            members:
              tableView: {roles: [viewController]}
              messages: {roles: [interactor]}
            """)
        #expect(Self.row(report, .facts, "state") == Tally(correct: 1))
        #expect(Self.row(report, .facts, "navigation") == Tally(correct: 1))
        #expect(Self.row(report, .facts, "navigation conditions") == Tally(correct: 1))
        #expect(Self.row(report, .memberRoles, "interactor") == Tally(correct: 1))
        #expect(Self.row(report, .screens, "found") == Tally(correct: 1))
        #expect(report.unlabelledMembers == ["InboxViewController.viewDidLoad()"])
    }

    @Test func disagreeingLabelsCountWrongAndMissed() throws {
        let report = try Self.score("""
            screen: InboxViewController
            state: [selection]
            navigation:
              - {action: push, destination: UIViewController, member: viewDidLoad(), condition: [isReady]}
            members:
              messages: {roles: [presenter]}
            """)
        #expect(Self.row(report, .facts, "state") == Tally(wrong: 1, missed: 1))
        #expect(Self.row(report, .facts, "navigation conditions") == Tally(wrong: 1, missed: 1))
        #expect(Self.row(report, .memberRoles, "presenter") == Tally(missed: 1))
        #expect(Self.row(report, .memberRoles, "interactor") == Tally(wrong: 1))
        #expect(report.mismatches.contains { $0.row == "state" && $0.claim == "selection" && $0.isMissed })
    }

    @Test func aScreenNotFoundMissesEverything() throws {
        let report = try Self.score("""
            screen: OutboxViewController
            state: [drafts]
            members:
              drafts: {roles: [interactor]}
            """)
        #expect(Self.row(report, .screens, "found") == Tally(missed: 1))
        #expect(Self.row(report, .facts, "state") == Tally(missed: 1))
        #expect(Self.row(report, .memberRoles, "interactor") == Tally(missed: 1))
    }

    @Test func aStatementTheAnalysisGivesAnotherRoleIsWrongAndMissed() throws {
        let report = try Self.score("""
            screen: InboxViewController
            members:
              viewDidLoad():
                roles: [viewController, presenter]
                statements:
                  - {text: 'title = "Inbox"', role: presenter}
            """)
        let presenter = Self.row(report, .statementRoles, "presenter")
        let viewController = Self.row(report, .statementRoles, "viewController")
        #expect(presenter?.missed == 1)
        // The analysis gives the constant title to the ViewController: a wrong claim for that role.
        #expect(viewController?.wrong == 1)
        #expect(report.statements >= 1)
    }

    @Test func aLabelThatDoesNotDecodeNamesItsFile() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("screen: X\nmembers:\n  a: {roles: [controller]}\n", to: folder.appendingPathComponent("labels/X.yml"))
        #expect(throws: LabelledSet.LoadError.self) { try LabelledSet.load(root: folder.path, labels: folder.appendingPathComponent("labels").path) }
    }
}
