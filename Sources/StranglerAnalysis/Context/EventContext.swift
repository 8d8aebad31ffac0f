import StranglerSources

/// What detectors may ask about an event's surroundings: the types of names, which names are UI,
/// and what the codebase's own types do (one level deep).
struct EventContext {
    /// What stays the same for every member of one type, shared by their contexts: a context is copied for each
    /// detector question and kept in each member's facts, and copying the index and the capabilities retained each
    /// of their tables.
    final class Scope {
        let index: ProjectIndex
        let capabilities: Capabilities
        /// The type whose member is being read.
        let typeName: String
        /// The superclass `super` names: the index's answer for `typeName`, unless it is one of several types of that name.
        let superclass: String?
        /// Property types of `typeName`, its extensions and project superclasses.
        let properties: [String: Member]
        let isViewController: Bool
        /// `false` while capabilities themselves are computed: only framework calls count then.
        let followsProjectTypes: Bool
        let typeFacts: TypeFacts
        /// The types nested in `typeName` or around it, by the name its members write them with (`Section`).
        let nestedTypes: [String: String]
        /// Whether each property is UI (see `showsUI`), by name: asked for nearly every event of a screen. A scope serves
        /// one type on one thread.
        @exclusivity(unchecked) var propertiesShowingUI: [String: Bool] = [:]
        /// The types of a scene's own parts its view controller holds (see `SceneWiring`): what they do is not the view
        /// controller's to lend.
        var sceneLinks: Set<String> = []
        /// The scene the screen belongs to, by its name (see `SceneWiring.scene(ofScreen:)`).
        var scene = ""
        /// The stored properties that hold those parts, by name, with the part each holds (`router` → `Router`).
        var sceneLinkProperties: [String: String] = [:]
        /// The stored properties in which such a screen keeps what it displays, by name: its display state, not the scene's.
        /// The view models it holds (Clean Swift's `var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder]`),
        /// and what its display methods keep of what the presenter hands them (`displayLocalContacts(contacts:)` sets
        /// `localContacts`).
        var displayState: Set<String> = []
        /// The stored properties through which the screen hands control back to whoever built it, by name (see `WayBack`).
        var waysBack: [String: WayBack] = [:]
        /// The methods the screen calls that its codebase's base classes declare, by name (see `InheritedHelper`).
        var inheritedHelpers: [String: InheritedHelper] = [:]

        init(
            index: ProjectIndex, capabilities: Capabilities, typeName: String, superclass: String?,
            properties: [String: Member], isViewController: Bool, followsProjectTypes: Bool, typeFacts: TypeFacts
        ) {
            self.index = index
            self.capabilities = capabilities
            self.typeName = typeName
            self.superclass = superclass
            self.properties = properties
            self.isViewController = isViewController
            self.followsProjectTypes = followsProjectTypes
            self.typeFacts = typeFacts
            self.nestedTypes = index.nestedTypes(visibleIn: typeName)
        }
    }

    let scope: Scope
    let member: Member
    var index: ProjectIndex { scope.index }
    var capabilities: Capabilities { scope.capabilities }
    var typeName: String { scope.typeName }
    var properties: [String: Member] { scope.properties }
    var isViewController: Bool { scope.isViewController }
    var followsProjectTypes: Bool { scope.followsProjectTypes }
    var typeFacts: TypeFacts { scope.typeFacts }
    /// The current event's receiver type, resolved once for all detectors (see `facts(file:)`).
    var resolvedReceiverType = Resolved<String>.unknown
    /// The composition the current event's receiver type is a part of, resolved with it (see `receiver(_:)`).
    var resolvedComposition: String?
    /// The current event's navigation step, resolved once for all detectors (see `facts(file:)`).
    var resolvedNavigationStep = Resolved<NavigationStep>.unknown
    /// The current event's line, which decides what a local name bound more than once refers to; past the end of the
    /// body when no event is being read.
    var eventLine = Int.max

    /// A local name as the current event sees it (see `Member.local(_:at:)`).
    func local(_ name: String) -> LocalValue? { member.local(name, at: eventLine) }

    /// An answer worked out once for all detectors: a known `nil` is not an unknown answer. Not a double optional, whose
    /// copies go through the runtime's generic witness for `Optional`. Askers read `isKnown` before working the answer
    /// out themselves: handing the work over as a closure costs more than the answer.
    struct Resolved<Value> {
        var isKnown: Bool
        var value: Value?

        static var unknown: Resolved { Resolved(isKnown: false, value: nil) }
        static func known(_ value: Value?) -> Resolved { Resolved(isKnown: true, value: value) }
    }

    /// How many locals or property values `type(of:)` follows back to the chain they were read from.
    /// Names can read each other (`let someManager = manager` … `guard let manager = someManager`), so the
    /// walk needs a bound; real code seldom chains more than two.
    static let maximumChainHops = 4

    init(scope: Scope, member: Member) {
        self.scope = scope
        self.member = member
    }

    /// The type a reference chain evaluates to, when the declarations show it.
    func type(of components: ArraySlice<String>) -> String? { type(of: components, hops: 0) }

    private func type(of components: ArraySlice<String>, hops: Int) -> String? {
        guard let first = components.first, !first.isEmpty else { return nil }
        var current: String?
        if first == "self" {
            guard components.count > 1 else { return typeName }
            let name = components[components.startIndex + 1]
            current = properties[name]?.typeName.map { scope.index.namedType($0) }
                ?? (isViewController ? TypeNames.viewControllerUIMembers[name] ?? TypeNames.viewControllerContainers[name] : nil)
            return resolve(from: current, rest: components.dropFirst(2))
        } else if first == "super" {
            current = scope.superclass
        } else if first.startsUppercase {
            current = scope.nestedTypes.isEmpty ? first : scope.nestedTypes[first] ?? first
        } else if let local = local(first) {
            current = local.typeName.map { scope.index.namedType($0) } ?? chainType(local.chain, reading: first, hops: hops)
                ?? returnType(of: local.calledChain, hops: hops)
        } else if let property = properties[first] {
            current = property.typeName.map { scope.index.namedType($0) } ?? chainType(property.initialValue?.chain ?? [], reading: first, hops: hops)
                ?? returnType(of: property.initialValue?.calledChain ?? [], hops: hops)
        } else if isViewController, let member = TypeNames.viewControllerUIMembers[first] ?? TypeNames.viewControllerContainers[first] {
            current = member
        } else if index.returningMethodNames.contains(first) {
            // What the type's own method returns (`backend().sync()`).
            current = returnType(of: [first], hops: hops)
        }
        return resolve(from: current, rest: components.dropFirst())
    }

    /// Steps through the rest of a chain from a known type.
    private func resolve(from start: String?, rest: ArraySlice<String>) -> String? {
        guard var current = start else { return nil }
        // A composition (`dependency: ViewControllerWithDependencies & AuthContextProvider`, where the first part
        // is itself `typealias ViewControllerWithDependencies = NeedsDependency & UIViewController`): the chain goes on
        // through the part that declares its next member.
        if !rest.isEmpty, let parts = index.compositionParts(current) {
            return parts.lazy.compactMap { self.resolve(from: $0, rest: rest) }.first
        }
        for (offset, component) in zip(rest.indices, rest) {
            switch index.step(from: current, reading: component, isLast: offset == rest.endIndex - 1) {
            case .value(let type, _): current = type
            case .same: continue
            case .unknown: return nil
            }
        }
        return current
    }

    /// The type the call a chain ends with returns, when the codebase declares the method (see `returnType(of:hops:)`).
    func resultType(ofCall chain: [String]) -> String? { returnType(of: chain, hops: 0) }

    /// The type a codebase method declares it returns, for a value made by calling it (`helper.makeShareController(…)`,
    /// `makeRequest()` on the type itself); `Self` and `instancetype` are the type called.
    private func returnType(of called: [String], hops: Int) -> String? {
        guard let name = called.last, hops < Self.maximumChainHops else { return nil }
        let owner = called.count == 1 ? typeName : type(of: called.dropLast(), hops: hops + 1)
        guard let owner, let declared = index.returnedType(of: name, on: owner) else { return nil }
        let base = TypeNames.base(declared)
        // A generic type's method that returns its parameter returns what the receiver's type names for it: SwiftGen's
        // `StoryboardScene.Main.purchaseGemNavController.instantiate()` makes the `UINavigationController` of its
        // `SceneType<UIKit.UINavigationController>`.
        if called.count > 1, let position = index.genericParameters(of: owner).firstIndex(of: base) {
            let arguments = writtenType(of: called.dropLast(), hops: hops + 1).map(TypeNames.genericArguments) ?? []
            return arguments.indices.contains(position) ? TypeNames.base(arguments[position]) : nil
        }
        return base
    }

    /// The type a receiver chain has as written, generic arguments included (`SceneType<UIKit.UINavigationController>`).
    private func writtenType(of receiver: ArraySlice<String>, hops: Int) -> String? {
        guard let last = receiver.last, hops < Self.maximumChainHops else { return nil }
        if receiver.count == 1 {
            return local(last)?.typeName ?? properties[last]?.typeName
        }
        guard let owner = type(of: receiver.dropLast(), hops: hops),
              case .value(_, let written) = index.step(from: owner, reading: last, isLast: true) else { return nil }
        return written
    }

    /// The type of a value read from a chain, unless the chain reads the name itself.
    private func chainType(_ chain: [String], reading name: String, hops: Int) -> String? {
        guard hops < Self.maximumChainHops, !chain.isEmpty else { return nil }
        // A binding that unwraps the property of its name (`guard let viewModel = viewModel`): the
        // property's type. One that unwraps a parameter or another local has its type from it already.
        if chain.first == name { return chain.count == 1 && properties[name] != nil ? type(of: ["self", name], hops: hops + 1) : nil }
        // An element of a sequence (`for button in buttons`, `buttons: [UIButton]`).
        if chain.last == LocalValue.elementMarker {
            // A nested type the codebase declares keeps its qualified name (`SettingsViewModel.Section`).
            return type(of: chain.dropLast(), hops: hops + 1).flatMap(TypeNames.elementType(of:)).map { element in
                index.contains(element) ? element : TypeNames.base(element)
            }
        }
        return type(of: chain[...], hops: hops + 1)
    }

    /// Whether a chain rooted at a type reads a type the codebase nests in it
    /// (`UserDefaults.TabBarTapScrollPreference.allCases`, an enum of its `extension UserDefaults`): the root is then a
    /// namespace, not what the event uses.
    func readsNestedType(_ event: Event) -> Bool {
        guard event.path.count >= 2, event.path[1].startsUppercase else { return false }
        return index.declarations[event.path[0] + "." + event.path[1]] != nil
    }

    /// The type of an event's receiver (for a call) or of the chain itself (for an access).
    /// A type the codebase also names otherwise (`PlaybackService`, Swift's name for `XYPlaybackService`) is read as the
    /// type it declares.
    func receiverType(_ event: Event) -> String? {
        // The resolved answer first, without making the closure `resolving` takes: every detector asks.
        if resolvedReceiverType.isKnown { return resolvedReceiverType.value }
        return receiver(event).type
    }

    /// The type of an event's receiver (see `receiverType(_:)`) and, when it is the part of a composition that declares the
    /// member called, the whole composition: its other parts' names still say what the value is
    /// (`pixelReporter: OnboardingIntroPixelReporting & OnboardingAddToDockReporting` reports pixels, whichever part declares
    /// `trackAddToDockPromoShowTutorialCTAAction()`).
    func receiver(_ event: Event) -> (type: String?, composition: String?) {
        guard let type = event.kind == .access ? type(of: event.path[...]) : type(of: event.receiver) else {
            return (isFreeFunctionCall(event) ? ProjectIndex.functionsNamespace : nil, nil)
        }
        if event.kind == .call, type.utf8.contains(UInt8(ascii: "&")), let called = event.path.last,
           let part = declaringPart(of: type, member: called) {
            return (scope.index.declaredType(part), type)
        }
        let declared = scope.index.declaredType(type)
        // A member a codebase class inherits is its superclass's (`[self.issue saveWithParams:…]`, which `GHIssue`
        // leaves to `GHResource`); not on the type being read, whose base class is no collaborator of its own.
        if event.kind == .call, !scope.index.inheritedMembers.isEmpty, declared != typeName,
           let declarer = scope.index.inheritedDeclarer(of: event.name, on: declared) {
            return (declarer, nil)
        }
        return (declared, nil)
    }

    /// Whether an unqualified call (`make_nip98_authenticated_request(method: .put, url: url, …)`) calls one of the
    /// codebase's free functions: one of that name is declared, and no member of the type read, no local.
    private func isFreeFunctionCall(_ event: Event) -> Bool {
        index.callsFreeFunction(event, from: typeName) && local(event.name) == nil
    }

    /// The part of a composition (`(DetailItemsCoordinatorDelegate & NoteEditorCoordinatorDelegate)?`) that declares
    /// the member called on it, through a `typealias` of one; `nil` when no part of
    /// the codebase's does.
    private func declaringPart(of composition: String, member name: String) -> String? {
        index.compositionParts(composition)?.first { part in index.firstMember(of: part, where: { $0.baseName == name }) != nil }
    }

    /// Whether the type's property of that name is an outlet, UI-typed, or a view controller the type holds: asked once
    /// per property of a type.
    private func showsUI(_ name: String, _ property: Member) -> Bool {
        if let known = scope.propertiesShowingUI[name] { return known }
        let answer = property.hasAttribute("IBOutlet") || property.typeName.map(typeFacts.isUI) == true || holdsViewController(property)
        scope.propertiesShowingUI[name] = answer
        return answer
    }

    /// Whether a name refers to user interface: an outlet, a UI-typed property or local, a view controller's view.
    func isUIName(_ name: String) -> Bool {
        if let local = local(name) {
            if let type = local.typeName { return typeFacts.isUI(type) }
            // A value read from a chain or returned by a call (`let cell = tableView.dequeueReusableCell(…)`).
            guard !local.calledChain.isEmpty || !local.chain.isEmpty else { return false }
            if let type = type(of: [name][...]) { return typeFacts.isUI(type) }
            // An element of a sequence whose type is not known (`for view in stackView.arrangedSubviews`), by its name.
            return local.chain.last == LocalValue.elementMarker && namesAUIType(name)
        }
        if let property = properties[name] {
            if showsUI(name, property) { return true }
            // A property whose type is not written, by its name (`titleLabel`).
            return property.typeName == nil && namesAUIType(name)
        }
        return isViewController && TypeNames.viewControllerUIMembers[name] != nil
    }

    /// Whether a name whose type is not known names a UI type, capitalised (`titleLabel` → `TitleLabel`, `view` → `View`).
    private func namesAUIType(_ name: String) -> Bool {
        typeFacts.isUI(name.prefix(1).uppercased() + name.dropFirst())
    }

    /// Whether a chain leads to user interface (`nameLabel`, `view.layer`, `tableView`). `resolvedType` is the chain's
    /// type when the caller has it (an event's receiver, resolved once for all detectors), so it is not resolved again.
    func isUIChain(_ components: ArraySlice<String>, resolvedType: Resolved<String> = .unknown) -> Bool {
        if components.first == "self", components.count > 1 {
            let name = components[components.startIndex + 1]
            if let property = properties[name], showsUI(name, property) { return true }
            if isViewController, TypeNames.viewControllerUIMembers[name] != nil { return true }
            return (resolvedType.isKnown ? resolvedType.value : type(of: components)).map(typeFacts.isUI) ?? false
        }
        guard let first = components.first else { return false }
        if first.startsUppercase { return typeFacts.isUI(first) }
        if isUIName(first) { return true }
        return (resolvedType.isKnown ? resolvedType.value : type(of: components)).map(typeFacts.isUI) ?? false
    }

    /// A stored instance property of the screen that is not UI: part of its state.
    /// `explicitSelf` for `self.x`, which a local of the same name does not shadow.
    func isStateName(_ name: String, explicitSelf: Bool = false) -> Bool {
        guard explicitSelf || member.locals[name] == nil, let property = properties[name] else { return false }
        // Setting a reference to the scene's own parts (`self.router = router` in Clean Swift's `setup()`) wires the scene.
        // Nor is keeping what it displays (`displayedOrders = viewModel.displayedOrders` in a display method).
        if scope.sceneLinkProperties[name] != nil || scope.displayState.contains(name) { return false }
        return property.isStored && !property.isStatic && !showsUI(name, property)
    }

    /// Whether a property holds a view controller (a child, the pages of a page view controller, one it presents
    /// again): part of the ViewController's own hierarchy, which it configures, not state of the scene. View
    /// controller types are no UI types, because making one is navigation.
    func holdsViewController(_ property: Member) -> Bool {
        guard let written = property.typeName else { return false }
        var type = TypeNames.base(written)
        if let element = TypeNames.elementType(of: type) { type = TypeNames.base(element) }
        return TypeNames.isExternalScreenBase(type) || index.isScreenClass(type)
    }

    /// What a codebase type does itself, or `nil` for a framework type.
    /// What a codebase type does, by its own code and through the codebase types it calls, down to the one that does it
    /// (an `OrderRepository` over an `OrderTable` over a `LocalDatabase` that runs `sqlite3_exec`: persistence).
    func projectCapabilities(of type: String) -> ResponsibilitySet? {
        guard lends(type) else { return nil }
        let own = capabilities.byType[type]
        guard isDataAccess(type), let delegated = capabilities.delegated[type] else { return own }
        let handedOn = delegated.values.reduce(into: ResponsibilitySet()) { $0.formUnion($1) }
        guard !handedOn.contains(.networking), !(own?.contains(.networking) ?? false) else { return own }
        let stored = handedOn.intersection([.persistence, .analytics])
        return stored.isEmpty ? own : (own ?? []).union(stored)
    }

    /// A codebase type that only reaches storage or analytics through the types it calls (a repository over a table over
    /// a database, a wrapper over a store): what they do is what it does. Not a view model, a presenter or a navigator,
    /// whose own work is deciding, nor one that navigates: reaching a store further down through those is their logic.
    private func isDataAccess(_ type: String) -> Bool {
        !type.hasSuffix("ViewModel") && !type.hasSuffix("Presenter") && !TypeNames.isNamedLikeNavigator(type)
            && capabilities.navigation[type] == nil
    }

    /// Whether what a codebase type does counts for the screen: not while capabilities themselves are computed, and not
    /// for a part of the screen's own scene (see `SceneWiring`), whose work is the scene's.
    func lends(_ type: String) -> Bool {
        followsProjectTypes && (scope.sceneLinks.isEmpty || !scope.sceneLinks.contains(type))
    }

    /// Whether the called member of a codebase type hands a request straight to one that sends it (see
    /// `Capabilities.relays`).
    func relaysRequests(_ event: Event, on type: String) -> Bool {
        lends(type) && capabilities.relaysRequests(event.name, on: type, index)
    }

    /// Whether the called member of a codebase type hands the call straight to one that persists (see
    /// `Capabilities.persistenceRelays`).
    func relaysPersistence(_ event: Event, on type: String) -> Bool {
        lends(type) && capabilities.persistenceRelays[type]?.contains(event.name) == true
    }

    /// What the called member of a codebase type does: `nil` when the type is not the codebase's, the
    /// member is not declared there, or the call goes to `super` (the screen's own base class is no collaborator).
    /// What the called member of a codebase type does, by its own code and, for persistence and analytics, through the
    /// codebase types it calls (networking handed on is the networking detector's to weigh, with the request it relays).
    func memberCapabilities(of event: Event, on type: String) -> ResponsibilitySet? {
        guard event.path.first != "super", lends(type) else { return nil }
        let own = capabilities.byMember[type]?[event.name]
        // Making it or asking for its shared instance does nothing yet.
        guard event.name != "init", !SharedInstances.accessors.contains(event.name), isDataAccess(type),
              let delegated = capabilities.delegated[type]?[event.name],
              // Fetching and caching is networking: the cache is the client's.
              !delegated.contains(.networking), !(own?.contains(.networking) ?? false)
        else { return own }
        let stored = delegated.intersection([.persistence, .analytics])
        return stored.isEmpty ? own : (own ?? []).union(stored)
    }

    /// What the codebase has of a type: nothing (the frameworks' `UITableView`), extensions only (`URL`), or its
    /// declaration, which the capabilities pass read (for a protocol, when something conforms to it).
    enum ProjectType {
        case none, extended, analysed
    }

    /// One dictionary lookup for most types asked about, which are the frameworks'.
    func projectType(_ type: String) -> ProjectType {
        let declarations = index.declarations[type]
        // `primary` also tries the last component of a dotted name; an undotted one has no other.
        let decl = declarations?.first { $0.kind != .extension } ?? (type.utf8.contains(0x2E) ? index.primary(type) : nil)
        guard let decl else { return declarations == nil ? .none : .extended }
        return decl.kind != .protocol || !(index.conformers[type] ?? []).isEmpty ? .analysed : .extended
    }

    /// Whether the capabilities pass read what the type does (see `projectType`).
    func isAnalysedProjectType(_ type: String) -> Bool { projectType(type) == .analysed }

    /// Whether a codebase type named like a client speaks of networking in its code (see `Capabilities`).
    func speaksOfNetworking(_ type: String) -> Bool { capabilities.speaksOfNetworking.contains(type) }

    /// Whether some member of a codebase type hands a request on to another codebase type that sends it.
    func delegatesNetworking(_ type: String) -> Bool {
        capabilities.delegated[type]?.values.contains { $0.contains(.networking) } ?? false
    }

    /// What the called member of a codebase type hands on to the other codebase types it calls.
    func delegatedCapabilities(of event: Event, on type: String) -> ResponsibilitySet {
        guard followsProjectTypes else { return [] }
        return capabilities.delegated[type]?[event.name] ?? []
    }
}


/// A navigating member that shows the argument its caller gives at `position`.
struct HandedParameter: Sendable, Hashable {
    /// The member's name with its labels (`present(_:_:)`) or selector (`presentController:sender:`).
    let member: String
    let position: Int

    /// The caller's argument for the parameter, when the call's labels follow the member's (`present(vc)` for
    /// `present(_:_:)`, see `CalledMemberName.parameterPlaces`), trailing closures aside; for a selector, when the call
    /// gives one argument per piece.
    func argument(in event: Event) -> ValueSummary? {
        let arguments = event.arguments
        guard member.contains("(") else {
            // One argument per colon: `downloadSubtitle:toURL::` has a piece without a name.
            return CalledMemberName.parameterCount(member) == arguments.count && position < arguments.count ? arguments[position] : nil
        }
        let given = arguments.indices.filter { !(arguments[$0].isClosure && arguments[$0].label == nil) }
        guard let places = CalledMemberName.parameterPlaces(of: given.map { arguments[$0].label ?? "_" }, in: member),
              let found = places.firstIndex(of: position)
        else { return nil }
        return arguments[given[found]]
    }
}

/// What the codebase's own types do themselves, found one level deep.
package struct Capabilities: Sendable {
    package var byType: [String: ResponsibilitySet] = [:]
    /// Requests each member of a networking type makes, by type and member base name.
    var requests: [String: [String: [RequestTemplate]]] = [:]
    /// What each member of a type does, by type and member base name (own calls followed within the type).
    package var byMember: [String: [String: ResponsibilitySet]] = [:]
    /// What the other codebase types a member calls do, by type and member base name, followed down the chain,
    /// so a client member that hands its request on is not taken for one that sends nothing.
    var delegated: [String: [String: ResponsibilitySet]] = [:]
    /// How the codebase's own types navigate, by type and member base name: the action of a coordinator's or
    /// router's member that pushes, presents or shows (`show` when it does several), so a screen's
    /// `coordinator.showProfile(for: user)` is navigation. Apart from `byType`: navigating is no I/O.
    var navigation: [String: [String: String]] = [:]
    /// The one destination a navigating member shows, when its code names one (a `presentError(_:)` that presents a
    /// `UIAlertController`), by type and member base name.
    var navigationDestinations: [String: [String: String]] = [:]
    /// The navigating members that show what their caller hands them (`present(_ vc: UIViewController, _ sender:
    /// UIView?)` shows its first parameter), by type and member base name.
    var navigationParameters: [String: [String: [HandedParameter]]] = [:]
    /// The members of JSON-RPC clients that send the procedure their caller names (`callMethod:@"Player.GetPlayers"`), by
    /// type and member base name.
    var remoteProcedures: [String: [String: [HandedParameter]]] = [:]
    /// The members that hand a request straight to a member that sends it itself (`DataManager.getProduct`
    /// calls `productApi.getProduct`, whose Alamofire call sends it), by type and member base name: the codebase's data
    /// layer, whatever the type is named.
    var relays: [String: Set<String>] = [:]
    /// The members that hand a call straight to a member of another codebase type that persists
    /// (`DataManager.addAllergy` calls `persistenceManager.addAllergy`, which writes to Realm), by type and member base
    /// name: a data layer's facade over its store, whatever the type is named. One hop, as for `relays`. A protocol or a
    /// class relays what its conformers and subclasses do; a delegate protocol, nothing.
    var persistenceRelays: [String: Set<String>] = [:]
    /// The members that write what they persist, by type and member base name (a property whose setter does, as in a
    /// `UserDefaults` extension), not those that only read it (a `tintColor` whose observer reads a setting).
    var persistenceWriters: [String: Set<String>] = [:]
    /// Every member name in `navigation`: most calls a screen makes are answered by this set alone.
    var navigatingNames: Set<String> = []
    /// Codebase types named like an API client whose code speaks of networking (a URL, a request, a session, an
    /// endpoint…) where the pass cannot follow it: a property of a type alias, another module's fetcher.
    var speaksOfNetworking: Set<String> = []
    /// For each action enum of the codebase, the members that handle its cases: a Flux store's `onAction(_:)`, which casts
    /// what a dispatcher hands it back to the enum (`guard let action = action as? OrderAction`) and switches on it.
    var actionHandlers: [String: [Callee]] = [:]

    /// Whether the member of a codebase type sends requests the pass can read, itself or through the types it calls; for
    /// a protocol, in one of its conformers.
    func sendsRequests(_ member: String, on type: String, _ index: ProjectIndex) -> Bool {
        requests[type]?[member] != nil || index.inheritors(of: type, running: member).contains { requests[$0]?[member] != nil }
    }

    /// Whether the member of a codebase type hands a request straight to one that sends it (see `relays`); for a protocol,
    /// in one of its conformers.
    func relaysRequests(_ member: String, on type: String, _ index: ProjectIndex) -> Bool {
        relays[type]?.contains(member) == true || index.inheritors(of: type, running: member).contains { relays[$0]?.contains(member) == true }
    }
}
