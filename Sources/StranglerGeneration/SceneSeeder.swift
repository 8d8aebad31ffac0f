import StranglerAnalysis
import StranglerSources

/// Fills a scene from the analysis of the legacy screen it replaces: a use case per API call and user action,
/// the data store from its state, the router from its navigation, the worker from its I/O, each with a
/// `// TODO:` that names the legacy member and its file:line.
///
/// ## Before (`ProductViewController`)
/// ```swift
/// var product: Product?                                  // line 30
/// func loadProduct() { URLSession.shared.dataTask(…) }   // line 87, GET /v1/products/{productId}
/// @IBAction func buyTapped(_ sender: Any) { navigationController?.pushViewController(CartViewController(), …) }
/// ```
/// ## After
/// use cases `FetchProduct` and `Buy`, data store field `product: Product?`, route `routeToCart`, and
/// `// TODO: replaces 'loadProduct()' at …/ProductViewController.swift:87` in the interactor.
enum SceneSeeder {
    static func spec(name: String, ui: SceneUI, module: String, seed screen: ScreenAnalysis) -> SceneSpec {
        SceneSpec(
            name: name, ui: ui, module: module, useCases: useCases(screen), fields: fields(screen),
            routes: routes(screen), workerNotes: collaborators(screen), routerNotes: heldForLeaving(screen),
            legacyScreen: "\(screen.name) (\(screen.file):\(screen.line))"
        )
    }

    /// One use case per member that calls an API or handles a user action, in source order.
    static func useCases(_ screen: ScreenAnalysis) -> [UseCase] {
        var result: [UseCase] = []
        func add(_ name: String, onLoad: Bool, notes: [String], workerNotes: [String]) {
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].notes += notes.filter { !result[index].notes.contains($0) }
                result[index].workerNotes += workerNotes.filter { !result[index].workerNotes.contains($0) }
            } else {
                result.append(UseCase(name: name, onLoad: onLoad, notes: notes, workerNotes: workerNotes))
            }
        }
        let methods = screen.members.filter { $0.kind == "method" }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        for member in methods {
            let calls = screen.apiCalls.filter { $0.member == member.name }
            let effects = screen.sideEffects.filter { $0.member == member.name }
            let isAction = isUserAction(member.name)
            guard !calls.isEmpty || isAction else { continue }
            let replaces = "replaces '\(member.name)' at \(member.file):\(member.line)"
            let io = calls.map { "\(describe($0)) at \(member.file):\($0.line)" }
                + effects.filter { $0.kind != "notificationObserved" }
                    .map { "\(effectLabel($0.kind)) '\($0.symbol)' at \(member.file):\($0.line)" }
            if let name = SceneNaming.useCaseName(forMember: member.name, fetches: !isAction && calls.contains { ($0.method ?? "GET") == "GET" }) {
                add(name, onLoad: !isAction, notes: [replaces], workerNotes: io)
            } else {
                // An API call in a lifecycle method (`viewDidLoad`): one use case per call, named after its path.
                for call in calls {
                    add(SceneNaming.useCaseName(forPath: call.path, method: call.method), onLoad: true, notes: [replaces],
                        workerNotes: ["\(describe(call)) at \(member.file):\(call.line)"])
                }
            }
        }
        return result
    }

    /// State the interactor keeps: stored properties that belong to the interactor, observer tokens, tasks and
    /// UIKit types aside.
    static func fields(_ screen: ScreenAnalysis) -> [DataStoreField] {
        screen.state.compactMap { property in
            let member = screen.members.first { $0.name == property.name }
            if let member, !member.roles.isEmpty, !member.roles.contains(.interactor) { return nil }
            if infrastructureTypes.contains(where: property.type.contains) || mentionsUIKit(property.type) { return nil }
            let was = "was '\(screen.name).\(property.name)' at \(property.file):\(property.line)"
            // The analysis says `unknown` when the legacy code writes no type (`@Environment(Theme.self) var theme`).
            guard let type = swiftType(of: property.type, in: screen) else {
                return DataStoreField(name: property.name, type: "Any?", notes: [was + "; its type is not written there: give it one"])
            }
            return DataStoreField(name: property.name, type: type, notes: [was])
        }
    }

    /// A state property's type as Swift writes it: an Objective-C screen's `NSArray<NSDictionary *> *` is
    /// `[[AnyHashable: Any]]`, its `BOOL` `Bool`, as Swift imports them (`convert-model`'s mapping); `nil` when unknown.
    static func swiftType(of type: String, in screen: ScreenAnalysis) -> String? {
        guard type != "unknown" else { return nil }
        guard screen.kind == .objc else { return type }
        return ObjCModelReader.type(parsing: type).flatMap { ModelTypeMapping.map($0, property: "", accessor: nil)?.imported } ?? "Any"
    }

    static let infrastructureTypes = [
        "NSObjectProtocol", "URLSessionTask", "URLSessionDataTask", "Timer", "DispatchWorkItem", "Cancellable",
        "Task<", "Observation", "NSKeyValueObservation",
    ]

    /// `UIImage?`, `[UIColor]`: view state, which stays in the view controller (the interactor imports no UI).
    static func mentionsUIKit(_ type: String) -> Bool {
        let characters = Array(type)
        return characters.indices.contains { index in
            index + 2 < characters.count && characters[index] == "U" && characters[index + 1] == "I"
                && characters[index + 2].isUppercase && (index == 0 || !characters[index - 1].isLetter)
        }
    }

    /// One router method per destination; every pop and dismiss is `routeBack`. Alerts are display logic and
    /// stay out of the router.
    static func routes(_ screen: ScreenAnalysis) -> [SceneRoute] {
        var result: [SceneRoute] = []
        for action in screen.navigation {
            if action.destination == "UIAlertController" || action.destination == "NSAlert" { continue }
            let kind: SceneRoute.Kind
            switch action.action {
            case "pop", "dismiss": kind = .back
            case "popToRoot": kind = .backToRoot
            case "present": kind = .present
            case "setRoot", "selectTab": kind = .root
            case "openURL": kind = .external
            default: kind = .push
            }
            let name = switch kind {
            case .back: "routeBack"
            case .backToRoot: "routeBackToRoot"
            case .external: SceneNaming.routeName(forURL: action.destination)
            default: SceneNaming.routeName(forDestination: action.destination ?? "")
            }
            var note = "replaces '\(action.action)'" + (action.destination.map { " to '\($0)'" } ?? "")
                + (action.condition.map { " when '\($0)'" } ?? "") + " in '\(action.member)' at \(action.file):\(action.line)"
            if kind == .root { note += "; replacing the window's root belongs to the app's coordinator" }
            if let index = result.firstIndex(where: { $0.name == name }) {
                result[index].notes.append(note)
            } else {
                result.append(SceneRoute(name: name, kind: kind, destination: action.destination, notes: [note]))
            }
        }
        return result
    }

    /// The legacy collaborators behind the screen's I/O, once each: `'NetworkManager' (NetworkManager.get in
    /// 'loadReviews()' at …:112)`.
    static func collaborators(_ screen: ScreenAnalysis) -> [String] {
        var seen: [String: String] = [:]
        var order: [String] = []
        let uses = screen.apiCalls.map { ($0.via, $0.member, $0.file, $0.line) }
            + screen.sideEffects.filter { $0.kind != "notificationObserved" }.map { ($0.symbol, $0.member, $0.file, $0.line) }
        for (symbol, member, file, line) in uses.sorted(by: { ($0.2, $0.3) < ($1.2, $1.3) }) {
            let collaborator = collaborator(of: symbol)
            // The worker already takes a `URLSession` through its `init`.
            if seen[collaborator] != nil || collaborator == "URLSession" { continue }
            seen[collaborator] = "'\(collaborator)' ('\(symbol)' in '\(member)' at \(file):\(line))"
            order.append(collaborator)
        }
        return order.compactMap { seen[$0] }
    }

    /// State the analysis gives to the router alone: the screen's coordinator (`coordinator: SceneCoordinator`) and the
    /// closures its builder handed in (`onDismiss: () -> Void`), which the router holds and calls from its routes.
    static func heldForLeaving(_ screen: ScreenAnalysis) -> [String] {
        screen.members.compactMap { member in
            guard member.kind == "property", member.roles == [.router], let type = member.type else { return nil }
            return "'\(member.name): \(type)' was '\(screen.name).\(member.name)' at \(member.file):\(member.line)"
        }
    }

    /// `URLSession.shared.dataTask` → `URLSession`, `Analytics.shared.track("x")` → `Analytics`.
    static func collaborator(of symbol: String) -> String {
        String(symbol.prefix { $0 != "(" }.split(separator: ".").first ?? Substring(symbol))
    }

    static func describe(_ call: APICall) -> String {
        let endpoint = [call.method, call.path].compactMap { $0 }.joined(separator: " ")
        return (endpoint.isEmpty ? "the request" : endpoint) + " through '\(call.via)'"
    }

    static func effectLabel(_ kind: String) -> String {
        switch kind {
        case "persistenceWrite": "the storage write"
        case "notificationPosted": "the notification"
        default: kind
        }
    }

    /// `buyTapped(_:)`, `didTapBuy()`, `shareAction()`, `@IBAction`-style names.
    static func isUserAction(_ member: String) -> Bool {
        let base = member.prefix { $0 != "(" }
        return ["Tapped", "Pressed", "Clicked", "Action", "Changed"].contains { base.hasSuffix($0) }
            || ["didTap", "didSelect", "handle"].contains { base.hasPrefix($0) }
    }
}
