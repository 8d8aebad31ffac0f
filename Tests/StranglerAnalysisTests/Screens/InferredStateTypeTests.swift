import Testing
@testable import StranglerAnalysis

/// State shows the type a stored property's initial value evidently has, generic arguments included.
struct InferredStateTypeTests {
    @Test func anInitializerCallGivesItsTypeWithItsGenericArguments() {
        let (screen, _) = screen(viewControllerBody: """
            var cancellables = Set<AnyCancellable>()
            var cache = NSCache<NSString, UIImage>()
            var formatter = DateFormatter()
            var items = [String]()
            """)
        let types = screen.propertyTypes(named: ["cancellables", "cache", "formatter", "items"])
        #expect(types == ["cancellables: Set<AnyCancellable>", "cache: NSCache<NSString, UIImage>", "formatter: DateFormatter", "items: [String]"])
    }

    /// A C constructor function is no type: `minSize = NSMakeSize(285, 120)` is an `NSSize`, as `CGRectMake(…)` is a
    /// `CGRect`.
    @Test func aCConstructorFunctionGivesTheTypeItMakes() {
        let (screen, _) = screen(viewControllerBody: """
            var minSize = NSMakeSize(285, 120)
            var frame = CGRectMake(0, 0, 10, 10)
            var range = NSMakeRange(0, 4)
            var start = CMTimeMakeWithSeconds(1.5, preferredTimescale: 600)
            """)
        #expect(screen.state.map { "\($0.name): \($0.type)" } == ["minSize: NSSize", "frame: CGRect", "range: NSRange", "start: CMTime"])
    }

    /// A type's own constant (`lastScrollOffset = CGPoint.zero`) and a dictionary's initializer
    /// (`toggles = [Int: [Int: BlockerToggle]]()`) give their types.
    @Test func aTypesOwnConstantAndADictionaryInitializerGiveTheirTypes() {
        let (screen, _) = screen(viewControllerBody: """
            private var lastScrollOffset = CGPoint.zero
            private var toggles = [Int: [Int: BlockerToggle]]()
            var lastSync = Date.distantPast
            var title = Constants.defaultTitle
            var tint = UIColor.red
            """)
        let types = screen.state.map { "\($0.name): \($0.type)" }
        // `Constants.defaultTitle` shows nothing of its type; `UIColor.red` makes `tint` UI, which is no state.
        #expect(types == [
            "lastScrollOffset: CGPoint", "toggles: [Int: [Int: BlockerToggle]]", "lastSync: Date", "title: unknown",
        ])
    }

    /// A SwiftUI view's environment values have their types: a client read from the environment
    /// (`@Environment(SomeClient.self) private var client`) is that client, so `client.get(path:)` is networking.
    @Test func aSwiftUIEnvironmentValueHasItsType() {
        let report = analyze("""
            final class MastodonClient {
                func get(path: String) async throws -> Data { try await URLSession.shared.data(from: URL(string: path)!).0 }
            }
            struct ExploreView: View {
                @Environment(MastodonClient.self) private var client
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.modelContext) private var context
                @Environment(\\.appSpecificKey) private var custom
                @Environment(\\.isCompactRow) private var isCompact
                @Environment(\\.rowIndentation) private var indentation
                @Environment(\\.redactionReasons) private var reasons
                @State private var trends: [String] = []
                var body: some View { Text("Explore").task { await load() } }
                func load() async { _ = try? await client.get(path: "/api/v1/trends") }
                func close() { dismiss() }
            }
            extension EnvironmentValues {
                @Entry var isCompactRow: Bool = false
                var rowIndentation: UInt {
                    get { self[RowIndentationKey.self] }
                    set { self[RowIndentationKey.self] = newValue }
                }
            }
            """)
        let screen = report.screens.first { $0.name == "ExploreView" }!
        // A key the codebase declares in its extension of `EnvironmentValues` has the type it declares there; one it does
        // not declare stays unknown.
        #expect(screen.propertyTypes(named: ["client", "dismiss", "context", "custom", "isCompact", "indentation", "trends"]) == [
            "client: MastodonClient", "dismiss: DismissAction", "context: ModelContext", "custom: unknown", "isCompact: Bool",
            "indentation: UInt", "trends: [String]",
        ])
        // What the environment says of how the view is drawn is the view's own, no state.
        #expect(screen.members.first { $0.name == "reasons" }?.roles == [.viewController])
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["client"] == [.worker])
        #expect(roles["load()"]?.contains(.worker) == true)
        // SwiftUI's dismiss action is the view's way back, as a closure its presenter hands in is.
        #expect(roles["dismiss"] == [.router])
        #expect(roles["close()"]?.contains(.router) == true)
        #expect(roles["context"] == [.worker])
    }

    /// A value a codebase method makes has the type the method declares: `lazy var sections = makeSections()`,
    /// `let separator = UIView.separator()`, `ToolbarView.fromNib()`.
    @Test func aValueACodebaseMethodMakesHasTheTypeItDeclares() {
        let report = analyze([
            "UIView+Separator.swift": """
                extension UIView {
                    static func separator() -> UIView { UIView() }
                    static func fromNib() -> Self? { nil }
                }
                enum Settings {
                    static func isStripeHidden() -> Bool { UserDefaults.standard.bool(forKey: "stripe") }
                }
                final class ToolbarView: UIView {}
                """,
            "SettingsViewController.swift": """
                final class SettingsViewController: UIViewController {
                    private lazy var sections = makeSections()
                    private let separator = UIView.separator()
                    private let toolbar = ToolbarView.fromNib()
                    private var isStripeHiddenInSpeakerView = Settings.isStripeHidden()
                    private var pending = makeNothing()
                    func makeSections() -> [String] { ["a"] }
                    func makeNothing() {}
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "SettingsViewController" }!
        // The separator and the toolbar are views: no state. A flag whose name ends like a view's is still state.
        #expect(screen.state.map { "\($0.name): \($0.type)" } == ["sections: [String]", "isStripeHiddenInSpeakerView: Bool", "pending: unknown"])
    }

    /// A closure called in place (`let textView = { let textView = UITextView(…); …; return textView }()`), a nested
    /// type's initializer (`ToolbarView.ViewModel(delegate: nil)`), an array (`[Section(…)]`) and alternatives
    /// (`TabsModel.load() ?? TabsModel(desktop: false)`, `isPad ? 100.0 : 0.0`): each shows its type.
    @Test func aClosureCalledInPlaceANestedTypeAnArrayAndAlternativesShowTheirTypes() {
        let (screen, _) = screen(viewControllerBody: """
            private let formatter = {
                let formatter = DateFormatter()
                formatter.dateStyle = .short
                return formatter
            }()
            private lazy var queue = { () -> OperationQueue in
                let queue = OperationQueue()
                return queue
            }()
            private let title = { "Settings" }()
            private let textView = {
                let textView = UITextView()
                textView.isEditable = false
                return textView
            }()
            private lazy var child = { return ChildViewController() }()
            var toolbarModel = ToolbarView.ViewModel(delegate: nil)
            let sections = [Section(title: "a"), Section(title: "b")]
            let tabs = TabsModel.load() ?? TabsModel(desktop: false)
            let padding = isPad ? 100.0 : 0.0
            let doubled = { $0 * 2 }(21)
            let undecided = {
                let value = compute()
                return value
            }()
            let mixed = [Section(title: "a"), Header()]
            let either = isPad ? 1 : "one"
            let greeting = NSLocalizedString("hello", comment: "")
            """)
        // The text view is UI and the child a view controller this one holds: neither is state.
        #expect(screen.propertyTypes(named: ["formatter", "queue", "title", "toolbarModel", "sections", "tabs", "padding", "doubled", "undecided", "mixed", "either", "greeting"]) == [
            "formatter: DateFormatter", "queue: OperationQueue", "title: String", "toolbarModel: ToolbarView.ViewModel",
            "sections: [Section]", "tabs: TabsModel", "padding: Double", "doubled: unknown", "undecided: unknown",
            "mixed: unknown", "either: unknown", "greeting: String",
        ])
    }

    /// `AppDefaults.shared.articleTextSize`, `UIView.separatorLine` (a static property of the codebase's extension),
    /// `ImageType.avatar` (a case of an enum the screen declares), `view.frame.size`,
    /// `ContentBlocking.shared.makeAttributionLogic(tld:)`: the declarations give the
    /// type of what is read or made, and a property typed so types the ones read from it (`theme.accent`).
    @Test func aValueReadFromACodebaseMemberHasTheTypeItDeclares() {
        let report = analyze([
            "AppDefaults.swift": """
                final class AppDefaults {
                    static let shared = AppDefaults()
                    var articleTextSize: ArticleTextSize { .medium }
                    static let theme = Theme()
                }
                final class Theme { var accent: Int = 1 }
                final class ContentBlocking {
                    static let shared = ContentBlocking()
                    func makeAttributionLogic(tld: String) -> AttributionLogic { AttributionLogic() }
                }
                final class AttributionLogic {}
                enum ArticleTextSize { case small, medium }
                enum Constants {
                    static let retries = 3
                    enum Keys { static let override = "override" }
                }
                extension UIView {
                    static var separatorLine: UIView { UIView() }
                }
                """,
            "ProfileViewController.swift": """
                final class ProfileViewController: UIViewController {
                    private var articleTextSize = AppDefaults.shared.articleTextSize
                    private var accent = AppDefaults.theme.accent
                    private var theme = AppDefaults.theme
                    private var themeAccent = theme.accent
                    private let attributionLogic = ContentBlocking.shared.makeAttributionLogic(tld: "com")
                    private let separatorLine = UIView.separatorLine
                    private var currentImageType = ImageType.avatar
                    private lazy var screenSize = view.frame.size
                    private var size = ArticleTextSize.small
                    private var retries = Constants.retries
                    private var timeout = Constants.timeout
                    private var key = Constants.Keys.override
                    private var raw = ImageType.avatar.rawValue
                    private var unknownType = Elsewhere.value
                    fileprivate enum ImageType: String { case avatar, banner }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ProfileViewController" }!
        // The separator is a view: no state. What the declarations do not type stays unknown.
        #expect(screen.state.map { "\($0.name): \($0.type)" } == [
            "articleTextSize: ArticleTextSize", "accent: Int", "theme: Theme", "themeAccent: Int",
            "attributionLogic: AttributionLogic", "currentImageType: ImageType", "screenSize: CGSize",
            "size: ArticleTextSize", "retries: Int", "timeout: unknown", "key: String", "raw: unknown", "unknownType: unknown",
        ])
    }

    /// Framework methods (`Bundle.main.url(forResource:withExtension:)`, `UIDevice.current.orientation`), a dictionary
    /// keyed by an enum's cases (`titles` keyed by `Sections`) and SwiftUI's `@Namespace` show their types.
    @Test func frameworkMethodsKeyedDictionariesAndSwiftUIsNamespaceShowTheirTypes() {
        let report = analyze([
            "DebugViewController.swift": """
                final class DebugViewController: UITableViewController {
                    let soundUrl = Bundle.main.url(forResource: "chime", withExtension: "mp3")
                    let launches = UserDefaults.standard.integer(forKey: "launches")
                    private let titles = [
                        Sections.info: "Info",
                        Sections.models: "Models",
                    ]
                    private let limits = [Sections.info: 1, Sections.models: "2"]
                    private let mixed = [Sections.info: "Info", Other.models: "Models"]
                    var orientation = UIDevice.current.orientation
                    let loaded = Bundle.main.load()
                    enum Sections { case info, models }
                }
                """,
            "OnboardingView.swift": """
                struct OnboardingView: View {
                    @Namespace var animationNamespace
                    @State private var step = 0
                    func next() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                    var body: some View { Text("") }
                }
                """,
        ])
        let debug = report.screens.first { $0.name == "DebugViewController" }!
        // The orientation is a `UIDeviceOrientation`, UIKit's: what the view lays itself out by, no state.
        #expect(debug.propertyTypes(named: ["soundUrl", "launches", "titles", "limits", "mixed", "loaded"]) == [
            "soundUrl: URL?", "launches: Int", "titles: [Sections: String]", "limits: unknown", "mixed: unknown", "loaded: unknown",
        ])
        #expect(debug.members.first { $0.name == "orientation" }?.roles == [.viewController])
        let onboarding = report.screens.first { $0.name == "OnboardingView" }!
        // A namespace is the view's own: no state (see `ViewOwnStateTests`).
        #expect(onboarding.state.map { "\($0.name): \($0.type)" } == ["step: Int"])
        #expect(onboarding.members.first { $0.name == "animationNamespace" }?.reasons == ["ui: the view's own @Namespace, SwiftUI's state of the view"])
    }

    /// Negated values (`selectedItem = -1`, `localOnly = !SyncManager.isUserLoggedIn()`), decisions and a widget view's
    /// `@Environment(\.widgetFamily)` show their types.
    @Test func negatedValuesDecisionsAndWidgetEnvironmentValuesShowTheirTypes() {
        let (screen, _) = screen(viewControllerBody: """
            private var selectedItem = -1
            private var offset = -2.5
            private var localOnly = !SyncManager.isUserLoggedIn()
            private var needsSync = pending.count > 0 && !isOffline
            private var label = isOn ? "On" : 3
            private var sum = -total
            """)
        #expect(screen.propertyTypes(named: ["selectedItem", "offset", "localOnly", "needsSync", "label", "sum"]) == [
            "selectedItem: Int", "offset: Double", "localOnly: Bool", "needsSync: Bool", "label: unknown", "sum: unknown",
        ])
        let report = analyze("""
            struct NowPlayingEntryView: View {
                @Environment(\\.widgetFamily) var family
                @Environment(\\.showsWidgetContainerBackground) var showsBackground
                @State private var opened = false
                func open() { UserDefaults.standard.set(true, forKey: "opened") }
                var body: some View { Text("") }
            }
            """)
        #expect(report.screens.first?.state.map { "\($0.name): \($0.type)" } == ["family: WidgetFamily", "showsBackground: Bool", "opened: Bool"])
    }
}
