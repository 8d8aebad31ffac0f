import StranglerSources

/// How the seeder turns legacy names into scene names.
///
/// | Legacy | Scene |
/// | --- | --- |
/// | screen `ProductViewController` | scene `Product` |
/// | `loadProduct()` making a `GET` | use case `FetchProduct` |
/// | `buyTapped(_:)`, `didTapBuy()` | use case `Buy` |
/// | push of `CartViewController`, segue `showCart` | `routeToCart` |
/// | `pop`, `dismiss` | `routeBack` |
enum SceneNaming {
    /// `ProductViewController` → `Product`, `ProfileView` → `Profile`.
    static func sceneName(forScreen screen: String) -> String {
        let stripped = stripSuffixes(screen, ["TableViewController", "ViewController", "Controller", "Screen", "View"])
        return stripped.isEmpty ? screen : stripped
    }

    /// The use case a legacy member becomes: `loadProduct()` → `FetchProduct` when it fetches,
    /// `buyTapped(_:)` → `Buy`; `nil` for a lifecycle method.
    static func useCaseName(forMember member: String, fetches: Bool) -> String? {
        let base = String(member.prefix { $0 != "(" })
        if lifecycle.contains(base) { return nil }
        var name = delegateEvent(member) ?? base
        var wasLoad = false
        for prefix in ["didTap", "didSelect", "did", "handle", "perform", "load", "fetch", "get", "refresh"] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, first.isUppercase else { continue }
            wasLoad = ["load", "fetch", "get", "refresh"].contains(prefix)
            name = String(rest)
            break
        }
        // `doneWasPressed(_:)` is `Done`, not `DoneWas`.
        name = stripSuffixes(name, [
            "ButtonWasTapped", "ButtonWasPressed", "WasTapped", "WasPressed", "ButtonTapped", "ButtonPressed", "Tapped", "Pressed",
            "Clicked", "Action",
        ])
        name = identifier(name)
        if name.isEmpty { return nil }
        name = name.prefix(1).uppercased() + name.dropFirst()
        // A bare verb (`load()`, `refresh()`) names the use case itself: `Load`, not `FetchLoad`.
        if ["Load", "Fetch", "Get", "Refresh", "Reload"].contains(name) { return name }
        // A name that says it changes something (`performDeleteAll()`) is no fetch, whatever its calls' methods.
        if !wasLoad, commandVerbs.contains(where: { NameWords.split(name).first?.lowercased() == $0 }) { return name }
        return fetches || wasLoad ? "Fetch" + name : name
    }

    /// Verbs that begin the name of a member that changes something rather than reads it.
    private static let commandVerbs: Set<String> = [
        "delete", "remove", "save", "send", "post", "submit", "update", "create", "add", "upload", "register", "sign", "log",
        "share", "buy", "purchase", "mark", "archive", "block", "follow", "unfollow", "like", "unlike", "clear", "reset",
        "cancel", "confirm", "accept", "reject", "report", "edit", "rename", "move", "commit",
    ]

    /// A delegate or data source callback is named by the event it reports, its second label, not by the view that sends
    /// it: `tableView(_:commit:forRowAt:)` → `commitEditing`, `tableView(_:didSelectRowAt:)` → `selectRow`,
    /// `searchBar(_:textDidChange:)` → `textDidChange`. `nil` for another member.
    static func delegateEvent(_ member: String) -> String? {
        let base = member.prefix { $0 != "(" }
        let labels = CalledMemberName.labels(of: member)
        guard labels.count >= 2, labels[0] == "_", delegatingViews.contains(where: { base.hasSuffix($0) }) else { return nil }
        var event = labels[1]
        if event == "commit" { return "commitEditing" }
        // `didSelectRowAt` is the selection of a row: `selectRow`, which `didSelect` would otherwise take down to `Row`.
        for tense in ["did", "will", "should"] where event.hasPrefix(tense) && event.dropFirst(tense.count).first?.isUppercase == true {
            event = String(event.dropFirst(tense.count))
            break
        }
        return stripSuffixes(event, ["At", "For", "In", "With", "From", "To"])
    }

    private static let delegatingViews = ["View", "Bar", "Field", "Picker", "Controller", "Recognizer"]

    /// `GET /v1/products/{productId}/reviews` → `FetchReviews`, for API calls made from lifecycle methods.
    static func useCaseName(forPath path: String?, method: String?) -> String {
        let isVersion = { (part: Substring) in part.first == "v" && part.dropFirst().allSatisfy(\.isNumber) }
        let segment = (path ?? "").split(separator: "/").last { !$0.hasPrefix("{") && !isVersion($0) }
        let noun = identifier(segment.map(String.init) ?? "")
        let verb = (method ?? "GET") == "GET" ? "Fetch" : "Send"
        return verb + (noun.isEmpty ? "Data" : noun.prefix(1).uppercased() + noun.dropFirst())
    }

    /// `CartViewController` → `routeToCart`, `UIActivityViewController` → `routeToActivity`.
    static func routeName(forDestination destination: String) -> String {
        var name = String(destination.split(separator: ".").last ?? "")
        if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true { name.removeFirst(2) }
        name = identifier(stripSuffixes(name, ["ViewController", "Controller", "Screen", "View"]))
        // Segue identifiers say the verb: `showOrderConfirmation` → `OrderConfirmation`.
        for verb in ["show", "goTo", "open", "present", "push"] where name.hasPrefix(verb) {
            if name.dropFirst(verb.count).first?.isUppercase == true { name.removeFirst(verb.count) }
        }
        return "routeTo" + (name.isEmpty ? "Destination" : name.prefix(1).uppercased() + name.dropFirst())
    }

    /// A URL opened outside the app: `settings` → `routeToSettings`, `mailto:…` → `routeToMail`,
    /// `https://shop.example.com/privacy` → `routeToPrivacyPage`, `https://github.com` → `routeToGithubPage`,
    /// `working-copy://show` → `routeToWorkingCopyApp`; a URL the code does not show → `routeToExternalURL`.
    static func routeName(forURL url: String?) -> String {
        guard let url, let colon = url.firstIndex(of: ":") else { return url == "settings" ? "routeToSettings" : "routeToExternalURL" }
        let scheme = url[..<colon].lowercased()
        if let known = schemeRoutes[scheme] { return "routeTo" + known }
        let rest = url[url.index(after: colon)...].drop { $0 == "/" }
        guard scheme == "http" || scheme == "https" else { return "routeTo" + words(scheme) + "App" }
        if rest.hasPrefix("apps.apple.com") || rest.hasPrefix("itunes.apple.com") { return "routeToAppStore" }
        let parts = rest.split { $0 == "?" || $0 == "#" }.first?.split(separator: "/") ?? []
        let host = parts.first?.split(separator: ".").first { $0 != "www" }.map(String.init) ?? ""
        let page = parts.dropFirst().last { !$0.hasPrefix("{") }.map(String.init) ?? host
        let name = words(page)
        return "routeTo" + (name.isEmpty ? "External" : name) + "Page"
    }

    /// `privacy-policy` → `PrivacyPolicy`, `x-apple.systempreferences` → `XAppleSystempreferences`.
    private static func words(_ text: String) -> String {
        identifier(text.split { $0 == "-" || $0 == "_" || $0 == "." || $0 == "+" }.map { capitalized(String($0)) }.joined())
    }

    private static let schemeRoutes = [
        "mailto": "Mail", "tel": "Phone", "telprompt": "Phone", "sms": "Messages", "facetime": "FaceTime", "maps": "Maps",
        "itms-apps": "AppStore", "itms-appss": "AppStore", "app-prefs": "Settings", "prefs": "Settings",
        "x-apple.systempreferences": "SystemSettings",
    ]

    private static func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    /// Letters, digits and underscores only, and not starting with a digit.
    static func identifier(_ text: String) -> String {
        let kept = String(text.filter { $0 == "_" || $0.isLetter || $0.isNumber })
        return String(kept.drop { $0.isNumber })
    }

    static func stripSuffixes(_ name: String, _ suffixes: [String]) -> String {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    static let lifecycle: Set<String> = [
        "init", "deinit", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "loadView", "awakeFromNib", "body", "onAppear", "task",
    ]
}
