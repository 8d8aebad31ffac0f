import StranglerSources

/// Gives each member of a screen its VIP+W components with their reasons: from what its code does (its findings), what it
/// is (an outlet, a collaborator, a lifecycle method, a callback) and what the rest of the screen holds.
struct MemberRoles {
    let index: ProjectIndex
    /// The senders of the delegate protocols the screen adopts (see `ScreenAnalyzer.delegateSenders`).
    let delegateSenders: [[String]]
    /// What the codebase's protocols the screen adopts require of it: others call these on the screen.
    let requirements: Set<String>
    /// What a scene's presenter calls on the screen through its display protocol.
    let displayLogic: Set<String>
    /// What each of the screen's methods does by its own code, by base name.
    let ownWork: [String: OwnWork]
    /// The screen's selector targets, with the reason each stays in the ViewController.
    let selectorTargets: [String: String]

    static let derivedValue = "derived value: business logic"
    static let stateReason = "state: belongs in the Interactor's DataStore"

    /// `@Environment(\.dismiss) var dismiss`, `presentationMode`, `openURL`: how a SwiftUI view leaves or opens elsewhere.
    static let environmentWaysBack: Set<String> = ["dismiss", "presentationMode", "openURL"]

    /// Whether a property's verdict makes it the screen's state (what the DataStore keeps).
    static func isState(_ analysis: MemberAnalysis) -> Bool {
        analysis.reasons.contains(stateReason)
    }

    /// The roles and reasons found so far for one member.
    struct Verdict {
        var responsibilities: ResponsibilitySet
        var roles: Set<Role> = []
        var reasons: [String] = []
        /// Statements that take a way back (a callback called, a delegate told), for the split.
        var routerStatements: [Int] = []
        /// The roles given for what the member is or calls, not by its statements' findings: kept whatever the split says.
        var givenRoles: Set<Role> = []

        mutating func add(_ role: Role, _ reason: String) {
            roles.insert(role)
            givenRoles.insert(role)
            reasons.append(reason)
        }
    }

    func analysis(of facts: MemberFacts, declared: [Responsibility]) -> MemberAnalysis {
        let member = facts.member
        var verdict = Verdict(responsibilities: facts.responsibilities.union(ResponsibilitySet(declared)))
        Self.addFindings(of: facts, to: &verdict)
        switch member.kind {
        case .type:
            verdict.roles = [.models]
            verdict.reasons.append("nested type: becomes part of the scene's Models")
        case .property:
            judgeProperty(facts, declared: declared, &verdict)
        default:
            judgeMethod(facts, &verdict)
        }
        var split: [RoleStatements] = []
        if verdict.roles.count > 1 {
            // A role only its statements gave, whose statements all went to another (the alert it builds is presented):
            // the member is no longer that component's.
            split = StatementRoles(facts, router: verdict.routerStatements).split
            let kept = verdict.roles.filter { role in verdict.givenRoles.contains(role) || split.contains { $0.role == role } }
            if !kept.isEmpty { verdict.roles = kept }
            if verdict.roles.count < 2 { split = [] }
        }
        return MemberAnalysis(
            name: member.name, kind: member.kind.rawValue, type: member.kind == .property ? member.typeName ?? "unknown" : nil, file: facts.file, line: member.line, complexity: member.complexity,
            roles: verdict.roles.sorted(), reasons: verdict.reasons, responsibilities: verdict.responsibilities.sorted(), split: split
        )
    }

    /// What the member's code does: one reason per responsibility, with its first symbols.
    private static func addFindings(of facts: MemberFacts, to verdict: inout Verdict) {
        var symbolsByKind: [Responsibility: [(line: Int, symbol: String)]] = [:]
        for (position, findings) in facts.findings.enumerated() {
            for (kind, symbol) in findings where !(symbolsByKind[kind]?.contains { $0.symbol == symbol } ?? false) {
                symbolsByKind[kind, default: []].append((facts.member.events[position].line, symbol))
            }
        }
        for kind in symbolsByKind.keys.sorted() {
            let symbols = symbolsByKind[kind]!
            if let role = kind.role { verdict.roles.insert(role) }
            let shown = symbols.prefix(2).map { "\($0.symbol) (line \($0.line))" }.joined(separator: ", ")
            let more = symbols.count > 2 ? " and \(symbols.count - 2) more" : ""
            verdict.reasons.append("\(kind.rawValue): \(shown)\(more)")
        }
    }

    /// A property: by what it holds (a view, a persisted value, a formatter, the scene's parts, a collaborator, a way back)
    /// or, failing that, as state or a derived value.
    private func judgeProperty(_ facts: MemberFacts, declared: [Responsibility], _ verdict: inout Verdict) {
        let member = facts.member
        let context = facts.context
        let type = member.typeName.map { context.scope.index.namedType($0) }
        // A held view controller by its type, as the state list reads it: `isUIName` asks the property's initializer's
        // local of the same name first (`let searchController: CustomSearchController = { … }()`).
        if declared.contains(.ui) || context.isUIName(member.name) || context.holdsViewController(member) {
            verdict.roles.insert(.viewController)
            if !declared.contains(.ui) {
                verdict.reasons.append(
                    context.holdsViewController(member) ? "ui: a view controller it holds (a child, or one it shows again)" : "ui: a UI element"
                )
            } else {
                let wrapper = ScreenAnalyzer.viewOwnWrapper(of: member)
                verdict.reasons.append(
                    "ui: " + (member.name == "body" ? "the view's body" : wrapper.map { "the view's own @\($0), SwiftUI's state of the view" } ?? "an outlet")
                )
            }
            verdict.responsibilities.insert(.ui)
        } else if let wrapper = member.attributes.first(where: ScreenAnalyzer.persistedWrappers.contains) {
            verdict.add(.worker, "persistence: stored with @\(wrapper)")
            verdict.add(.interactor, Self.stateReason)
        } else if member.hasAttribute("Environment"), Self.environmentWaysBack.contains(member.name) {
            verdict.add(.router, "way back: SwiftUI's action that leaves or opens elsewhere; the Router's")
        } else if let type, FormattingDetector.formatterTypes.contains(type) {
            verdict.add(.presenter, "formatting: a \(type) belongs in the Presenter")
            verdict.responsibilities.insert(.formatting)
        } else if member.isStored, let part = context.scope.sceneLinkProperties[member.name] {
            verdict.add(.viewController, "scene wiring: the ViewController's reference to its \(part), already in place")
        } else if member.isStored, context.scope.displayState.contains(member.name) {
            verdict.add(.viewController, "display state: the ViewModels it displays, kept by the ViewController; already in place")
        } else if let type, isCollaborator(type, context) {
            verdict.add(.worker, "collaborator: \(type) does I/O; the Worker owns it")
        } else if let type, isNavigator(type, context) {
            verdict.add(.router, "collaborator: \(type) navigates; the Router holds it")
        } else if let way = context.scope.waysBack[member.name] {
            verdict.add(.router, "\(way.kind.rawValue): the screen's way back to whoever built it; the Router calls it")
        } else if member.isStored && !member.isStatic && ScreenAnalyzer.isLogger(member) {
            verdict.add(.viewController, "logger: no state; each component logs through its own")
        } else if member.isStored && !member.isStatic && !Self.isConstant(member) {
            verdict.add(.interactor, Self.stateReason)
        } else if verdict.roles.isEmpty, overridesTheFramework(member, context, file: facts.file) {
            verdict.add(.viewController, "UIKit override: the ViewController's own configuration (orientation, status bar, …)")
        } else if verdict.roles.isEmpty, Self.answersWithAConstant(member), member.hasAttribute("override") {
            // The codebase's own question to its view controllers, answered the same way every time
            // (`override var canDismissFromKeyboard: Bool { true }`, declared in its `extension UIViewController`).
            verdict.add(.viewController, "override: answers its base class with a constant, the ViewController's own configuration")
        } else if verdict.roles.isEmpty, !member.isStored, let reason = Self.buildsDisplayValue(member) {
            verdict.add(.presenter, reason)
        } else if verdict.roles.isEmpty {
            verdict.add(.interactor, Self.derivedValue)
        }
    }

    /// A method, initializer or subscript: an entry point UIKit calls stays in the ViewController; then what it does through
    /// the screen's own members, the ways back it takes, and what it builds; business logic when nothing else says.
    private func judgeMethod(_ facts: MemberFacts, _ verdict: inout Verdict) {
        let member = facts.member
        let handed = member.name.hasPrefix("prepare(for:") ? Self.segueHandedToRouter(facts) : nil
        if let handed {
            verdict.add(.viewController, "segue preparation: hands the segue to its Router (\(handed)), already in place")
        } else if member.name.hasPrefix("prepare(for:") {
            verdict.add(.router, "segue preparation: the Router passes data")
        }
        if handed == nil, let reason = entryPointReason(facts) { verdict.add(.viewController, reason) }
        judgeWorkThroughOwnMembers(facts, &verdict)
        takeWaysBack(facts, &verdict)
        judgeBuilder(facts, &verdict)
        if verdict.roles.isEmpty, let reason = Self.buildsDisplayValue(member) { verdict.add(.presenter, reason) }
        if verdict.roles.isEmpty {
            verdict.add(.interactor, verdict.responsibilities.isEmpty ? "no UI or I/O: business logic" : "coordinates work: the Interactor")
        }
    }

    /// Why a method stays in the ViewController as an entry point (a display call, the lifecycle, a user action, a selector
    /// target, a data source or delegate callback, a framework override, the scene's own wiring), if it is one.
    private func entryPointReason(_ facts: MemberFacts) -> String? {
        let member = facts.member
        let name = member.name
        let scope = facts.context.scope
        if displayLogic.contains(name) { return "display logic: the Presenter calls it with a ViewModel, already in place" }
        if ScreenAnalyzer.isViewLifecycle(name) || member.kind == .deinitializer {
            return "view lifecycle: stays in the ViewController and sends Requests"
        }
        if member.hasAttribute("IBAction") || ScreenAnalyzer.isTargetAction(member) {
            return "user action: the ViewController turns it into a Request"
        }
        if let reason = selectorTargets[SourceLanguage(path: facts.file) == .objectiveC ? name : member.baseName] { return reason }
        if ScreenAnalyzer.isDataSourceOrDelegate(name) { return "UIKit data source or delegate: displays ViewModels" }
        if requirements.contains(name) || ScreenAnalyzer.isDelegateCallback(name, senders: delegateSenders) || ScreenAnalyzer.isSenderCallback(member) {
            return "delegate callback: the ViewController turns it into a Request"
        }
        if !name.hasPrefix("prepare(for:"), overridesTheFramework(member, facts.context, file: facts.file) {
            return "UIKit override: UIKit calls it on the ViewController, which sends Requests"
        }
        guard !scope.sceneLinks.isEmpty else { return nil }
        let made = SceneWiring.partsMade(by: member, scene: scope.scene)
        if made.count >= 2 {
            let parts = made.dropLast().joined(separator: ", ") + " and " + made[made.count - 1]
            return "scene setup: makes its \(parts) and wires them, as a Configurator does; already in place"
        }
        let request = zip(member.events, facts.receiverTypes).first { event, type in
            event.kind == .call && event.name != "init" && type.map(scope.sceneLinks.contains) == true
        }?.0
        return request.map { "scene wiring: sends its scene a Request (\($0.symbol)), already in place" }
    }

    /// The call by which `prepare(for:sender:)` hands the segue to the scene's router, if it does: a call on the router that
    /// is given the segue (`router?.routeToOrder(segue: segue)`, or Clean Swift's `router.perform(selector, with: segue)` of
    /// the `routeTo…WithSegue:` selector the segue's identifier names).
    static func segueHandedToRouter(_ facts: MemberFacts) -> String? {
        let scope = facts.context.scope
        guard !scope.sceneLinks.isEmpty else { return nil }
        let segue = facts.member.locals.first { $0.value.isParameter && $0.value.parameterPosition == 0 }?.key ?? "segue"
        let routers = Set(scope.sceneLinkProperties.filter { $0.value == "Router" }.keys)
        for (event, type) in zip(facts.member.events, facts.receiverTypes) where event.kind == .call && event.name != "init" {
            guard event.arguments.contains(where: { $0.text == segue }) else { continue }
            let root = event.unqualifiedPath.first.map { $0.filter { $0 != "?" && $0 != "!" } } ?? ""
            if routers.contains(root) || type.map({ scope.sceneLinks.contains($0) && SceneWiring.isRouterLink($0) }) == true {
                return event.symbol
            }
        }
        return nil
    }

    /// What the method does through the screen's own methods it calls: all of it when its own code shows nothing and it
    /// is no entry point (a helper that only calls helpers); else only navigation it hands a destination to
    /// (`presentEmbedded(LanguagesViewController())`), outside closures, which run later if ever. An action that only calls
    /// the screen's own method that navigates (`chooseTapped(_:)` calling `presentPicker()`) stays the ViewController's:
    /// the navigation is the callee's.
    private func judgeWorkThroughOwnMembers(_ facts: MemberFacts, _ verdict: inout Verdict) {
        if verdict.roles.isEmpty, verdict.responsibilities.isEmpty {
            for (role, reason) in Self.rolesThroughOwnMembers(facts, ownWork) { verdict.add(role, reason) }
        } else if !verdict.responsibilities.contains(.navigation), !ScreenAnalyzer.isViewLifecycle(facts.member.name),
                  let (role, reason) = Self.rolesThroughOwnMembers(facts, ownWork, handingOnly: true).first(where: { $0.0 == .router }) {
            verdict.add(role, reason)
        }
    }

    /// Calling a closure its builder handed in (`onInfoBarButtonItemTap()`, `completion?(true)`) or a delegate's method
    /// (`delegate?.didSelect(token)`) leaves the scene: the Router's, as navigation is, wherever the call sits.
    private func takeWaysBack(_ facts: MemberFacts, _ verdict: inout Verdict) {
        guard !facts.context.scope.waysBack.isEmpty, facts.member.kind != .initializer else { return }
        var reasoned = false
        for event in facts.member.events where event.kind == .call {
            guard let (_, way, symbol) = facts.context.wayBack(event) else { continue }
            if !reasoned {
                verdict.reasons.append("\(way.kind.rawValue): calls \(symbol), the way back to whoever built the screen (the Router's)")
                reasoned = true
            }
            verdict.roles.insert(.router)
            if let statement = event.statement { verdict.routerStatements.append(statement) }
        }
    }

    /// A member with no work of its own that builds the screen or part of its view: a custom initializer that only keeps
    /// what it is given (`init(viewModel:)`) or a factory that makes the screen (`class func instantiate(with:)`) is the
    /// Configurator's job, done by the ViewController until then; a method that returns a view object is the view's.
    private func judgeBuilder(_ facts: MemberFacts, _ verdict: inout Verdict) {
        let member = facts.member
        guard verdict.roles.isEmpty, verdict.responsibilities.isEmpty else { return }
        if member.kind == .initializer {
            verdict.add(.viewController, "initializer: takes its dependencies; the Configurator builds the scene and injects them")
        } else if member.isStatic, member.kind == .method, let returned = member.typeName.map(TypeNames.base),
                  returned == facts.context.typeName || returned == "Self" || returned == "instancetype" {
            verdict.add(.viewController, "factory: makes the screen, which the Configurator does")
        } else if member.kind == .method, let returned = member.typeName, facts.context.typeFacts.isUI(returned) {
            // `newIssueAction() -> UIAlertAction?` built through the codebase's own builder: nothing in its body is
            // UIKit's, but what it makes is the view's.
            verdict.add(.viewController, "ui: returns a \(TypeNames.base(returned)), which is the view's")
            verdict.responsibilities.insert(.ui)
        }
    }

    /// What a member does through the screen's other members it calls (`showLanguages()` builds a screen and hands it to
    /// `presentEmbedded(_:style:)`, which presents it): UI keeps it in the ViewController, navigation makes it the Router's,
    /// other work makes it an Interactor coordinating that work. One level deep. `handingOnly`: only calls outside closures
    /// that hand the callee something (a destination to present).
    static func rolesThroughOwnMembers(_ facts: MemberFacts, _ ownWork: [String: OwnWork], handingOnly: Bool = false) -> [(Role, String)] {
        guard !ownWork.isEmpty else { return [] }
        var found: [Responsibility: (callee: String, line: Int)] = [:]
        for event in facts.member.events
        where event.kind == .call && event.unqualifiedPath.count == 1 && (!handingOnly || event.closureDepth == 0 && handsSomething(event)) {
            guard let work = ownWork[event.name], work.name != facts.member.name else { continue }
            for kind in work.kinds where found[kind] == nil { found[kind] = (work.name, event.line) }
        }
        var result: [(Role, String)] = []
        func through(_ kind: Responsibility) -> String {
            let call = found[kind]!
            return "\(kind.rawValue): through its own \(call.callee) (line \(call.line))"
        }
        if found[.ui] != nil { result.append((.viewController, through(.ui))) }
        if found[.navigation] != nil { result.append((.router, through(.navigation))) }
        if let other = Responsibility.allCases.first(where: { ![.ui, .navigation].contains($0) && found[$0] != nil }) {
            result.append((.interactor, "coordinates work: \(through(other))"))
        }
        return result
    }

    /// A call that hands its callee a value of its own (`presentEmbedded(LanguagesViewController())`), not only `nil`, `self`
    /// or the sender it was given.
    private static func handsSomething(_ event: Event) -> Bool {
        event.arguments.contains { !["nil", "self", "sender", "_"].contains($0.text) }
    }

    /// What a method of the screen does by its own code, by base name, for the members that call it (see
    /// `rolesThroughOwnMembers`).
    struct OwnWork {
        var name: String
        var kinds: ResponsibilitySet
    }

    static func ownWork(_ members: [MemberFacts]) -> [String: OwnWork] {
        var result: [String: OwnWork] = [:]
        for facts in members where facts.member.kind == .method && !facts.responsibilities.isEmpty {
            let name = facts.member.baseName
            if result[name] == nil { result[name] = OwnWork(name: facts.member.name, kinds: facts.responsibilities) }
        }
        return result
    }

    /// An `override` in a view controller of a member the codebase's superclasses (and its extensions of
    /// `UIViewController`) do not declare: UIKit's
    /// (`shouldAutorotate`, `keyCommands`, `motionEnded(_:with:)`), which UIKit asks the view controller for. An override
    /// of the codebase's own base class (`handleThemeChanged()`, `fetch(page:)`) is judged by what it does. Objective-C
    /// has no `override`: there the selector is looked up among UIKit's (`prefersStatusBarHidden`).
    private func overridesTheFramework(_ member: Member, _ context: EventContext, file: String) -> Bool {
        guard context.isViewController else { return false }
        if SourceLanguage(path: file) == .objectiveC { return ScreenAnalyzer.uiKitSelectors.contains(member.name) }
        guard member.hasAttribute("override") else { return false }
        // The codebase's superclasses, and its extensions of UIKit's (`extension UIViewController { @objc func applyTheme() }`).
        var owners = ["UIViewController", "NSViewController"]
        if let superclass = context.scope.superclass { owners.append(superclass) }
        return !owners.contains { owner in index.firstMember(of: owner) { $0.name == member.name } != nil }
    }

    /// A networking, persistence or analytics collaborator held in a property.
    /// An enum that is only its cases is a value, whatever its name says (`AnalyticsEvent.Orders.Flow`).
    private func isCollaborator(_ type: String, _ context: EventContext) -> Bool {
        guard !context.index.isCaseOnlyEnum(type) else { return false }
        return NetworkingNames.frameworkTypes.contains(type) || PersistenceDetector.frameworkTypes.contains(type)
            || SystemServicesDetector.types.contains(type)
            || context.index.external.knows(type) || context.typeFacts.isAnalytics(type) || APIClients.isClient(type, context)
            || !(context.projectCapabilities(of: type) ?? []).isEmpty && !TypeNames.isStandardValueType(type)
    }

    /// A codebase type named like a navigator that navigates (`SceneCoordinator`, `Navigator`, `…CoordinatorBridgePresenter`):
    /// the screen's reference to it is the Router's. Not a view model or an
    /// alert that presents something, nor a delegate: those are named otherwise.
    private func isNavigator(_ type: String, _ context: EventContext) -> Bool {
        TypeNames.isNamedLikeNavigator(type) && context.capabilities.navigation[type] != nil
    }
}
