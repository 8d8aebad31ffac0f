import Testing
import StranglerSources
@testable import StranglerAnalysis

/// What writes a store, and what only looks like it. Assigning a property the codebase's `extension UserDefaults` adds
/// (`UserDefaults.standard.chartWidthInHours = 3`) writes; registering to observe a key
/// (`UserDefaults.standard.addObserver(self, forKeyPath: …)`) or reading a flag named with a verb
/// (`if UserDefaults.standard.addDebugLogs`) does not. A logger's lines are its own business: whether it appends to a
/// file or reads its switch from the defaults, a screen that logs (or shows a toast that logs) does no persistence.
@Suite struct StoreWriteTests {
    static let report = analyze([
        "Support.swift": """
            import Foundation
            extension UserDefaults {
                @objc dynamic var chartWidthInHours: Double {
                    get { double(forKey: "chartWidthInHours") }
                    set { set(newValue, forKey: "chartWidthInHours") }
                }
                @objc dynamic var addDebugLogs: Bool { bool(forKey: "debugLogs") }
                var showsExpandedInfo: Bool {
                    get { bool(forKey: "expanded") }
                    set { set(newValue, forKey: "expanded") }
                }
            }
            final class Settings {
                static let shared = Settings()
                var isDarkMode: Bool {
                    get { UserDefaults.standard.bool(forKey: "dark") }
                    set { UserDefaults.standard.set(newValue, forKey: "dark") }
                }
                var launches = 0
            }
            final class LoggingService {
                static let shared = LoggingService()
                private var entries: [String] = []
                func info(_ message: String) {
                    guard UserDefaults.standard.bool(forKey: "loggingEnabled") else { return }
                    entries.append(message)
                }
            }
            final class ToastManager {
                static let shared = ToastManager()
                var toasts: [String] = []
                func show(_ text: String) {
                    toasts.append(text)
                    LoggingService.shared.info("toast")
                }
            }
            protocol AppSettings: AnyObject { var autoClear: Bool { get set } }
            final class AppUserDefaults: AppSettings {
                var autoClear: Bool {
                    get { UserDefaults.standard.bool(forKey: "autoClear") }
                    set { UserDefaults.standard.set(newValue, forKey: "autoClear") }
                }
            }
            final class DPad {
                var tint: Int = 0 {
                    didSet { shown = UserDefaults.standard.bool(forKey: "buttonTints") ? tint : 0 }
                }
                var shown = 0
            }
            final class Player {
                var isPlaying = false
                func start() {
                    isPlaying = true
                    trace("started", category: "player")
                }
            }
            final class FavoritesStore {
                func add(_ id: String) {
                    var ids = UserDefaults.standard.stringArray(forKey: "favorites") ?? []
                    ids.append(id)
                    UserDefaults.standard.set(ids, forKey: "favorites")
                }
            }
            func trace(_ message: String, category: String) {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace.log")
                try? message.data(using: .utf8)?.write(to: url)
            }
            enum KeyChain {
                static var username: String? {
                    get { UserDefaults.standard.string(forKey: "username") }
                    set { UserDefaults.standard.set(newValue, forKey: "username") }
                }
            }
            final class Authentication {
                func removeStoredCredentials() {
                    KeyChain.username = nil
                    log("Credentials removed")
                }
            }
            final class StorageManager {
                static var persistentContainer: NSPersistentContainer = {
                    NSPersistentContainer(name: "Model")
                }()
                static func saveContext() {
                    let context = persistentContainer.viewContext
                    if context.hasChanges { try? context.save() }
                    log("saved")
                }
            }
            func log(_ message: String) {
                try? message.data(using: .utf8)?.write(to: URL(fileURLWithPath: "/tmp/app.log"))
            }
            func logIn(user: String) {
                UserDefaults.standard.set(user, forKey: "user")
            }
            """,
        "ChartViewController.swift": """
            import UIKit
            final class ChartViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                let favorites = FavoritesStore()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    UserDefaults.standard.addObserver(self, forKeyPath: "chartWidthInHours", options: .new, context: nil)
                }
                @IBAction func widen(_ sender: Any) {
                    UserDefaults.standard.chartWidthInHours = 6
                }
                @IBAction func expand(_ sender: Any) {
                    UserDefaults.standard.showsExpandedInfo.toggle()
                }
                let appSettings: AppSettings = AppUserDefaults()
                func clearAutomatically() {
                    appSettings.autoClear = true
                }
                let pad = DPad()
                func tintPad() {
                    pad.tint = 2
                }
                @IBAction func darken(_ sender: Any) {
                    Settings.shared.isDarkMode = true
                    Settings.shared.launches = 2
                }
                @IBAction func star(_ sender: Any) {
                    favorites.add("42")
                }
                func logIfNeeded() {
                    if UserDefaults.standard.addDebugLogs { label.text = "debug" }
                }
                let player = Player()
                @IBAction func download(_ sender: Any) {
                    player.start()
                    ToastManager.shared.show("Downloading")
                    trace("download tapped", category: "chart")
                    label.text = "…"
                }
                @IBAction func signIn(_ sender: Any) {
                    logIn(user: "me")
                }
                let authentication = Authentication()
                func sessionFailed() {
                    authentication.removeStoredCredentials()
                }
                func trustSelected() {
                    StorageManager.saveContext()
                }
                @IBAction func pickTab(_ sender: Any) {
                    SharedMainViewModel.shared.changeIndexView(indexViewInt: 2)
                }
                func showCurrentTab() {
                    label.text = String(SharedMainViewModel.shared.currentIndex())
                }
            }
            final class SharedMainViewModel {
                static let shared = SharedMainViewModel()
                var indexView = 0
                func changeIndexView(indexViewInt: Int) {
                    let preferences = UserDefaults.standard
                    indexView = indexViewInt
                    preferences.set(indexView, forKey: "indexView")
                }
                func currentIndex() -> Int { UserDefaults.standard.integer(forKey: "indexView") }
            }
            """,
    ])

    static var screen: ScreenAnalysis { report.screens.first { $0.name == "ChartViewController" }! }

    static func writes(in member: String) -> [String] {
        screen.sideEffects.filter { $0.kind == "persistenceWrite" && $0.member == member }.map(\.symbol)
    }

    static func persistence(of member: String) -> [String] {
        screen.responsibilities.first { $0.kind == .persistence }?.evidence.filter { $0.member == member }.map(\.symbol) ?? []
    }

    @Test func assigningAKeyValueStoresPropertyWritesIt() {
        #expect(Self.writes(in: "widen(_:)") == ["UserDefaults.standard.chartWidthInHours"])
        #expect(Self.writes(in: "expand(_:)") == ["UserDefaults.standard.showsExpandedInfo.toggle"])
    }

    @Test func assigningAPropertyTheCodebasesStorePersistsWritesIt() {
        #expect(Self.writes(in: "darken(_:)") == ["Settings.isDarkMode"])
        #expect(Self.persistence(of: "darken(_:)") == ["Settings.isDarkMode"])
    }

    /// Setting a protocol's property (`AppSettings.autoClear`) writes when its conformer (`AppUserDefaults`) stores it.
    @Test func assigningAProtocolsPropertyItsConformerStoresWritesIt() {
        #expect(Self.writes(in: "clearAutomatically()") == ["AppSettings.autoClear"])
    }

    /// A property whose observer only reads a setting (`DPad.tint`): setting it reads the store, writes nothing.
    @Test func assigningAPropertyWhoseObserverOnlyReadsTheStoreWritesNothing() {
        #expect(Self.writes(in: "tintPad()").isEmpty)
    }

    @Test func aCallOfTheCodebasesStoreThatWritesIsAWrite() {
        #expect(Self.writes(in: "star(_:)") == ["FavoritesStore.add"])
    }

    /// Objective-C preferences whose setters write the user defaults through a helper
    /// (`- (void)setBackupFiles:(BOOL)v { [self setBool:kBackupFiles value:v]; }`): assigning one writes, as calling its
    /// setter does; assigning a property whose setter only keeps the value writes nothing.
    @Test func assigningAnObjectiveCPropertyWhoseSetterWritesWritesIt() throws {
        let report = analyze([
            "AppPreferences.h": """
                @interface AppPreferences : NSObject
                + (instancetype)sharedInstance;
                @property BOOL backupFiles;
                @property BOOL compact;
                @end
                """,
            "AppPreferences.m": """
                @implementation AppPreferences
                - (BOOL)backupFiles { return [self getBool:@"backupFiles"]; }
                - (void)setBackupFiles:(BOOL)backupFiles { [self setBool:@"backupFiles" value:backupFiles]; }
                - (void)setCompact:(BOOL)compact { _compact = compact; }
                - (BOOL)getBool:(NSString *)key { return [NSUserDefaults.standardUserDefaults boolForKey:key]; }
                - (void)setBool:(NSString *)key value:(BOOL)value { [NSUserDefaults.standardUserDefaults setBool:value forKey:key]; }
                @end
                """,
            "BackupViewController.m": """
                @interface BackupViewController : UITableViewController
                @end
                @implementation BackupViewController
                - (void)backupChanged:(UISwitch *)sender { AppPreferences.sharedInstance.backupFiles = sender.on; }
                - (void)backupSet:(UISwitch *)sender { [AppPreferences.sharedInstance setBackupFiles:sender.on]; }
                - (void)compactChanged:(UISwitch *)sender { AppPreferences.sharedInstance.compact = sender.on; }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "BackupViewController" })
        #expect(screen.sideEffects.filter { $0.kind == "persistenceWrite" }.map { "\($0.member) \($0.symbol)" } == [
            "backupChanged: AppPreferences.backupFiles", "backupSet: AppPreferences.setBackupFiles",
        ])
    }

    /// A write's verb is the name's whole first word: `setupDiffableDataSource()` or `storedSnapshots()` may read the
    /// user defaults, but writes nothing.
    @Test(arguments: [
        ("set", true), ("setObject", true), ("saveContext", true), ("removeAll", true), ("add", true), ("update", true),
        ("setupDiffableDataSource", false), ("settings", false), ("addressBook", false), ("storedSnapshots", false), ("updated", false),
    ])
    func aWritesVerbIsTheNamesWholeFirstWord(name: String, writes: Bool) {
        #expect(PersistenceDetector.isWrite(Event(kind: .call, path: ["store", name], line: 1, column: 1)) == writes)
    }

    /// A codebase member that sets a key of the user defaults through a local
    /// (`SharedMainViewModel.shared.changeIndexView(indexViewInt:)`) writes, though its name has no verb of one.
    /// Reading the key is persistence, no write.
    @Test func aCallOfACodebaseMemberThatWritesIsAWriteWhateverItsName() {
        #expect(Self.writes(in: "pickTab(_:)") == ["SharedMainViewModel.changeIndexView"])
        #expect(Self.persistence(of: "showCurrentTab()") == ["SharedMainViewModel.currentIndex"])
        #expect(Self.writes(in: "showCurrentTab()").isEmpty)
    }

    /// A collaborator that clears a stored value through a property's setter, and also logs: the write is found through
    /// the setter, not through the log line.
    @Test func aCollaboratorThatAssignsAStoredPropertyWritesThroughIt() {
        #expect(Self.writes(in: "sessionFailed()") == ["Authentication.removeStoredCredentials"])
    }

    @Test func aContextReadFromThePersistentContainerIsSaved() {
        #expect(Self.writes(in: "trustSelected()") == ["StorageManager.saveContext"])
    }

    @Test func observingAKeyOrReadingAFlagNamedWithAVerbWritesNothing() {
        #expect(Self.writes(in: "viewDidLoad()").isEmpty)
        #expect(Self.writes(in: "logIfNeeded()").isEmpty)
        #expect(Self.persistence(of: "logIfNeeded()") == ["UserDefaults.standard.addDebugLogs"])
    }

    @Test func loggingIsNoPersistenceWhateverTheLoggerDoes() {
        #expect(Self.persistence(of: "download(_:)").isEmpty)
        #expect(!(Self.screen.members.first { $0.name == "download(_:)" }?.roles.contains(.worker) ?? true))
    }

    @Test func aFunctionNamedForLoggingInIsNoLogger() {
        #expect(Self.persistence(of: "signIn(_:)") == ["logIn"])
    }

    @Test(arguments: [("trace", true), ("log", true), ("logError", true), ("debugLog", true), ("traceEvent", true),
                      ("logIn", false), ("logOut", false), ("logout", false), ("login", false), ("logo", false), ("catalog", false),
                      ("Log", false), ("backlogItems", false)])
    func loggingFunctionNames(name: String, isLogging: Bool) {
        #expect(TypeNames.isLoggingFunction(name) == isLogging)
    }

    @Test(arguments: [("LoggingService", true), ("LogManager", true), ("NCLog", true), ("AppLogger", true), ("LoggerClient", true),
                      ("LogSegment", false), ("LoggingSettingsView", false), ("CatalogService", false), ("BacklogManager", false), ("ChangeLogView", false)])
    func loggerTypeNames(name: String, isLogger: Bool) {
        #expect(TypeNames.isLogger(name) == isLogger)
    }
}
