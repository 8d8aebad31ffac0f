import Foundation
import SnapshotTesting
import StranglerAnalysis
import StranglerConfiguration
import StranglerHistory
import StranglerReporting
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerPlanning

/// The plan, the interview, the checklist and the record, on the sample app with its scripted history.
@Suite struct PlanningTests {
    static let facts: CodebaseFacts = {
        let sources = try! SourceLoader.load(path: SampleHistory.folder.path)
        return CodebaseFacts(sources: sources)
    }()

    /// The history is read with async git runs, so each test reads it (a few milliseconds).
    static func makePlan() async throws -> PlanReport {
        let history = try await GitHistory.read(folder: SampleHistory.folder.path)
        return Planner(facts: facts, history: history, classifier: try BugFixClassifier()).plan()
    }

    @Test func ranksTheChangedBugProneScreensFirst() async throws {
        let plan = try await Self.makePlan()
        let ranked = plan.ranked.map(\.name)
        #expect(ranked.prefix(3) == ["ProductViewController", "CartViewController", "LoginViewController"])
        #expect(plan.screens.filter { $0.status == .migrated }.map(\.name) == ["CheckoutViewController"])
        let product = try #require(plan.screens.first)
        // Its history is read through the rename of ProductDetailViewController.swift, and 8 of its commits are fixes.
        #expect(product.changes == ChangeStats(revisions: 15, churn: 64, bugFixes: 8, authors: 1, lastChange: "2024-12-16"))
        #expect(product.coupling.map(\.entity) == ["CartViewController"])
        #expect(plan.history.commits == 29 && plan.history.bugFixCommits == 11)
        let cart = try #require(plan.screens.first { $0.name == "CartViewController" })
        #expect(cart.tests == ["LegacyShopTests/CartViewControllerTests.swift"])
        #expect(cart.referencedBy == ["ProductViewController"])
    }

    @Test func theScoreAddsUpItsTermsAndIsExplained() async throws {
        let plan = try await Self.makePlan()
        for screen in plan.ranked {
            let points = screen.terms.reduce(0) { $0 + $1.points }
            #expect(abs(points - (screen.score ?? 0)) < 0.3, "\(screen.name)")
            #expect(screen.terms.map(\.factor) == PriorityScore.Factor.allCases)
        }
        // Without history the change and bug factors are absent and the rest share the 100 points.
        let noHistory = Planner(facts: Self.facts, history: .absent(reason: "not a git repository"), classifier: try BugFixClassifier()).plan()
        let first = try #require(noHistory.ranked.first)
        #expect(first.terms.map(\.factor) == [.complexity, .isolation, .tests])
        #expect(noHistory.history.line.hasPrefix("no git history (not a git repository)"))
    }

    /// A window with few commits of a history that goes back further: the plan says how far back, and that a longer
    /// window reads more.
    @Test func aThinWindowSaysHowFarBackTheHistoryGoes() throws {
        let until = Date(timeIntervalSince1970: 1_777_000_000)
        let from = HistoryWindow.defaultWindow.startDate(end: until)
        let thin = GitHistory(commits: [], window: .defaultWindow, from: from, until: until, firstCommit: Date(timeIntervalSince1970: 1_400_000_000))
        let plan = Planner(facts: Self.facts, history: .present(thin), classifier: try BugFixClassifier()).plan()
        #expect(plan.history.line.hasSuffix("only 0 commits in the window; the history goes back to 2014-05-13 (--since 2014-05-13 reads all of it)"))
        let full = GitHistory(commits: [], window: .defaultWindow, from: from, until: until)
        #expect(Planner(facts: Self.facts, history: .present(full), classifier: try BugFixClassifier()).plan().history.windowNote == nil)
    }

    @Test func goldenPlanOutputs() async throws {
        let plan = try await Self.makePlan()
        assertSnapshot(of: PlanReporter.terminal(plan, explain: true, colored: false), as: .lines, named: "explain")
        assertSnapshot(of: PlanReporter.markdown(plan, explain: false), as: .lines, named: "markdown")
        assertSnapshot(of: PlanReporter.json(plan), as: .lines, named: "json")
    }

    @Test func interviewSummaryAndDefaults() async throws {
        let plan = try await Self.makePlan()
        let answers = Interview(goal: .full, currentState: .massive, tests: .none, risk: .low)
        #expect(answers.summary == "Planning a full VIP+W migration from massive view controllers with no tests and low risk tolerance")
        #expect(Interview(goal: .incremental, currentState: .unknown, tests: .unknown, risk: .high).summary
            == "Planning an incremental improvement migration from an unknown architecture with unknown test coverage and high risk tolerance")
        // The sample app: some screens are scenes already, one legacy screen has tests.
        #expect(plan.interview == Interview(goal: .full, currentState: .mixed, tests: .some, risk: .low))
        #expect(Interview.detectedTests(legacyScreens: 4, screensWithTests: 2, testFiles: 3) == .good)
        #expect(Interview.detectedTests(legacyScreens: 4, screensWithTests: 0, testFiles: 0) == .none)
    }

    @Test func thePlanIsTailoredToTheAnswers() async throws {
        let plan = try await Self.makePlan()
        func document(_ answers: Interview) -> String {
            var tailored = plan
            tailored.interview = answers
            return PlanDocument.render(tailored, facts: Self.facts)
        }
        let cautious = document(Interview(goal: .full, currentState: .massive, tests: .none, risk: .low))
        let product = cautious.components(separatedBy: "## 2. ")[0].components(separatedBy: "## 1. ProductViewController")[1]
        // No tests: the safety net comes before anything else; low risk: each extraction ships on its own.
        #expect(product.components(separatedBy: "### ")[1].hasPrefix("Safety net first"))
        #expect(product.components(separatedBy: "ship this change on its own").count - 1 == 5)
        #expect(product.contains("`UIApplication.shared.delegate as! AppDelegate` in `favoriteTapped(_:):255`: give the screen a property"))
        #expect(product.contains("`GET /v1/products/{productId}` via `URLSession.shared.dataTask` in `loadProduct()`"))
        let bold = document(Interview(goal: .full, currentState: .massive, tests: .good, risk: .high))
        #expect(!bold.contains("Safety net first") && !bold.contains("ship this change on its own"))
        let analysisOnly = document(Interview(goal: .analyze, currentState: .massive, tests: .none, risk: .low))
        #expect(!analysisOnly.contains("### Extraction") && analysisOnly.contains("### Seams to break"))
        let incremental = document(Interview(goal: .incremental, currentState: .massive, tests: .some, risk: .medium))
        #expect(incremental.contains("Callback pyramid → async/await") && !incremental.contains("### Integration"))
        #expect(PlanDocument.plannedScreens(in: cautious).count == plan.ranked.count)
        assertSnapshot(of: cautious, as: .lines, named: "MIGRATION_PLAN")
    }

    @Test func statusReadsTheChecklistOffTheCode() throws {
        let deriver = StatusDeriver(facts: Self.facts, record: MigrationRecord(), plannedScreens: [])
        let status = deriver.status()
        let checkout = try #require(status.screens.first { $0.name == "CheckoutViewController" })
        let notDone = checkout.steps.filter { $0.state != .done }.map(\.step)
        #expect(notDone == [.testsPass, .manualTesting, .codeReview])
        #expect(checkout.state == .inProgress)
        let cart = try #require(status.screens.first { $0.name == "CartViewController" })
        #expect(cart.steps.first { $0.step == .characterizationTests }?.state == .done)
        #expect(cart.state == .inProgress)
        let product = try #require(status.screens.first { $0.name == "ProductViewController" })
        #expect(product.state == .notStarted && product.steps.allSatisfy { $0.state == .todo })
        #expect(status.progress == MigrationProgress(done: 0, inProgress: 2, notStarted: 9, legacyLines: 1271, startLegacyLines: nil, startDate: nil))

        // Hand-recorded steps win, and all of them done makes the screen done.
        var record = MigrationRecord()
        for step in [ChecklistStep.testsPass, .manualTesting, .codeReview] { record.record(.done, step: step, screen: "CheckoutViewController") }
        let marked = StatusDeriver(facts: Self.facts, record: record, plannedScreens: []).status()
        #expect(marked.screens.first { $0.name == "CheckoutViewController" }?.state == .done)
        #expect(marked.progress.done == 1)
        assertSnapshot(of: StatusReporter.markdown(marked), as: .lines, named: "status")
    }

    @Test func theRecordIsSortedMergeFriendlyYAML() throws {
        var record = MigrationRecord(interview: Interview(goal: .full, currentState: .massive, tests: .none, risk: .low), started: .init(date: "2024-06-30", legacyLines: 1000))
        record.record(.done, step: .manualTesting, screen: "ProductViewController")
        record.record(.inProgress, step: .characterizationTests, screen: "ProductViewController")
        record.record(.done, step: .codeReview, screen: "CartViewController")
        record.record(nil, step: .codeReview, screen: "CartViewController")
        let text = record.rendered()
        #expect(text.contains("screens:\n  ProductViewController:\n    characterization-tests: in-progress\n    manual-testing: done\n"))
        #expect(!text.contains("CartViewController"))
        #expect(try MigrationRecord.parse(text, path: "m.yml") == record)
        #expect(throws: PlanningError.self) { try MigrationRecord.parse("screens:\n  A:\n    manual-testing: maybe\n", path: "m.yml") }
    }

    @Test func testsAndReferencesAreFoundByName() {
        let units = InMemorySources.load([
            "App/AScreen.swift": "class AViewController: UIViewController { let b = BHelper(); func go() { navigationController?.pushViewController(CViewController(), animated: true) } }",
            "App/BHelper.swift": "final class BHelper { var c: [CViewController] = [] }\nextension String { var x: Int { 1 } }",
            "App/CScreen.swift": "class CViewController: UIViewController { let s: String = \"\" }",
            "AppTests/AViewControllerTests.swift": "import XCTest\nfinal class AViewControllerTests: XCTestCase { func testA() { _ = AViewController() } }",
        ]).units
        let graph = CodebaseGraph(units: units)
        #expect(graph.references["AViewController"] == ["BHelper", "CViewController"])
        #expect(graph.referencedBy["CViewController"] == ["AViewController", "BHelper"])
        #expect(graph.references["CViewController"] == nil, "String is extended, not declared, by the codebase")
        #expect(graph.testFiles == ["AppTests/AViewControllerTests.swift"])
        #expect(graph.tests(mentioning: ["AViewController"]) == ["AppTests/AViewControllerTests.swift"])
        #expect(graph.tests(mentioning: ["CViewController"]).isEmpty)
    }

    /// A view controller is migrated when its scene has an interactor: beside a lone presenter it is still legacy
    /// (a `FeedbackPresenter` that only formats titles).
    @Test func aLonePresenterDoesNotMakeAScene() {
        let sources = InMemorySources.load([
            "App/FeedbackViewController.swift": "import UIKit\nclass FeedbackViewController: UIViewController { var items: [String] = []; func load() { items = [FeedbackPresenter.title(1)] } }",
            "App/FeedbackPresenter.swift": "struct FeedbackPresenter { static func title(_ id: Int) -> String { \"#\\(id)\" } }",
            "App/OrderViewController.swift": "import UIKit\nclass OrderViewController: UIViewController { var interactor: OrderBusinessLogic?; func load() { interactor?.load() } }",
            "App/OrderInteractor.swift": "protocol OrderBusinessLogic { func load() }\nfinal class OrderInteractor: OrderBusinessLogic { var count = 0; func load() { count += 1 } }",
        ])
        let facts = CodebaseFacts(sources: sources)
        #expect(facts.report.screens.map(\.name).sorted() == ["FeedbackViewController", "OrderViewController"])
        #expect(facts.migrated == ["OrderViewController"])
    }

    /// A scene's view controller that hands navigation to its router (`router?.routeToReceipt()`, the router held as Clean
    /// Swift's template writes it, `(OrderRoutingLogic & OrderDataPassing)?`) has its router extracted, and the analysis lends
    /// it none of the router's pushes; one that still pushes a screen itself has not.
    @Test func navigationHandedToTheScenesRouterIsTheRouters() throws {
        func routerStep(_ viewController: String) throws -> (state: StepState, destinations: [String?]) {
            let facts = CodebaseFacts(sources: InMemorySources.load([
                "App/Order/OrderViewController.swift": viewController,
                "App/Order/OrderInteractor.swift": "protocol OrderBusinessLogic { func load() }\nfinal class OrderInteractor: OrderBusinessLogic { var count = 0; func load() { count += 1 } }",
                "App/Order/OrderRouter.swift": """
                    import UIKit
                    protocol OrderRoutingLogic { func routeToReceipt() }
                    protocol OrderDataPassing { var dataStore: OrderBusinessLogic? { get } }
                    final class OrderRouter: OrderRoutingLogic, OrderDataPassing {
                        weak var viewController: UIViewController?
                        var dataStore: OrderBusinessLogic?
                        func routeToReceipt() { viewController?.navigationController?.pushViewController(ReceiptViewController(), animated: true) }
                    }
                    final class ReceiptViewController: UIViewController {}
                    """,
            ]))
            let screen = try #require(facts.report.screens.first { $0.name == "OrderViewController" })
            let status = StatusDeriver(facts: facts, record: MigrationRecord(), plannedScreens: []).screenStatus(screen)
            return (try #require(status.steps.first { $0.step == .extractRouter }).state, screen.navigation.map(\.destination))
        }
        let handed = try routerStep("""
            import UIKit
            class OrderViewController: UIViewController {
                var interactor: OrderBusinessLogic?
                var router: (OrderRoutingLogic & OrderDataPassing)?
                func done() { self.router?.routeToReceipt() }
            }
            """)
        #expect(handed.state == .done && handed.destinations.isEmpty)
        let kept = try routerStep("""
            import UIKit
            class OrderViewController: UIViewController {
                var interactor: OrderBusinessLogic?
                var router: (OrderRoutingLogic & OrderDataPassing)?
                func done() { navigationController?.pushViewController(ReceiptViewController(), animated: true) }
            }
            """)
        #expect(kept.state == .inProgress && kept.destinations == ["ReceiptViewController"])
    }

    /// A segue is a dependency between two screens: replacing either means rewiring it. An unwind segue returns
    /// along one already drawn, a scene without a class is no screen of the codebase, and a class the codebase
    /// does not declare is no entity of the plan.
    @Test func storyboardSeguesAreReferences() throws {
        let units = InMemorySources.load([
            "App/Welcome.swift": "class WelcomeViewController: UIViewController {}",
            "App/Login.swift": "class LoginViewController: UIViewController {}",
            "App/Terms.swift": "class TermsViewController: UIViewController {}",
            "App/Tabs.swift": "class MainTabBarController: UITabBarController {}\nclass FeedViewController: UIViewController {}",
        ]).units
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="tabs">
                <scenes>
                    <scene sceneID="s0"><objects>
                        <tabBarController id="tabs" customClass="MainTabBarController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="welcome" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="feed" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects></scene>
                    <scene sceneID="s1"><objects>
                        <viewController id="welcome" customClass="WelcomeViewController" sceneMemberID="viewController">
                            <view key="view" id="v1"><subviews>
                                <button id="b1"><connections><segue destination="nav" kind="presentation" id="g1"/></connections></button>
                            </subviews></view>
                            <connections>
                                <segue destination="plain" kind="show" identifier="Help" id="g2"/>
                                <segue destination="pod" kind="embed" id="g3"/>
                            </connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="login" kind="relationship" relationship="rootViewController" id="g4"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <viewController id="login" customClass="LoginViewController" sceneMemberID="viewController">
                            <connections><segue destination="exit" kind="unwind" unwindAction="unwindToWelcomeWithSegue:" id="g5"/></connections>
                        </viewController>
                        <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                    <scene sceneID="s4"><objects><viewController id="plain" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="s5"><objects><viewController id="pod" customClass="PodViewController" sceneMemberID="viewController"/></objects></scene>
                    <scene sceneID="s6"><objects><viewController id="feed" customClass="FeedViewController" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard.read(path: "App/Main.storyboard", data: Data(xml.utf8)).get()
        let graph = CodebaseGraph(units: units, storyboards: [storyboard])
        #expect(graph.references["WelcomeViewController"] == ["LoginViewController"], "presented through its navigation controller")
        #expect(graph.references["MainTabBarController"] == ["FeedViewController", "WelcomeViewController"], "its tabs")
        #expect(graph.referencedBy["LoginViewController"] == ["WelcomeViewController"])
        #expect(graph.references["LoginViewController"] == nil, "an unwind segue adds nothing")
        #expect(graph.references["TermsViewController"] == nil && graph.referencedBy["TermsViewController"] == nil)
        #expect(CodebaseGraph(units: units).references["WelcomeViewController"] == nil, "no storyboard, no segue")
    }

    @Test func theDashboardIsOnePageWithItsSections() async throws {
        let plan = try await Self.makePlan()
        let status = StatusDeriver(facts: Self.facts, record: MigrationRecord(), plannedScreens: []).status(history: [
            ProgressPoint(commit: "a", date: "2024-01-01", done: 0, inProgress: 0, notStarted: 10, legacyLines: 1300, migratedScreens: 0),
            ProgressPoint(commit: "b", date: "2024-12-16", done: 0, inProgress: 2, notStarted: 9, legacyLines: 1259, migratedScreens: 1),
        ])
        let html = DashboardReporter.render(plan: plan, status: status, analysis: Self.facts.report)
        for id in DashboardReporter.sectionIDs { #expect(html.contains("id=\"\(id)\""), "\(id)") }
        // A URL the analysis found (a screen opens `https://legacyshop.example/returns`) is text on the page, never fetched.
        #expect(!html.contains("href=\"http") && !html.contains("src=") && !html.contains("url(") && !html.contains("@import"), "nothing is fetched")
        #expect(html.components(separatedBy: "<details").count - 1 == plan.screens.count)
        #expect(html.contains("<svg") && html.contains("Hotspot map") && html.contains("Progress over time"))
        #expect(html.contains("commits in the window") && !html.contains("fan-in + fan-out"))

        // Without history the map spreads the screens by their dependencies instead of stacking them at zero commits.
        let noHistory = Planner(facts: Self.facts, history: .absent(reason: "not a git repository"), classifier: try BugFixClassifier()).plan()
        let flat = DashboardReporter.render(plan: noHistory, status: status, analysis: Self.facts.report)
        #expect(flat.contains("dependencies: fan-in + fan-out (no git history)") && !flat.contains("commits in the window"))
        #expect(flat.contains("ProductViewController: 8 dependencies, complexity 53"))
    }

    /// Two screens with one name (an app's iOS and Mac targets, each with a `FeedViewController`) each
    /// count their own file's history, and the plan, the status and the dashboard tell them apart by their file.
    @Test func screensWithOneNameAreToldApartByTheirFile() throws {
        let facts = CodebaseFacts(sources: InMemorySources.load([
            "iOS/FeedViewController.swift": "import UIKit\nclass FeedViewController: UIViewController { var items: [String] = []; func load() { items = UserDefaults.standard.stringArray(forKey: \"f\") ?? [] } }",
            "Mac/FeedViewController.swift": "import AppKit\nclass FeedViewController: NSViewController { var items: [String] = []; func load() { items = UserDefaults.standard.stringArray(forKey: \"f\") ?? [] } }",
            "iOS/SettingsViewController.swift": "import UIKit\nclass SettingsViewController: UIViewController { var on = false; func save() { UserDefaults.standard.set(on, forKey: \"on\") } }",
        ]))
        func commit(_ hash: String, _ day: Int, _ paths: [String]) -> Commit {
            Commit(hash: hash, timestamp: 1_700_000_000 + day * 86_400, author: "a", message: "fix crash \(hash)",
                   changes: paths.map { FileChange(path: $0, added: 2, deleted: 1) })
        }
        let commits = [
            commit("c4", 4, ["iOS/FeedViewController.swift"]), commit("c3", 3, ["iOS/FeedViewController.swift", "iOS/SettingsViewController.swift"]),
            commit("c2", 2, ["iOS/FeedViewController.swift"]), commit("c1", 1, ["Mac/FeedViewController.swift"]),
        ]
        let history = GitHistory(commits: commits, window: .defaultWindow, from: Date(timeIntervalSince1970: 1_699_000_000), until: Date(timeIntervalSince1970: 1_700_400_000))
        let plan = Planner(facts: facts, history: .present(history), classifier: try BugFixClassifier()).plan()
        let feeds = plan.screens.filter { $0.name == "FeedViewController" }
        #expect(feeds.map(\.displayName).sorted() == ["FeedViewController (Mac/FeedViewController.swift)", "FeedViewController (iOS/FeedViewController.swift)"])
        #expect(feeds.first { $0.file.hasPrefix("iOS/") }?.changes?.revisions == 3, "the iOS screen's commits only")
        #expect(feeds.first { $0.file.hasPrefix("Mac/") }?.changes?.revisions == 1, "the Mac screen's commit only")
        #expect(plan.screens.first { $0.name == "SettingsViewController" }?.label == nil, "a name no other screen has is its label")

        let table = PlanReporter.terminal(plan, explain: false, colored: false)
        #expect(table.contains("FeedViewController (Mac/FeedViewController.swift)") && table.contains("FeedViewController (iOS/FeedViewController.swift)"))
        let document = PlanDocument.render(plan, facts: facts)
        #expect(PlanDocument.plannedScreens(in: document) == ["FeedViewController", "SettingsViewController"], "the headings with a file still name the screen")

        let status = StatusDeriver(facts: facts, record: MigrationRecord(), plannedScreens: []).status()
        #expect(status.screens.map(\.displayName).filter { $0.hasPrefix("FeedViewController (") }.count == 2)
        let html = DashboardReporter.render(plan: plan, status: status, analysis: facts.report)
        #expect(html.contains("id=\"screen-FeedViewController--Mac-FeedViewController-swift-\""))
        #expect(html.contains("id=\"screen-FeedViewController--iOS-FeedViewController-swift-\""))
    }

    /// The plan's `test_paths` say which files are tests for what the codebase's types lend a screen too: a double kept in
    /// a folder the globs name lends its protocol nothing, and one in a folder they do not name is the app's.
    @Test func theTestPathsSayWhichTypesAreTestDoubles() {
        let sources = InMemorySources.load([
            "App/Store.swift": "protocol Store { func load() -> [String] }\nfinal class AppStore: Store { func load() -> [String] { [] } }",
            "Doubles/StoreDouble.swift": """
                import Foundation
                final class StoreDouble: Store { func load() -> [String] { UserDefaults.standard.stringArray(forKey: "items") ?? [] } }
                """,
            "App/ListViewController.swift": """
                import UIKit
                final class ListViewController: UIViewController {
                    var store: Store!
                    var items: [String] = []
                    func reload() { items = store.load() }
                }
                """,
        ])
        func persists(testPaths: [String]?) -> Bool {
            let facts = CodebaseFacts(sources: sources, configuration: Configuration(plan: PlanSettings(testPaths: testPaths)))
            return facts.report.screens.first { $0.name == "ListViewController" }?.responsibility(.persistence) != nil
        }
        #expect(persists(testPaths: nil))
        #expect(!persists(testPaths: ["Doubles/*"]))
    }
}

/// The plan's characterization step names the members a test calls: a segue a storyboard's button starts is the
/// screen's navigation, but no test calls `storyboard button`.
@Suite struct CharacterizationEntryTests {
    @Test func aStoryboardsControlIsNoMemberToCall() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="a"><objects>
                        <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                            <view key="view" id="v"><subviews>
                                <button id="b"><connections><segue destination="detail" kind="show" id="g"/></connections></button>
                            </subviews></view>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <viewController id="detail" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        var sources = InMemorySources.load([
            "ListViewController.swift": """
                import UIKit
                final class DetailViewController: UIViewController {}
                final class ListViewController: UIViewController {
                    func showHelp() { present(UIViewController(), animated: true) }
                }
                """,
        ])
        sources.storyboards = [try Storyboard.read(path: "Main.storyboard", data: Data(storyboard.utf8)).get()]
        let screen = try #require(Analyzer().analyze(sources).screens.first { $0.name == "ListViewController" })
        #expect(screen.navigation.map(\.member) == ["showHelp()", "storyboard button"])
        #expect(PlanDocument.members(screen) == "`showHelp()`")
    }
}
