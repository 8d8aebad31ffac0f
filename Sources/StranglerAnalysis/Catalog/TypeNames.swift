import StranglerSources

/// Normalising type names written in source, and what UIKit and SwiftUI names mean.
package enum TypeNames {
    /// Whether a byte may be part of an ASCII name: a letter, a digit or `_`. Names are read in bytes wherever many are read.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == 0x5F || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `UILabel!` → `UILabel`, `[Review]?` → `[Review]`, `Box<Int>` → `Box`, `weak var` noise removed.
    package static func base(_ written: String) -> String {
        // Most names are plain identifiers: nothing to strip.
        if !written.utf8.contains(where: { $0 == 0x3F || $0 == 0x21 || $0 == 0x28 || $0 == 0x3C || $0 == 0x2E || $0 == 0x20 }) {
            return written
        }
        // The characters looked at are ASCII, so bytes serve: cheaper than `Character`s for every type an analysis reads.
        let bytes = Array(written.utf8)
        var start = 0
        var end = bytes.count
        func hasPrefix(_ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard end - start >= count else { return false }
            return (0..<count).allSatisfy { bytes[start + $0] == prefix.utf8Start[$0] }
        }
        while end > start, bytes[end - 1] == 0x3F || bytes[end - 1] == 0x21 { end -= 1 }  // `?`, `!`
        if end > start, bytes[start] == 0x28, bytes[end - 1] == 0x29 {  // `(…)`
            start += 1
            end -= 1
        }
        if hasPrefix("some ") { start += 5 }
        if hasPrefix("any ") { start += 4 }
        let isCollection = end > start && bytes[start] == 0x5B  // `[`
        if !isCollection, let angle = bytes[start..<end].firstIndex(of: 0x3C) { end = angle }  // `<`
        if !isCollection, let dot = bytes[start..<end].lastIndex(of: 0x2E) {  // `.`
            let qualifier = bytes[start..<dot]
            if !keptQualifiers.contains(where: { $0.elementsEqual(qualifier) }) { start = dot + 1 }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// A qualified type name as written, without `?`, `!` or generic arguments (`NavigationCoordinator.Router?` →
    /// `NavigationCoordinator.Router`); `nil` for a name with no qualifier. `base` drops the qualifier.
    static func qualified(_ written: String) -> String? {
        guard written.utf8.contains(UInt8(ascii: ".")) else { return nil }
        var name = Substring(written)
        while name.last == "?" || name.last == "!" { name.removeLast() }
        if let angle = name.firstIndex(of: "<") { name = name[..<angle] }
        guard name.contains("."), name.utf8.allSatisfy({ isNameByte($0) || $0 == UInt8(ascii: ".") }) else { return nil }
        return String(name)
    }

    /// The parts of a composition as `base` reads each (`(ItemsCoordinatorDelegate & NoteCoordinatorDelegate)?` →
    /// `ItemsCoordinatorDelegate`, `NoteCoordinatorDelegate`); `nil` for a type that is none.
    static func parts(ofComposition written: String) -> [String]? {
        guard written.utf8.contains(UInt8(ascii: "&")) else { return nil }
        return base(written).split(separator: "&").map { base(String($0.trimmingSpaces)) }
    }

    /// Modules whose types keep their qualifier: Alamofire's `Session` and `Request` are names many apps give their own
    /// types, so `Alamofire.Session` stays `Alamofire.Session`, which the networking detector knows.
    /// Firestore's `Query` and Firebase Auth's `User` likewise (see `BackendSDK`).
    static let keptQualifiers: [[UInt8]] = ["Alamofire", "FirebaseFirestore", "FirebaseAuth"].map { Array($0.utf8) }

    /// The protocol a delegate property's type names: `TokensViewControllerDelegate?`, Objective-C's
    /// `id<OTRComposeDelegate>`, which `base` would read as `id`.
    static func delegateProtocol(_ written: String) -> String {
        if written.hasPrefix("id<"), let close = written.firstIndex(of: ">") {
            return String(written[written.index(written.startIndex, offsetBy: 3)..<close]).trimmingCharacters(in: .whitespaces)
        }
        return base(written)
    }

    /// A logger of the codebase or another module (`NCLog`, `AppLogger`, `DDLog`, `LoggingService`):
    /// its name ends in a word of logging, or in one followed by `Service`, `Manager` and the like.
    static func isLogger(_ name: String) -> Bool {
        // Asked for every call's receiver type: most names have no `Log`, and one pass over the bytes says so.
        var bytes = name.utf8.makeIterator()
        var previous: (UInt8, UInt8) = (0, 0)
        var hasLog = false
        while let byte = bytes.next() {
            if previous == (UInt8(ascii: "L"), UInt8(ascii: "o")), byte == UInt8(ascii: "g") { hasLog = true; break }
            previous = (previous.1, byte)
        }
        guard hasLog else { return false }
        if name.hasSuffix("Log") || name.hasSuffix("Logger") || name.hasSuffix("Logging") { return true }
        // A service or manager named for logging (`LoggingService`, `LogManager`), not a thing that merely holds a log
        // (`LogSegment`, `LoggingSettingsView`).
        for word in loggerServiceWords where name.hasSuffix(word) {
            let stem = name.dropLast(word.count)
            return stem.hasSuffix("Log") || stem.hasSuffix("Logger") || stem.hasSuffix("Logging")
        }
        return false
    }

    private static let loggerServiceWords = ["Service", "Manager", "Center", "Client", "Provider", "Facade", "Helper"]

    /// A call of a logger's member, or of one of the codebase's logging functions.
    static func isLoggerCall(_ member: String, on type: String) -> Bool {
        isLogger(type) || (type == functionsNamespace && isLoggingFunction(member))
    }

    /// A free function of the codebase named for logging (`trace(_:log:category:type:)`, `debugLog`, `logError`): its
    /// first word is `log` or `trace` (not `logIn`, `logout`), or its last is `Log`.
    static func isLoggingFunction(_ name: String) -> Bool {
        let words = NameWords.split(name)
        guard let first = words.first else { return false }
        if first == "log" || first == "trace" { return !["In", "Out", "On", "Off"].contains(words.dropFirst().first ?? "") }
        return words.count > 1 && words.last == "Log"
    }

    /// View-controller classes of Apple's frameworks: subclassing one makes a screen.
    static let screenBaseClasses: NameSet = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
        "UINavigationController", "UITabBarController", "UISplitViewController", "UISearchController",
        "UIImagePickerController", "UIDocumentPickerViewController", "UIInputViewController",
        "UIHostingController", "AVPlayerViewController", "SFSafariViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "QLPreviewController", "PHPickerViewController", "CNContactViewController",
        "GLKViewController", "UIReferenceLibraryViewController", "UIActivityViewController",
        // AppKit's window controller: the controller of a Mac app's window (`MainWindowController`), as a view
        // controller is of an iOS screen.
        "NSWindowController",
    ]

    /// A superclass outside the codebase that makes a screen: Apple's, or a third party's `…ViewController`.
    package static func isExternalScreenBase(_ name: String) -> Bool {
        screenBaseClasses.contains(name) || name.hasSuffix("ViewController") || name == "ASViewController"
    }

    /// Apple's frameworks prefix their types with two capitals (`NSItemProvider`, `CXProvider`,
    /// `ASAuthorizationAppleIDProvider`, `UISegmentedControl`): none of them is the codebase's API client or tracker.
    static func isAppleFrameworkType(_ type: String) -> Bool {
        var bytes = type.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(), third >= 0x41, third <= 0x5A
        else { return false }
        return appleFrameworkPrefixes.contains(UInt16(first) << 8 | UInt16(second))
    }

    /// Two ASCII capitals as one number, compared without building a string.
    private static let appleFrameworkPrefixes: Set<UInt16> = Set(
        [
            "AR", "AS", "AV", "BG", "CA", "CB", "CG", "CI", "CK", "CL", "CM", "CN", "CT", "CV", "CX", "EK", "GK", "HK", "IN", "LA", "MF", "MK", "MP", "NE",
            "NS", "NW", "PH", "PK", "QL", "SF", "SK", "UI", "UN", "VN", "WK",
        ].map { prefix in prefix.utf8.reduce(UInt16(0)) { $0 << 8 | UInt16($1) } }
    )

    /// Types whose values are user interface: UIKit views and controls, colours, images and fonts; SwiftUI views.
    /// `dataTypes` are the codebase's value types named like views (see `ProjectIndex.dataTypesNamedLikeUI`), which are not.
    static func isUIType(_ written: String, dataTypes: Set<String> = []) -> Bool {
        let name = base(written)
        // An array of UIKit's elements is UI (`var items: [UIBarButtonItem] = []`); not an array of the codebase's
        // `Section`s or `RepositoryLabel`s, which the names below would take for views, nor a dictionary
        // (`[String: UIImage]` is a cache).
        if let element = elementType(of: name) {
            let type = base(element)
            return !nonUIKitUITypes.contains(type) && isUIKitName(type)
        }
        if nonUIKitUITypes.contains(name) { return false }
        if thirdPartyUITypes.contains(name) { return true }
        if isUIKitName(name) || swiftUITypes.contains(name) { return true }
        return isNamedLikeUI(name) && (dataTypes.isEmpty || !dataTypes.contains(name))
    }

    /// A name that ends like UIKit's views and controls do (`AvatarView`, `PriceLabel`, `Cell`), not a view model or controller.
    /// A layer is Core Animation's or AVFoundation's (`CAShapeLayer`, `AVPlayerLayer`); the codebase's own layers are UI when
    /// they descend from one (`ProjectIndex.viewClasses`), not for their name (a `DataLayer` may be a database).
    static func isNamedLikeUI(_ name: String) -> Bool {
        uiSuffixes.contains { name.hasSuffix($0) } && !name.hasSuffix("ViewModel") && !name.hasSuffix("Controller")
            && (!name.hasSuffix("Layer") || name.hasPrefix("CA") || name.hasPrefix("AV"))
    }

    /// The standard library's and Foundation's values (`String`, `Date`, `URL`, `NSNumber`): a property holding one holds
    /// data, whatever the codebase's extensions of its type do (an `extension String` method that reads the user
    /// defaults makes no `String` property a collaborator).
    static func isStandardValueType(_ written: String) -> Bool {
        standardValueTypes.contains(base(written))
    }

    private static let standardValueTypes: NameSet = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Decimal", "TimeInterval", "Date", "URL", "Data", "UUID", "IndexPath",
        "NSString", "NSMutableString", "NSAttributedString", "NSNumber", "NSDate", "NSURL", "NSData", "NSUUID", "NSIndexPath",
    ]

    /// SwiftUI's protocols a view's parts conform to, besides `View`, whose names do not end like a view's
    /// (`ButtonStyle`, `ViewModifier`, `UIViewRepresentable`, `ToolbarContent`, `Scene`).
    static func isSwiftUIPartProtocol(_ name: String) -> Bool {
        swiftUIPartSuffixes.contains { name.hasSuffix($0) } || swiftUIPartProtocols.contains(name)
    }

    private static let swiftUIPartSuffixes = ["Style", "Modifier", "Representable", "Shape", "Content"]
    private static let swiftUIPartProtocols: Set<String> = ["Scene", "Commands", "Widget", "App", "Layout"]

    /// UIKit's, AppKit's and SwiftUI's own types, by name alone (`UIColor`, `[UIImage]`, `some View`): not the codebase's
    /// types named like them.
    static func isFrameworkUIType(_ written: String) -> Bool {
        var name = base(written)
        if let element = elementType(of: name) { name = base(element) }
        if nonUIKitUITypes.contains(name) { return false }
        return name == "View" || isUIKitName(name) || swiftUITypes.contains(name) || thirdPartyUITypes.contains(name)
    }

    /// A closure that returns nothing, as a property's type: Swift's `() -> Void`, `((String, Bool) -> Void)?`,
    /// `@MainActor @Sendable (Result<T, Error>) async -> ()`, or an Objective-C block, `void (^)(BOOL done)`.
    /// Not an array of closures, nor one that returns a value (`() -> String` provides something).
    static func isCallback(_ written: String) -> Bool {
        // Read as bytes (every character looked at is ASCII); most types name no closure, and one pass decides that.
        var previous: UInt8 = 0
        for byte in written.utf8 {
            if byte == UInt8(ascii: "^") || byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-") {
                return isCallback(Array(written.utf8)[...])
            }
            previous = byte
        }
        return false
    }

    private static func isCallback(_ written: ArraySlice<UInt8>) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") }
        var type = written
        while let last = type.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") || isSpace(last) { type.removeLast() }
        while type.first == UInt8(ascii: "@") {  // attributes: `@escaping`, `@MainActor`, `@Sendable`
            guard let space = type.firstIndex(where: isSpace) else { return false }
            type = type[space...].drop(while: isSpace)
        }
        if type.starts(with: "void (^".utf8) || type.starts(with: "void(^".utf8) { return true }
        // The arrow outside any brackets; wrapping parentheses (`(() -> Void)?`) are looked through.
        var depth = 0
        var arrow: Int?
        var index = type.startIndex
        while index < type.endIndex, arrow == nil {
            switch type[index] {
            case UInt8(ascii: "-") where index + 1 < type.endIndex && type[index + 1] == UInt8(ascii: ">"):
                if depth == 0 { arrow = index }
                index += 1  // past `>`, which closes nothing
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth -= 1
            default: break
            }
            index += 1
        }
        guard let arrow else {
            guard type.first == UInt8(ascii: "("), type.last == UInt8(ascii: ")") else { return false }
            let inner = type.dropFirst().dropLast()
            // `(() -> Void)`, not a tuple or a parameter list alone.
            return inner.first == UInt8(ascii: "(") || inner.first == UInt8(ascii: "@") ? isCallback(inner) : false
        }
        let result = type[(arrow + 2)...].drop(while: isSpace)
        return result.elementsEqual("Void".utf8) || result.elementsEqual("()".utf8)
    }

    /// Named like UIKit's and AppKit's views, controls, colours, images and fonts (`UILabel`, `NSLayoutConstraint`); see
    /// `nonUIKitUITypes` for the `UI` names that are none.
    private static func isUIKitName(_ name: String) -> Bool {
        name.hasPrefix("UI") || name.hasPrefix("NS") && (uiSuffixes.contains(where: name.hasSuffix) || appKitUITypes.contains(name))
    }

    /// AppKit's interface objects whose names end like no view (`NSPopover`, `NSStatusItem`), which would otherwise read
    /// as the screen's state.
    private static let appKitUITypes: Set<String> = [
        "NSPopover", "NSStatusItem", "NSMenu", "NSMenuItem", "NSWindow", "NSPanel", "NSToolbar", "NSToolbarItem", "NSTouchBar",
        "NSTrackingArea", "NSCursor",
    ]

    /// The generic arguments a written type names, outermost only (`SceneType<UIKit.UINavigationController>` →
    /// `UIKit.UINavigationController`; `Result<[User], Error>` → `[User]`, `Error`); none for a type without any.
    static func genericArguments(of written: String) -> [String] {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return [] }
        var arguments: [String] = []
        var depth = 0
        var current = ""
        for character in written[written.index(after: open)..<close] {
            switch character {
            case "<", "[", "(": depth += 1
            case ">", "]", ")": depth -= 1
            case "," where depth == 0:
                arguments.append(String(current.trimmingSpaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        arguments.append(String(current.trimmingSpaces))
        return arguments.filter { !$0.isEmpty }
    }

    /// `X` of an array type `[X]` as `base` leaves it; `nil` for a dictionary or any other type.

    static func elementType(of name: String) -> String? {
        let utf8 = name.utf8
        if utf8.first == UInt8(ascii: "["), utf8.last == UInt8(ascii: "]"), !utf8.contains(UInt8(ascii: ":")) {
            return String(name.dropFirst().dropLast())
        }
        return nil
    }

    private static let nonUIKitUITypes: NameSet = [
        "UIApplication", "UIDevice", "UIPasteboard", "UIAccessibility", "UIResponder", "UUID", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate",
        "UIStoryboard", "UIViewController", "UITableViewController", "UICollectionViewController",
        "UINavigationController", "UITabBarController",
    ]

    /// Widely used libraries' types that drive views, whose names say nothing of it: IGListKit's adapter is a collection
    /// view's data source and delegate, and its section controllers configure cells and take their taps.
    private static let thirdPartyUITypes: NameSet = [
        "ListAdapter", "ListCollectionView", "ListSectionController", "ListBindingSectionController", "ListStackedSectionController",
    ]

    private static let uiSuffixes = [
        "View", "Label", "Button", "TextField", "TextView", "Cell", "Switch", "Slider", "Stepper", "Control",
        "Indicator", "Bar", "Image", "Color", "Font", "Layer", "Constraint", "Node", "Picker",
    ]

    static let swiftUITypes: NameSet = [
        "Text", "Image", "Color", "VStack", "HStack", "ZStack", "List", "Button", "Form", "Section", "NavigationView",
        "NavigationStack", "ScrollView", "LazyVStack", "LazyHStack", "Spacer", "Divider", "Toggle", "TextField",
        "ProgressView", "Label", "Group", "ForEach", "GeometryReader", "Font", "AnyView", "EmptyView",
    ]

    /// Properties every view controller has that are user interface, with their types.
    static let viewControllerUIMembers: [String: String] = [
        "view": "UIView", "title": "String", "navigationItem": "UINavigationItem", "tableView": "UITableView",
        "collectionView": "UICollectionView", "refreshControl": "UIRefreshControl", "tabBarItem": "UITabBarItem",
        "toolbarItems": "[UIBarButtonItem]", "editButtonItem": "UIBarButtonItem", "navigationBar": "UINavigationBar",
        "viewIfLoaded": "UIView", "preferredContentSize": "CGSize", "traitCollection": "UITraitCollection",
        "tabBar": "UITabBar", "searchController": "UISearchController",
        // An AppKit window controller's window.
        "window": "NSWindow",
    ]

    /// Properties every view controller has that lead to other controllers, with their types.
    static let viewControllerContainers: [String: String] = [
        "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
        "splitViewController": "UISplitViewController", "presentingViewController": "UIViewController",
        "presentedViewController": "UIViewController", "parent": "UIViewController", "storyboard": "UIStoryboard",
    ]

    /// A few framework members whose type the resolver needs to follow (`view.window`, `UIApplication.shared.delegate`).
    static let frameworkMembers: [String: [String: String]] = [
        "UIView": ["window": "UIWindow", "layer": "CALayer", "superview": "UIView", "frame": "CGRect", "bounds": "CGRect"],
        "CGRect": ["size": "CGSize", "origin": "CGPoint"],
        "UIWindow": ["rootViewController": "UIViewController"],
        "UIApplication": ["delegate": "UIApplicationDelegate", "keyWindow": "UIWindow"],
        "UINavigationController": ["topViewController": "UIViewController", "navigationBar": "UINavigationBar"],
        "UITabBarController": ["selectedViewController": "UIViewController", "tabBar": "UITabBar"],
        "UIDevice": ["orientation": "UIDeviceOrientation", "userInterfaceIdiom": "UIUserInterfaceIdiom", "systemVersion": "String"],
        // Core Data's context, read from the container (`StorageManager.persistentContainer.viewContext`, then `save()`).
        "NSPersistentContainer": ["viewContext": "NSManagedObjectContext", "persistentStoreCoordinator": "NSPersistentStoreCoordinator"],
    ]

    /// Framework methods a property's initial value is often made with, by receiver type and base name, with the type they
    /// return: `Bundle.main.url(forResource: "chime", withExtension: "mp3")` is a `URL?`.
    static let frameworkMethods: [String: [String: String]] = [
        "Bundle": ["url": "URL?", "path": "String?", "object": "Any?", "loadNibNamed": "[Any]?"],
        "UserDefaults": [
            "string": "String?", "bool": "Bool", "integer": "Int", "double": "Double", "float": "Float", "data": "Data?",
            "url": "URL?", "array": "[Any]?", "dictionary": "[String: Any]?", "stringArray": "[String]?", "object": "Any?",
        ],
        "NSPersistentContainer": ["newBackgroundContext": "NSManagedObjectContext"],
        "FileManager": ["urls": "[URL]", "fileExists": "Bool", "contentsOfDirectory": "[String]", "url": "URL"],
        "UIFont": ["systemFont": "UIFont", "boldSystemFont": "UIFont", "italicSystemFont": "UIFont", "preferredFont": "UIFont",
                   "monospacedDigitSystemFont": "UIFont", "monospacedSystemFont": "UIFont"],
        // A cell dequeued and then cast to the codebase's (`let cell = tableView.dequeueReusableCell(…)`, then
        // `if let cell = cell as? Cell`): the code before the cast reads the framework's cell.
        "UITableView": ["dequeueReusableCell": "UITableViewCell", "cellForRow": "UITableViewCell?",
                        "dequeueReusableHeaderFooterView": "UITableViewHeaderFooterView?", "headerView": "UITableViewHeaderFooterView?"],
        "UICollectionView": ["dequeueReusableCell": "UICollectionViewCell", "cellForItem": "UICollectionViewCell?",
                             "dequeueReusableSupplementaryView": "UICollectionReusableView"],
        // A cell's content configuration (`var content = cell.defaultContentConfiguration()`), which the cell shows.
        "UITableViewCell": ["defaultContentConfiguration": "UIListContentConfiguration"],
        "UICollectionViewListCell": ["defaultContentConfiguration": "UIListContentConfiguration"],
        "UITableViewHeaderFooterView": ["defaultContentConfiguration": "UIListContentConfiguration"],
    ]

    /// UIKit's and AppKit's classes that apps subclass or extend, with their superclasses: how a codebase's extension of
    /// `NSObject` or `UIViewController` reaches a `UITableViewController` subclass (`extension NSObject { var
    /// appDelegate: AppDelegate }`, which every screen then reads).
    static let frameworkSuperclasses: [String: String] = {
        var table = [
            "UIResponder": "NSObject", "UIViewController": "UIResponder", "UIView": "UIResponder", "UIApplication": "UIResponder",
            "UIImagePickerController": "UINavigationController", "UIControl": "UIView", "UIScrollView": "UIView",
            "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
            "UICollectionViewCell": "UICollectionReusableView", "UICollectionViewListCell": "UICollectionViewCell",
            "NSResponder": "NSObject", "NSViewController": "NSResponder", "NSView": "NSResponder", "NSWindow": "NSResponder",
            "NSWindowController": "NSResponder", "NSControl": "NSView", "NSButton": "NSControl", "NSTextField": "NSControl",
            "NSTableView": "NSControl", "NSCollectionView": "NSView",
        ]
        for controller in [
            "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
            "UIPageViewController", "UISplitViewController", "UIAlertController", "UISearchController", "UIHostingController",
            "UIActivityViewController", "UIDocumentPickerViewController", "SFSafariViewController",
        ] { table[controller] = "UIViewController" }
        for view in [
            "UILabel", "UIImageView", "UIStackView", "UIVisualEffectView", "UIActivityIndicatorView", "UIProgressView",
            "UITableViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UINavigationBar", "UIToolbar",
            "UITabBar", "UISearchBar", "UIWindow", "UIPickerView", "WKWebView", "MKMapView",
        ] { table[view] = "UIView" }
        for control in ["UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIDatePicker", "UIStepper", "UIPageControl"] {
            table[control] = "UIControl"
        }
        return table
    }()

    /// A type named like a navigator, or nested in one (`ProfileRouter.Wrapper`).
    static func isNamedLikeNavigator(_ type: String) -> Bool {
        guard type.utf8.contains(UInt8(ascii: ".")) else { return navigatorSuffixes.contains(where: type.hasSuffix) }
        return type.split(separator: ".").contains { name in navigatorSuffixes.contains(where: name.hasSuffix) }
    }

    private static let navigatorSuffixes = ["Coordinator", "Router", "Navigator", "Wireframe", "Presenter", "Flow"]

    /// How a delegate or data-source protocol's name ends, if it is one's (`OTRViewHandlerDelegateProtocol`).
    static func delegateSuffix(of name: String) -> String? {
        ["DelegateProtocol", "Delegate", "DataSource"].first(where: name.hasSuffix)
    }

    /// The name the codebase's free functions are indexed under, as members of one namespace declared once per file
    /// that has any: no Swift type can be called that. A call to `make_authenticated_request(method:url:…)` reads what
    /// that function does, as a call on a type does.
    static let functionsNamespace = "(functions)"

    /// Names joined by dots (`project.detailPath`, `Server.API.endpointURL`), none of them empty.
    /// Read in bytes: asked of every argument a URL is looked for in (a byte past ASCII is a letter of a name).
    static func isNameChain(_ text: Substring) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in text.utf8 {
            let isDot = byte == UInt8(ascii: ".")
            guard isDot ? previous != byte : byte >= 0x80 || TypeNames.isNameByte(byte) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }
}
