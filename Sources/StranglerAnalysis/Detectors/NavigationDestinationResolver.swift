import Foundation
import StranglerSources

/// Where a navigation leads: the screen, view or URL an argument shows, read through the member's locals, the codebase's
/// declarations and the storyboards. `NavigationDetector` decides which events navigate and how; this finds the
/// destination for it.
struct NavigationDestinationResolver {
    /// The event's surroundings: the member, its type and the index.
    let context: EventContext

    /// The destination's type from the argument: `CartViewController()`, a local of known type, a cast.
    func destination(_ argument: ValueSummary?, at line: Int) -> String? {
        guard let argument, !argument.isClosure else { return nil }
        var type = argument.typeName
        // A screen a codebase method makes, handed over as it is made: `push(StoryboardScene.Main.itemsViewController.instantiate())`.
        // SwiftUI's `some View` names no view.
        if type == nil, let called = NavigationDetector.calledChain(argument.text), let result = context.resultType(ofCall: called),
           result != "View", result != "AnyView" {
            // One that returns a plain view controller (VIPER's `LessonAssembly(…).makeModule() -> UIViewController`, a
            // builder's `build()`) shows the screen it makes.
            if NavigationDetector.containers.contains(TypeNames.base(result)), let made = screenMade(by: called) { return made }
            type = result
        }
        // `self.searchController` reads the screen's property as `searchController` does.
        let text = argument.text.hasPrefix("self.") ? argument.text.dropFirst("self.".count) : Substring(argument.text)
        if type == nil, argument.roots.count == 1, let root = argument.roots.first, text.hasPrefix(root) {
            if let members = NavigationDetector.memberChain(text.dropFirst(root.utf8.count)) {
                // `coordinator.localesViewController`: the member's type, read through the codebase's declarations, not the root's.
                type = context.type(of: ([root] + members)[...])
            } else {
                // `storyboard.instantiateViewController(…)` is not of the storyboard's type.
                let declared = argument.text.contains("instantiateViewController(")
                    ? nil : context.local(root)?.typeName ?? context.properties[root]?.typeName ?? context.type(of: [root][...])
                type = declared ?? instantiatedClass(argument, root: root, line: line)
            }
        }
        guard let found = type.map(TypeNames.base) else { return nil }
        return screen(inside: found, argument, at: line) ?? found
    }

    /// The screen a container the argument is (`found`, its type) shows, when the code shows it: a navigation
    /// controller's root, a hosting controller's root view, what a container typed as such was made from.
    private func screen(inside found: String, _ argument: ValueSummary, at line: Int) -> String? {
        // A navigation controller, the framework's or the codebase's own (a `StyledNavigationController`), made around
        // its root (`StyledNavigationController(rootViewController: assembly.makeModule())`) shows its root: the argument the
        // member made it with, read as a destination is.
        if found.hasSuffix("NavigationController"), let root = made(found, as: argument, before: line)?.arguments
            .first(where: { $0.label == "rootViewController" }),
           let shown = destination(root, at: line), !shown.hasSuffix("NavigationController") {
            return shown
        }
        // A hosting controller, SwiftUI's or the codebase's own (a `ThemedHostingController`), made around its
        // root view (`UIHostingController(rootView: SettingsView())`) shows that view, the screen the user sees.
        if found.hasSuffix("HostingController"), let root = made(found, as: argument, before: line)?.arguments
            .first(where: { $0.label == "rootView" }), let view = viewMade(root) {
            return view
        }
        if found == "UINavigationController", let range = argument.text.range(of: "rootViewController: ") {
            let rest = argument.text[range.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if String(name).startsUppercase { return String(name) }
            if let local = context.local(String(name))?.typeName { return TypeNames.base(local) }
        }
        // A container typed as such (`as! UINavigationController`, `UIViewController *vc = …`) shows what it was made from.
        if NavigationDetector.containers.contains(found), argument.roots.count == 1, let root = argument.roots.first,
           let local = context.local(root) {
            if let shown = instantiatedClass(argument, root: root, line: line) { return shown }
            // `let viewController = assembly.makeModule()`, handed over after.
            if argument.text == root, !local.calledChain.isEmpty, let made = screenMade(by: local.calledChain) { return made }
            // A screen's own factory of the container it sits in (`[PreferencesViewController
            // fromStoryboardWithModel:model]`, declared to return a `UINavigationController`) shows that screen.
            if local.calledChain.count == 2, let maker = local.calledChain.first, context.index.isScreenClass(maker) { return maker }
            // `let nav = UINavigationController(rootViewController: settings)`: what the navigation controller was made
            // around, not what a factory or a storyboard was handed (`[storyboard instantiateInitialViewController]` is
            // no `UIStoryboard`).
            if found == "UINavigationController", local.calledChain.isEmpty || local.calledChain.first?.hasSuffix("NavigationController") == true,
               local.roots.count == 1, let inner = local.roots.first {
                // `let nav = UINavigationController(rootViewController: settings)`, `settings` typed or made from a storyboard.
                let innerType = (context.local(inner)?.typeName ?? context.properties[inner]?.typeName).map(TypeNames.base)
                if let innerType, !NavigationDetector.containers.contains(innerType),
                   context.index.isScreenClass(innerType) || innerType.hasSuffix("Controller") { return innerType }
                if let shown = instantiatedClass(argument, root: inner, line: line) { return shown }
            }
        }
        return nil
    }

    /// The call that made a value of `type` the argument is: the argument itself (`Type(…)`), or, for a local, the nearest
    /// making of that type before the line whose statement sets the local.
    private func made(_ type: String, as argument: ValueSummary, before line: Int) -> Event? {
        func makes(_ event: Event) -> Bool {
            event.kind == .call && event.name == "init" && event.path.count == 2 && TypeNames.base(event.path[0]) == type
        }
        let member = context.member
        if argument.text.hasPrefix(type + "(") {
            return member.events.last { makes($0) && $0.line <= line }
        }
        guard argument.roots.count == 1, let root = argument.roots.first, argument.text == root, context.local(root) != nil else { return nil }
        return member.events.last { event in
            makes(event) && event.line <= line && event.statement.map { NavigationDetector.assigns(root, member.statements[$0].text) } == true
        }
    }

    /// The screen a codebase method makes when it returns a plain view controller: the one screen class it makes, a
    /// navigation controller it wraps it in aside (a `LessonAssembly.makeModule()` makes a `LessonViewController`
    /// with its interactor and presenter, and returns it as a `UIViewController`), and none when it may return what another
    /// of its type's factories makes.
    private func screenMade(by called: [String]) -> String? {
        guard let name = called.last else { return nil }
        let owner = called.count == 1 ? context.typeName : context.type(of: called.dropLast())
        guard let owner, let maker = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }) else {
            return nil
        }
        var made: [String] = []
        for event in maker.events where event.kind == .call {
            guard event.name == "init", event.path.count == 2 else {
                // One that may return what another of its type's factories makes (a `viewControllerForURL:` that makes a
                // web screen, or returns `[self viewControllerForGitHubURL:url]`, which chooses among many) says no one screen.
                if event.path.count == 1 || event.path.count == 2 && (event.path[0] == "self" || event.path[0] == owner),
                   let returned = context.index.returnedType(of: event.name, on: owner).map(TypeNames.base),
                   NavigationDetector.containers.contains(returned) || context.index.isScreenClass(returned) {
                    return nil
                }
                continue
            }
            let type = TypeNames.base(event.path[0])
            guard !made.contains(type), context.index.isScreenClass(type) || TypeNames.isExternalScreenBase(type) else { continue }
            made.append(type)
        }
        let shown = made.filter { !$0.hasSuffix("NavigationController") }
        return shown.count == 1 ? shown[0] : nil
    }

    /// The SwiftUI view a value is: the type it is made as (`SettingsView(model: model)`, `SettingsView().environmentObject(store)`,
    /// `AnyView(SettingsView())`), or the type of the local or property it is read from, modifiers and all
    /// (`editView.environmentObject(theme)`); `nil` for anything else.
    private func viewMade(_ value: ValueSummary) -> String? {
        var text = Substring(value.text)
        if text.hasPrefix("AnyView(") { text = text.dropFirst("AnyView(".count) }
        let head = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        if head.first?.isUppercase == true {
            let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            let rest = text.dropFirst(name.count)
            return (rest.first == "(" || rest.first == "{") && name != "AnyView" ? String(name) : nil
        }
        let rest = text.dropFirst(head.count)
        if head.first?.isLowercase == true, rest.isEmpty || rest.first == "." {
            let name = String(head)
            let local = context.local(name)
            let property = local == nil ? context.properties[name] : nil
            guard local != nil || property != nil else { return nil }
            // A value made as a view with modifiers (`let about = AboutView(…).environmentObject(theme)`) has no evident
            // type; the view the codebase declares that its call chain starts with is the one it shows.
            let made = (local ?? property?.initialValue)?.calledChain.first.flatMap { isDeclaredView($0) ? $0 : nil }
            let type = (local?.typeName ?? property?.typeName).map(TypeNames.base) ?? made
            return type == "AnyView" || type?.first?.isUppercase != true ? nil : type
        }
        return value.typeName.map(TypeNames.base).flatMap { $0 == "AnyView" ? nil : $0 }
    }

    /// Whether the codebase declares a SwiftUI view of this name.
    private func isDeclaredView(_ name: String) -> Bool {
        context.index.declarations[name]?.contains { $0.inherited.contains("View") } == true
    }

    /// The screen a new stack of view controllers ends with, the one the user sees: the last element of the array
    /// (`[LoginViewController()]`, `@[self, editor]`), by its type.
    func stackTop(_ argument: ValueSummary?, at line: Int) -> String? {
        guard let argument, argument.text.hasPrefix("[") || argument.text.hasPrefix("@[") else { return nil }
        if let element = argument.typeName.map(TypeNames.base).flatMap(TypeNames.elementType) { return TypeNames.base(element) }
        guard let last = argument.roots.last, last != "self" else { return nil }
        return destination(ValueSummary(text: last, roots: [last]), at: line)
    }

    /// The class of a controller made from a storyboard: `storyboard.instantiateViewController(withIdentifier: "Cart")`
    /// as the argument itself, or a local it was kept in; the storyboards know which scene has that identifier.
    /// A storyboard's initial view controller (`[[UIStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateInitialViewController]`)
    /// is the class of its initial scene.
    private func instantiatedClass(_ argument: ValueSummary, root: String, line: Int) -> String? {
        let storyboards = context.index.storyboards
        guard !storyboards.isEmpty else { return nil }
        if argument.text.contains("instantiateViewController(withIdentifier:") {
            return argument.strings.count == 1 ? storyboards.sceneClass(storyboardIdentifier: argument.strings[0]) : nil
        }
        guard context.local(root) != nil else { return nil }
        // The nearest instantiation before the navigation whose statement sets the local: locals are known by name,
        // and the cases of a `switch` reuse one (a `navController`).
        let member = context.member
        let events = member.events
        guard let made = events.lastIndex(where: { event in
            event.kind == .call && event.line <= line && NavigationDetector.instantiations.contains(event.name)
                && event.statement.map { NavigationDetector.assigns(root, member.statements[$0].text) } == true
        }) else { return nil }
        if events[made].name == "instantiateViewController" {
            guard let identifier = events[made].arguments.first?.strings.first else { return nil }
            return storyboards.sceneClass(storyboardIdentifier: identifier)
        }
        // The storyboard opened by name nearest before it: `UIStoryboard(name: "Settings", bundle: nil)`.
        let opened = events[...made].last { event in
            event.kind == .call && (event.name == "storyboardWithName" || event.typeRoot == "UIStoryboard" && event.arguments.first?.label == "name")
        }
        return opened?.arguments.first?.strings.first.flatMap(storyboards.initialClass(storyboard:))
    }

    /// The view a SwiftUI navigation builds in its closure (`NavigationLink { ComplicationListView() } label: { … }`,
    /// `.sheet(isPresented: $showAdd) { NavigationView { EditView(existing: nil) } }`), inside navigation wrappers at
    /// most. Content written in place (`.sheet { List { … } }`) has no type to name.
    func viewBuilt(in event: Event) -> String? {
        let type = firstMade(inClosuresOf: event, ofItsArguments: false) { !Self.navigationWrappers.contains($0) }
        return type.flatMap { TypeNames.swiftUITypes.contains($0) ? nil : $0 }
    }

    private static let navigationWrappers: Set<String> = ["NavigationView", "NavigationStack", "Group", "AnyView"]

    /// The view controller made in the closure of a call's argument (Eureka's `ControllerProvider.callback { let controller
    /// = AboutViewController(); …; return controller }`): the first screen of the codebase or `…Controller` made there, a
    /// navigation controller looked through.
    func controllerBuilt(in event: Event) -> String? {
        firstMade(inClosuresOf: event, ofItsArguments: true) { type in
            type != "UINavigationController" && (context.index.isScreenClass(type) || type.hasSuffix("Controller"))
        }
    }

    /// The first type whose initializer is called, and that `wanted` accepts, in the closures the call takes, or also
    /// (`ofItsArguments`) in those of the calls among its arguments.
    private func firstMade(
        inClosuresOf event: Event, ofItsArguments: Bool, where wanted: (String) -> Bool
    ) -> String? {
        let events = context.member.events
        guard let position = events.firstIndex(where: { $0.line == event.line && $0.column == event.column && $0.kind == event.kind })
        else { return nil }
        // The calls of its arguments are in its statement, outside any closure of theirs.
        var owners: Set<Int> = [position]
        if ofItsArguments {
            for (offset, inner) in events[(position + 1)...].enumerated()
            where inner.kind == .call && inner.statement == event.statement && inner.closureDepth == event.closureDepth {
                owners.insert(position + 1 + offset)
            }
        }
        for inner in events[(position + 1)...] where inner.enclosingCalls.contains(where: owners.contains) {
            guard inner.kind == .call, inner.path.count == 2, inner.path[1] == "init", let type = inner.typeRoot, wanted(type)
            else { continue }
            return type
        }
        return nil
    }

    /// A segue's identifier: the literal, the string constant it names (`Segues.showLogin`,
    /// `K.segueId.toWebLogin`: a static `let` of the codebase whose value is a literal), or the raw value of a `String`
    /// enum's case (`SegueIdentifier.showDetails.rawValue`).
    func segueIdentifier(_ argument: ValueSummary) -> String? {
        if let literal = argument.strings.first { return literal }
        let components = argument.text.split(separator: ".").map(String.init)
        guard components.count >= 2, components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              let name = components.last
        else { return nil }
        if name == "rawValue", components.count >= 3 {
            return context.index.rawValue(ofCase: components[components.count - 2], of: components.dropLast(2).joined(separator: "."))
        }
        let owner = components.dropLast().joined(separator: ".")
        // A case of a `String` enum of segues, handed to a helper that performs its raw value (SwiftGen's `StoryboardSegue`).
        if context.index.declaresCase(name, of: owner) { return context.index.rawValue(ofCase: name, of: owner) }
        let constant = context.index.property(name, of: owner) ?? context.index.property(name, of: components[components.count - 2])
        guard let constant, constant.isStatic, constant.initialValue?.strings.count == 1 else { return nil }
        return constant.initialValue?.strings.first
    }

    /// The class the storyboards say a segue shows, looked up from the screen and then its superclasses;
    /// the segue's identifier when they do not say.
    func segueDestination(_ identifier: String) -> String {
        var type: String? = context.typeName
        var visited: Set<String> = []
        while let current = type, visited.insert(current).inserted {
            if let shown = context.index.storyboards.segueDestination(identifier: identifier, from: current) { return shown }
            if let action = context.index.storyboards.unwindAction(identifier: identifier, from: current),
               let target = unwindTarget(action) {
                return target
            }
            type = context.index.superclass(of: current)
        }
        return identifier
    }

    /// The class that declares an unwind action: `unwindToLoginWithSegue:` is Swift's `unwindToLogin(segue:)`,
    /// `unwindToLogin:` its `unwindToLogin(_:)` or an Objective-C `unwindToLogin:`; only a class of the codebase
    /// that alone declares it.
    private func unwindTarget(_ selector: String) -> String? {
        let first = selector.split(separator: ":").first.map(String.init) ?? selector
        var bases = [first]
        if let with = first.range(of: "With", options: .backwards), with.upperBound < first.endIndex,
           first[with.upperBound].isUppercase {
            bases.append(String(first[..<with.lowerBound]))
        }
        let owners = context.index.declarations.filter { _, decls in
            decls.contains { decl in
                decl.members.contains { member in
                    member.kind == .method && bases.contains { member.name == $0 + ":" || member.name.hasPrefix($0 + "(") }
                }
            }
        }.keys
        return owners.count == 1 ? owners.first : nil
    }

    /// Where a URL opened outside the app leads, when the code shows it: the literal (`"https://example.com/help"`,
    /// `"mailto:support@example.com"`), written in the argument, in the local or in the property it names; `settings` for
    /// the app's page in the Settings app (`UIApplication.openSettingsURLString`). A literal without a scheme is a piece of
    /// a URL made elsewhere (`AppData.wikiLink.appending("/Key-Bindings")`), no destination.
    func openedURL(_ argument: ValueSummary?) -> String? {
        guard let argument else { return nil }
        func url(_ strings: [String], settings: Bool) -> String? {
            if settings { return "settings" }
            guard let first = strings.first, NavigationAction.startsWithScheme(first) else { return nil }
            return Endpoint.placeholders(first)
        }
        // Objective-C names it `UIApplicationOpenSettingsURLString`.
        let settings = argument.text.contains(Self.settingsURL) || argument.text.contains("UIApplicationOpenSettingsURLString")
        if let found = url(argument.strings, settings: settings) { return found }
        guard argument.roots.count == 1, let root = argument.roots.first,
              let value = context.member.locals[root] ?? context.properties[root]?.initialValue else { return nil }
        return url(value.strings, settings: value.typeMembers.contains { $0.hasSuffix(Self.settingsURL) })
    }

    private static let settingsURL = "openSettingsURLString"
}
