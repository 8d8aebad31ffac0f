import StranglerSources

/// Persistence: UserDefaults, archiving, Core Data, SwiftData, file writes, the Keychain, Realm, SQLite
/// and GRDB, and the codebase's own stores that use them.
struct PersistenceDetector: Detector {
    let responsibility = Responsibility.persistence

    /// SwiftUI's wrappers that keep their value in a store, and the Defaults library's `@Default(.key)` (see `DefaultsLibrary`).
    static let persistedWrappers: Set<String> = ["AppStorage", "SceneStorage", "FetchRequest", "Query", DefaultsLibrary.wrapper]

    static let frameworkTypes: NameSet = [
        "UserDefaults", "NSUserDefaults", "NSKeyedArchiver", "NSKeyedUnarchiver", "NSManagedObjectContext",
        "NSPersistentContainer", "NSFetchRequest", "NSPersistentStoreCoordinator", "NSEntityDescription",
        "ModelContext", "Realm", "FMDatabase", "FMDatabaseQueue", "DatabaseQueue", "DatabasePool", "KeychainWrapper",
        "KeychainSwift", "Keychain", "SAMKeychain", "UICKeyChainStore", "Valet", "Locksmith", "YapDatabase",
        "YapDatabaseConnection", "YapDatabaseReadTransaction", "YapDatabaseReadWriteTransaction",
        "PINCache", "CoreStore", "NSUbiquitousKeyValueStore",
    ]

    static let keychainFunctions: NameSet = ["SecItemAdd", "SecItemUpdate", "SecItemCopyMatching", "SecItemDelete"]

    static let fileManagerWrites: NameSet = [
        "createFile", "createDirectory", "removeItem", "moveItem", "copyItem", "replaceItemAt", "replaceItem", "trashItem",
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        // The Defaults library's store (SwiftyUserDefaults' alike), through its subscript: `Defaults[.recentSearchTexts] = []`,
        // `Defaults[.libraryLanguageCodes].insert(code)`, `let texts = Defaults[.recentSearchTexts]`; not its `Defaults.Keys`,
        // nor a type of the codebase's own of that name, top-level or nested where it is read
        // (`AEXMLDocument.Defaults.version`).
        if event.path.first == DefaultsLibrary.store, event.path.count == 1 || !event.path[1].startsUppercase,
           context.scope.nestedTypes[DefaultsLibrary.store] == nil, !context.index.contains(DefaultsLibrary.store) {
            return event.kind == .assignment || event.name == "subscript" ? DefaultsLibrary.store + "[…]" : event.symbol
        }
        // Assigned to, a property of a key-value store (`UserDefaults.standard.chartWidthInHours = 3`) or one the codebase's
        // store persists in its setter (`settings.isDarkMode = true`) is written.
        if event.kind == .assignment {
            // The screen's own `@AppStorage` property set (`usesMetricUnits = isOn`): SwiftUI writes the user defaults.
            if event.unqualifiedPath.count == 1, let root = event.unqualifiedPath.first, BusinessLogicDetector.isPersisted(root, context) {
                return root + " ="
            }
            return assignedStoreProperty(event, context)
        }
        guard event.kind == .call || event.kind == .access, !event.isNotificationName else { return nil }
        // A free function: `sqlite3_exec(…)`, or `SecItemAdd(…)`, which reads like a construction.
        if event.kind == .call, let function = event.path.first,
           event.path.count == 1 || (event.path.count == 2 && event.name == "init"),
           Self.keychainFunctions.contains(function) || function.hasPrefix("sqlite3_") {
            return function
        }
        let type = context.receiverType(event)
        // A framework's store, or another module's the configuration names (`analyze.persistence_types`).
        func isStore(_ name: String) -> Bool {
            Self.frameworkTypes.contains(name) || context.index.external.isConfigured(name, as: .persistence)
        }
        if let type, isStore(type) { return event.symbol }
        if let root = event.typeRoot, isStore(root), !context.readsNestedType(event) { return event.symbol }
        // A member of the codebase's own store, called or read (`CartStore().itemCount`); an analytics client that
        // queues its events on disk is analytics for the screen, and a logger that writes its file is logging.
        let owner = event.kind == .call ? type : context.type(of: event.receiver)
        if let owner, context.typeFacts.logsOrTracks(event.name, on: owner) { return nil }
        if let owner, let member = context.memberCapabilities(of: event, on: owner), member.contains(.persistence),
           !member.contains(.networking) {
            return ProjectIndex.symbol(of: event.name, on: owner)
        }
        guard event.kind == .call else { return nil }
        // A member of the codebase's facade over its store, which hands the call straight on (`dataManager.addAllergy(…)`).
        if let owner, context.relaysPersistence(event, on: owner) { return ProjectIndex.symbol(of: event.name, on: owner) }
        if Self.fileManagers.contains(type ?? "") || Self.fileManagers.contains(event.typeRoot ?? ""), Self.fileManagerWrites.contains(event.name) {
            return event.symbol
        }
        if event.name == "write", event.arguments.first?.label == "to" || event.arguments.first?.label == "toFile" {
            return event.symbol
        }
        return nil
    }

    /// The symbol of an assignment to a stored property of a key-value store or of the codebase's own store.
    private func assignedStoreProperty(_ event: Event, _ context: EventContext) -> String? {
        // The screen's own property is the screen's: its observers' writes are found where they are.
        guard event.path.count >= 2, let owner = context.receiverType(event) ?? event.typeRoot, owner != context.typeName
        else { return nil }
        if Self.keyValueStores.contains(owner) { return event.symbol }
        guard !context.typeFacts.logsOrTracks(event.name, on: owner),
              let member = context.memberCapabilities(of: event, on: owner), member.contains(.persistence), !member.contains(.networking),
              context.capabilities.persistenceWriters[owner]?.contains(event.name) == true
        else { return nil }
        return ProjectIndex.symbol(of: event.name, on: owner)
    }

    /// Whether a persistence call writes (a side effect) rather than reads.
    static func isWrite(_ event: Event) -> Bool {
        // Assigned to (`Defaults[.recentSearchTexts] = []`), a store is written.
        if event.kind == .assignment { return true }
        let name = event.name
        if ["SecItemAdd", "SecItemUpdate", "SecItemDelete"].contains(event.path.first ?? name) || fileManagerWrites.contains(name) { return true }
        if name == "write" || name == "synchronize" || name == "archivedData" || name == "archiveRootObject" { return true }
        // YapDatabase's write transactions: `readWrite { … }`, `[connection asyncReadWriteWithBlock:…]`.
        if name.hasPrefix("readWrite") || name.hasPrefix("asyncReadWrite") { return true }
        // A property read is no write whatever its name (`if UserDefaults.standard.addDebugLevelLogsInTraceFileAndNSLog`),
        // nor is registering to observe a key (`UserDefaults.standard.addObserver(self, forKeyPath: …)`, key-value observing);
        // flipping a stored flag is (`UserDefaults.standard.showsExpandedInfo.toggle()`).
        guard event.kind == .call, !NetworkingDetector.registersAnObserver(name) else { return false }
        if name == "toggle" { return true }
        return writeVerbs.contains { verb in name.hasPrefix(verb) && Self.startsAWord(name, at: verb.utf8.count) }
    }

    private static let writeVerbs = ["set", "save", "remove", "delete", "insert", "update", "add", "store", "write", "archive", "clear", "persist", "reset"]

    /// Whether the verb is the name's whole first word: `set`, `setObject`, `saveContext`, not `setup…`
    /// (`setupDiffableDataSource()`), `settings` or `address…`. Read on bytes, not with `NameWords.split`: this is
    /// asked of every persistence finding, and splitting allocates.
    private static func startsAWord(_ name: String, at offset: Int) -> Bool {
        let bytes = name.utf8
        guard offset < bytes.count else { return true }
        let next = bytes[bytes.index(bytes.startIndex, offsetBy: offset)]
        return !(0x61...0x7A).contains(next)
    }

    /// Foundation's file manager, by its Swift and its Objective-C name.
    private static let fileManagers: Set<String> = ["FileManager", "NSFileManager"]

    /// The key-value stores whose properties the codebase adds in extensions, read and written like its own
    /// (`extension UserDefaults { var chartWidthInHours: Double { get … set { set(newValue, forKey: …) } } }`).
    private static let keyValueStores: NameSet = ["UserDefaults", "NSUserDefaults", "NSUbiquitousKeyValueStore"]

    let examples = DetectorExamples(
        triggering: [
            """
            func remember(id: String) {
                ↓UserDefaults.standard.set(id, forKey: "lastProduct")
            }
            """,
            """
            let defaults = ↓UserDefaults.standard
            func load() -> Data? { ↓defaults.data(forKey: "cart") }
            """,
            """
            func saveToken(_ query: CFDictionary) {
                ↓SecItemAdd(query, nil)
            }
            """,
            """
            func export(_ data: Data, to url: URL) throws {
                try ↓data.write(to: url)
                try ↓FileManager.default.removeItem(at: url)
            }
            """,
            """
            let connection: YapDatabaseConnection = database.newConnection()
            func star(_ message: Message) {
                ↓connection.readWrite { transaction in message.save(with: transaction) }
            }
            """,
        ],
        nonTriggering: [
            """
            func documents() -> [URL] {
                FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)
            }
            """,
            """
            var cache: [String: Data] = [:]
            func keep(_ data: Data) { cache["x"] = data }
            """,
            """
            func observeSettings() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UserDefaults.didChangeNotification, object: nil)
            }
            """,
        ]
    )
}
