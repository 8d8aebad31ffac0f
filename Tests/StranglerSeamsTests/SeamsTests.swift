import Testing
import _StranglerTestSupport
@testable import StranglerSeams

/// The seams of a view-controller body wrapped into `ExampleViewController`.
private func seams(viewControllerBody body: String, change: String? = nil) -> (TypeSeams, MarkedSource) {
    let source = MarkedSource(viewControllerBody: body)
    let analyzer = SeamsAnalyzer(sources: InMemorySources.load(["Example.swift": source.text]))
    return (analyzer.seams(of: "ExampleViewController", change: change)!, source)
}

/// Runs every seam detector's own examples, as `DetectorExampleTests` does for the responsibility detectors.
@Suite struct SeamDetectorExampleTests {
    static let detectors: [any SeamDetector] = SeamDetectors.all

    @Test(arguments: detectors.map(\.kind))
    func examples(_ kind: DependencyKind) {
        let detector = Self.detectors.first { $0.kind == kind }!
        #expect(!detector.examples.triggering.isEmpty && !detector.examples.nonTriggering.isEmpty)
        for example in detector.examples.triggering {
            for shifted in [example, "\n\n// a comment\n" + example] {
                let (type, source) = seams(viewControllerBody: shifted)
                let lines = Set(type.dependencies.filter { $0.kind == kind }.flatMap(\.uses).map(\.line))
                #expect(lines == Set(source.markedLines), "\(kind) should be reported exactly at the ↓ lines of:\n\(source.text)")
            }
            let commented = example.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
            let (type, _) = seams(viewControllerBody: commented.replacingOccurrences(of: "↓", with: ""))
            #expect(!type.dependencies.contains { $0.kind == kind })
        }
        for example in detector.examples.nonTriggering {
            let (type, source) = seams(viewControllerBody: example)
            #expect(!type.dependencies.contains { $0.kind == kind }, "\(kind) should not be reported in:\n\(source.text)")
        }
    }

    @Test func everyKindHasADetector() {
        #expect(Set(Self.detectors.map(\.kind)) == Set(DependencyKind.allCases))
    }
}

@Suite struct SeamsAnalyzerTests {
    static let product = """
        var productId = ""
        var product: Product?
        private var cache: [String] = []
        @IBOutlet weak var nameLabel: UILabel!
        func load() {
            URLSession.shared.dataTask(with: URL(string: "https://example.com/\\(productId)")!) { [weak self] data, _, _ in
                self?.product = try! JSONDecoder().decode(Product.self, from: data!)
                self?.track()
            }.resume()
        }
        private func track() { Analytics.shared.track("viewed", properties: [:]) }
        @IBAction func favoriteTapped(_ sender: UIButton) {
            let defaults = UserDefaults.standard
            defaults.set(true, forKey: "favorite")
            let api = (UIApplication.shared.delegate as! AppDelegate).api
            api.setFavorite(productId)
        }
        }
        extension ExampleViewController: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        }
        struct Product: Decodable { var id: String }
        final class Analytics {
            static let shared = Analytics()
            func track(_ event: String, properties: [String: Any]) {}
        }
        final class API { func setFavorite(_ id: String) {} }
        final class AppDelegate { let api: API = API()
        """

    @Test func dependenciesSayWhatIsUsedWhatTheyBlockAndTheTechnique() throws {
        let (type, _) = seams(viewControllerBody: Self.product)
        let session = try #require(type.dependencies.first { $0.expression == "URLSession.shared" })
        #expect(session.usedMembers == ["dataTask(with:completionHandler:)"])
        #expect(session.technique == .extractInterface)
        #expect(session.blocks == ["product", "load()"])
        let analytics = try #require(type.dependencies.first { $0.expression == "Analytics.shared" })
        #expect(analytics.usedMembers == ["track(_:properties:)"])
        #expect(analytics.alternatives == [.introduceStaticSetter])
        // Reached from `load()` through the private `track()`.
        #expect(analytics.blocks == ["product", "load()"])
        let defaults = try #require(type.dependencies.first { $0.expression == "UserDefaults.standard" })
        #expect(defaults.usedMembers == ["set(_:forKey:)"], "a call on a local holding it counts")
        let api = try #require(type.dependencies.first { $0.kind == .appDelegate })
        #expect(api.expression == "(UIApplication.shared.delegate as! AppDelegate).api")
        #expect(api.usedMembers == ["setFavorite(_:)"])
        #expect(type.networkModels.map(\.type) == ["Product"])
    }

    @Test func testPointsAreTheMembersATestCanReach() {
        let (type, _) = seams(viewControllerBody: Self.product)
        let points = type.testPoints.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(points == [
            "property productId", "property product", "method load()", "action favoriteTapped(_:)",
            "delegateCallback tableView(_:numberOfRowsInSection:)",
        ])
    }

    /// Overrides of `updateViewConstraints()` and `viewWillTransition(to:with:)` are lifecycle, as `analyze` has them,
    /// not plain methods.
    @Test func lifecyclePointsAreTheOnesAnalyzeKnows() {
        let (type, _) = seams(viewControllerBody: """
            override func updateViewConstraints() { super.updateViewConstraints() }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
            func reload() {}
            """)
        #expect(type.testPoints.map { "\($0.kind.rawValue) \($0.name)" } == [
            "lifecycle updateViewConstraints()", "lifecycle viewWillTransition(to:with:)", "method reload()",
        ])
    }

    /// Objective-C screens: delegate methods named after their sender, target actions, `viewDidUnload`.
    @Test func objectiveCCallbacksAndActionsAreTheOnesAnalyzeKnows() {
        let analyzer = SeamsAnalyzer(sources: InMemorySources.load([
            "AlbumViewController.h": "@interface AlbumViewController : UIViewController <UITextFieldDelegate>\n@end\n",
            "AlbumViewController.m": """
                @implementation AlbumViewController
                - (void)viewDidUnload { [super viewDidUnload]; }
                - (void)textFieldDidEndEditing:(UITextField *)textField { }
                - (void)save:(id)sender { }
                - (void)reload { }
                - (void)viewDidLoad { [self.closeButton addTarget:self action:@selector(close) forControlEvents:UIControlEventTouchUpInside]; }
                - (void)close { }
                @end
                """,
        ]))
        let points = analyzer.seams(of: "AlbumViewController", change: nil)!.testPoints.map { "\($0.kind.rawValue) \($0.name)" }
        // `close`, named in a selector, is an action as `analyze` reads it, though no `sender` says so.
        #expect(points == [
            "lifecycle viewDidUnload", "delegateCallback textFieldDidEndEditing:", "action save:", "method reload", "lifecycle viewDidLoad",
            "action close",
        ])
    }

    /// A screen that answers `WKNavigationDelegate`, declared in its class, not an extension: a callback by its
    /// signature, as `analyze` reads it.
    @Test func callbacksNamedForTheSenderTheyArePassedAreDelegateCallbacks() {
        let analyzer = SeamsAnalyzer(sources: InMemorySources.load([
            "ArticleViewController.swift": """
                import UIKit
                import WebKit
                final class ArticleViewController: UIViewController, WKNavigationDelegate {
                    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
                    func webView(for url: URL) -> Int { 1 }
                }
                """,
        ]))
        let points = analyzer.seams(of: "ArticleViewController", change: nil)!.testPoints.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(points == ["delegateCallback webView(_:didFinish:)", "method webView(for:)"])
    }

    /// `registerCells()` in a `UITableViewDataSource` extension is a helper, not a callback.
    @Test func onlyMethodsThatAnswerAProtocolAreDelegateCallbacks() {
        let analyzer = SeamsAnalyzer(sources: InMemorySources.load([
            "ListViewController.swift": """
                import UIKit
                protocol ListRefreshing: AnyObject {
                    func refresh()
                }
                protocol ListSelecting: AnyObject {
                    func selectFirst()
                }
                final class ListViewController: UIViewController, ListSelecting {
                    var items: [String] = []
                }
                extension ListViewController {
                    func selectFirst() {}
                }
                extension ListViewController: UITableViewDataSource {
                    func registerCells() {}
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                }
                extension ListViewController: ListRefreshing {
                    func refresh() {}
                    func reloadLater() {}
                }
                """,
        ]))
        let points = analyzer.seams(of: "ListViewController", change: nil)!.testPoints.map { "\($0.kind.rawValue) \($0.name)" }
        #expect(points == [
            "property items", "delegateCallback selectFirst()", "method registerCells()",
            "delegateCallback tableView(_:numberOfRowsInSection:)", "delegateCallback refresh()", "method reloadLater()",
        ])
    }

    @Test func aPropertyHoldingTheDependencyIsAlreadyASeam() {
        let (type, _) = seams(viewControllerBody: """
            var api: API = (UIApplication.shared.delegate as! AppDelegate).api
            let session = URLSession.shared
            func load() { api.fetch(); session.dataTask(with: URL(string: "https://example.com")!).resume() }
            """)
        #expect(type.dependencies.isEmpty)
        #expect(type.existingSeams.map(\.property) == ["api", "session"])
        #expect(type.existingSeams.map(\.isSettable) == [true, false])
    }

    @Test func aTypeWithAnInitializerIsGivenItsDependencyThere() throws {
        let (type, _) = seams(viewControllerBody: """
            init() { super.init(nibName: nil, bundle: nil) }
            func save() { UserDefaults.standard.set(1, forKey: "k") }
            """)
        let defaults = try #require(type.dependencies.first)
        #expect(defaults.technique == .parameterizeConstructor)
    }

    @Test func changePointsMatchStemmedWordsAgainstCamelCaseNames() {
        let (type, _) = seams(viewControllerBody: """
            var events: [String] = []
            func loadCalendarEvents() {}
            func birthdayText() -> String { "" }
            func refresh() {}
            """, change: "Add birthdays to the calendar events")
        #expect(type.changePoints.map(\.name) == ["loadCalendarEvents()", "events", "birthdayText()"])
        #expect(type.changePoints.first?.matchedWords == ["calendar", "events"])
    }

    /// "delete the example" on `ExampleViewController`: 'example' is the screen's own word, in many of its names; the
    /// member with 'delete' comes first, and one with only 'example' still shows after it.
    @Test func wordsOfTheTypesOwnNameRankAfterTheOthers() {
        let (type, _) = seams(viewControllerBody: """
            var exampleCount = 0
            func exampleTitle() -> String { "" }
            func performDelete() {}
            func refresh() {}
            """, change: "Delete the example")
        #expect(type.changePoints.map(\.name) == ["performDelete()", "exampleCount", "exampleTitle()"])
    }

    @Test(arguments: [
        ("birthdays", "birthday"), ("categories", "category"), ("events", "event"), ("loading", "load"), ("tapped", "tap"),
        ("addresses", "address"), ("status", "status"), ("class", "class"),
    ])
    func stems(_ word: String, _ stem: String) {
        #expect(ChangePointMatcher.stem(word) == stem)
    }

    @Test func namesSplitAtCamelCaseAndAcronyms() {
        #expect(ChangePointMatcher.nameWords("loadCalendarEvents(for:)") == ["load", "calendar", "events"])
        #expect(ChangePointMatcher.nameWords("URLSessionTask") == ["url", "session", "task"])
    }
}
