import Foundation
import StranglerSources

/// Navigation: push, pop, present, dismiss, segues, show, storyboard instantiation, tab and window root
/// changes, and SwiftUI's navigation links and sheets.
struct NavigationDetector: Detector {
    let responsibility = Responsibility.navigation

    /// A navigation the event performs: the action and, when the code shows it, the destination.
    struct Step: Equatable {
        var action: String
        var destination: String?

        /// A helper's action with another it performs too: `show` when they differ, as UIKit's `show(_:sender:)` decides;
        /// `dismiss` for a pop and a dismissal, which both leave the screen (Onion Browser's `dismissModals(of:)`).
        static func combined(_ known: String?, _ action: String) -> String {
            guard let known, known != action else { return action }
            return leaving.contains(known) && leaving.contains(action) ? "dismiss" : "show"
        }

        private static let leaving: Set<String> = ["pop", "dismiss"]

        /// A helper's step with another it takes too: the actions combined, and the destination when both name the same.
        static func merged(_ known: Step?, _ step: Step) -> Step {
            guard let known else { return step }
            return Step(action: combined(known.action, step.action), destination: known.destination == step.destination ? step.destination : nil)
        }
    }

    /// The calls that make a controller from a storyboard.
    private static let instantiations: Set<String> = ["instantiateViewController", "instantiateInitialViewController"]

    func symbol(for event: Event, in context: EventContext) -> String? {
        if step(for: event, in: context) != nil { return event.symbol }
        if event.kind == .call, Self.instantiations.contains(event.name) {
            return event.symbol
        }
        return nil
    }

    /// The navigation step of an event; the one `facts(file:)` resolved once when the context carries it.
    func step(for event: Event, in context: EventContext) -> Step? {
        let resolved = context.resolvedNavigationStep
        return resolved.isKnown ? resolved.value : resolveStep(for: event, in: context)
    }

    func resolveStep(for event: Event, in context: EventContext) -> Step? {
        switch event.kind {
        case .call:
            // Most calls are none of the cases below: one lookup instead of comparing the name with each.
            guard Self.stepNames.contains(event.name) else { return throughHelper(event, context) }
            // An override that hands the call on to UIKit (Simplenote's `present(_:animated:completion:)` calling
            // `super.present(…)`) navigates for whoever called it: their navigation, not the override's.
            if event.path.count == 2, event.path[0] == "super", event.name == context.member.baseName { return nil }
            let labels = event.labels
            switch event.name {
            case "pushViewController":
                return Step(action: "push", destination: destination(event.arguments.first, at: event.line, context))
            // A page view controller's `setViewControllers(_:direction:animated:)` turns a page: the view's own business.
            case "setViewControllers" where !labels.contains("direction"):
                return Step(action: "setRoot", destination: stackTop(event.arguments.first, at: event.line, context))
            case "popViewController", "popToRootViewController", "popToViewController":
                return Step(action: "pop", destination: nil)
            case "present" where labels.count >= 2 && labels[0] == nil && labels[1] == "animated":
                return Step(action: "present", destination: destination(event.arguments.first, at: event.line, context))
            case "dismiss" where labels.first == "animated":
                return Step(action: "dismiss", destination: nil)
            // AppKit's: a view controller presented as a sheet, a window, a popover or with an animator
            // (`presentAsSheet(controller)`, `present(controller, asPopoverRelativeTo: rect, of: view, …)`), dismissed with
            // `dismiss(self)` or `dismiss(nil)` by the screen itself.
            case "presentAsSheet", "presentAsModalWindow":
                return Step(action: "present", destination: destination(event.arguments.first, at: event.line, context))
            case "present" where labels.count >= 2 && labels[0] == nil && (labels[1] == "asPopoverRelativeTo" || labels[1] == "animator"):
                return Step(action: "present", destination: destination(event.arguments.first, at: event.line, context))
            case "dismiss" where labels == [nil] && event.unqualifiedPath.count == 1:
                return Step(action: "dismiss", destination: nil)
            // A window controller's window shown (`detachedWindowController.showWindow(self)`), an alert or a panel run
            // (`alert.runModal()`, `alert.beginSheetModal(for: window)`, `NSOpenPanel().begin { … }`).
            case "showWindow" where labels == [nil]:
                return Step(action: "show", destination: context.receiverType(event))
            case "runModal", "beginSheetModal", "begin":
                guard let type = context.receiverType(event), Self.modalAppKitTypes.contains(type) else { return throughHelper(event, context) }
                return Step(action: "present", destination: type)
            // AppKit's alert for an error (`presentError(error)` on the view controller, its window or the application), unless
            // the codebase declares its own, and the share menu (`NSSharingServicePicker(items:).show(relativeTo:of:preferredEdge:)`).
            case "presentError" where labels.first == .some(nil):
                if let helper = throughHelper(event, context) { return helper }
                // On an AppKit screen: the view controller itself, its window, the application or a document.
                guard context.index.externalSuperclass(of: context.typeName)?.hasPrefix("NS") == true else { return nil }
                let receiver = event.receiver
                let onResponder = receiver.isEmpty || receiver == ["self"] || receiver.last == "NSApp" || Self.isWindow(receiver, context)
                    || context.receiverType(event).map { ["NSWindow", "NSApplication", "NSDocument"].contains(TypeNames.base($0)) } == true
                return onResponder ? Step(action: "present", destination: "NSAlert") : nil
            case "show" where labels.first == "relativeTo":
                guard context.receiverType(event) == "NSSharingServicePicker" else { return throughHelper(event, context) }
                return Step(action: "present", destination: "NSSharingServicePicker")
            case "dismiss" where event.arguments.isEmpty
                && (event.receiver.last == "wrappedValue" || (event.unqualifiedPath.count == 1 && context.properties["dismiss"] != nil)):
                return Step(action: "dismiss", destination: nil)
            // A URL opened outside the app: by the application or the workspace (`UIApplication.shared.open(url)`,
            // `NSWorkspace.shared.open(url)`), SwiftUI's `openURL` action from the environment, or a `Link` view.
            case "open" where labels.first == .some(nil), "openURL":
                return opensURL(event, context) ? Step(action: "openURL", destination: openedURL(event.arguments.first, context))
                    : throughHelper(event, context)
            case "init" where event.path.first == "Link" && event.arguments.contains { $0.label == "destination" }:
                return Step(action: "openURL", destination: openedURL(event.arguments.first { $0.label == "destination" }, context))
            case "performSegue" where labels.first == "withIdentifier":
                let identifier = event.arguments.first.flatMap { segueIdentifier($0, context) }
                return Step(action: "segue", destination: identifier.map { segueDestination($0, context) })
            case "show" where labels == [nil, "sender"], "showDetailViewController":
                return Step(action: "show", destination: destination(event.arguments.first, at: event.line, context))
            // A link to a value (`NavigationLink(value: .playlist(id)) { PlaylistCardView(…) }`) shows what the stack's
            // `navigationDestination(for:)` makes of it, the case it names; its closure is the row's label (yattee's 20 links
            // named their row views as destinations).
            case "init" where event.path.first == "NavigationLink" && event.arguments.contains { $0.label == "value" }:
                return Step(action: "push", destination: event.arguments.first { $0.label == "value" }.flatMap { Self.valueCase($0.text) })
            case "init" where event.path.first == "NavigationLink":
                return Step(
                    action: "push",
                    destination: destination(event.arguments.first { $0.label == "destination" }, at: event.line, context)
                        ?? viewBuilt(in: event, context)
                )
            case "navigationDestination":
                return Step(action: "push", destination: viewBuilt(in: event, context))
            // A form row's presentation in Eureka: `row.presentationMode = .show(controllerProvider: ControllerProvider.callback {
            // AboutViewController() }, onDismiss: nil)`, `.presentModally(…)`, `.popover(…)`, `.segueName(segueName: …)`.
            case "show" where labels.first == "controllerProvider", "presentModally" where labels.first == "controllerProvider",
                 "popover" where labels.first == "controllerProvider":
                return Step(action: event.name == "show" ? "show" : "present", destination: controllerBuilt(in: event, context))
            case "segueName" where labels.first == "segueName":
                let identifier = event.arguments.first.flatMap { segueIdentifier($0, context) }
                return Step(action: "segue", destination: identifier.map { segueDestination($0, context) })
            case "sheet", "fullScreenCover", "popover":
                return event.arguments.contains { $0.label == "isPresented" || $0.label == "item" }
                    ? Step(action: "present", destination: viewBuilt(in: event, context)) : nil
            // SwiftUI's modifiers that present the system's screens, as UIKit presents their controllers
            // (`.quickLookPreview($selectedURL)`, `.fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { … }`).
            case "quickLookPreview", "fileImporter", "fileExporter", "photosPicker":
                guard let destination = Self.systemScreens[event.name],
                      event.arguments.contains(where: { $0.label == "isPresented" || $0.label == nil && $0.text.hasPrefix("$") })
                else { return nil }
                return Step(action: "present", destination: destination)
            case "append", "removeLast", "removeAll":
                // A SwiftUI navigation path (`path.append(.accountDetail(id:))`, IceCubes' `RouterPath.navigate(to:)`).
                guard let name = event.receiver.last, let type = context.receiverType(event), Self.isNavigationPath(type, named: name)
                else {
                    return throughHelper(event, context)
                }
                return event.name == "append" ? Step(action: "push", destination: event.arguments.first.flatMap { Self.sceneCase($0.text) })
                    : Step(action: "pop", destination: nil)
            default:
                return throughHelper(event, context)
            }
        case .assignment:
            // SwiftUI's navigation state: a path set (`path = []` pops to the root) or a sheet's item (`presentedSheet =
            // .editor(status)` presents it, `= nil` dismisses it).
            // Only a case, `nil` or a path's literal can be one: most assignments are not looked up.
            if let text = event.arguments.first?.text, let first = text.utf8.first {
                let isNewPath = text.hasSuffix("NavigationPath()")
                if first == UInt8(ascii: ".") || first == UInt8(ascii: "[") || text == "nil" || isNewPath,
                   let written = assignedType(event, context) {
                    if Self.isNavigationPath(written, named: event.name) {
                        let isEmpty = text == "[]" || isNewPath || text == ".init()"
                        return Step(action: isEmpty ? "pop" : "push", destination: nil)
                    }
                    if Self.isPresentationState(written, named: event.name) {
                        return text == "nil" ? Step(action: "dismiss", destination: nil) : Step(action: "present", destination: Self.sceneCase(text))
                    }
                }
            }
            if event.name == "rootViewController", Self.isWindow(event.receiver, context) {
                return Step(action: "setRoot", destination: destination(event.arguments.first, at: event.line, context))
            }
            if event.name == "selectedIndex" || event.name == "selectedViewController",
               event.receiver.last == "tabBarController" || context.type(of: event.receiver).map({ $0.hasSuffix("TabBarController") }) == true {
                return Step(action: "selectTab", destination: event.arguments.first.map { "tab " + $0.text })
            }
            return nil
        default:
            return nil
        }
    }

    /// The controllers SwiftUI's presentation modifiers show.
    private static let systemScreens: [String: String] = [
        "quickLookPreview": "QLPreviewController", "fileImporter": "UIDocumentPickerViewController",
        "fileExporter": "UIDocumentPickerViewController", "photosPicker": "PHPickerViewController",
    ]

    /// The names `resolveStep` reads as a navigation step by themselves.
    private static let stepNames: Set<String> = [
        "pushViewController", "setViewControllers", "popViewController", "popToRootViewController", "popToViewController",
        "present", "dismiss", "performSegue", "show", "showDetailViewController", "init", "navigationDestination", "sheet",
        "fullScreenCover", "popover", "append", "removeLast", "removeAll", "presentModally", "segueName",
        "presentAsSheet", "presentAsModalWindow", "showWindow", "runModal", "beginSheetModal", "begin", "open", "openURL",
        "presentError", "quickLookPreview", "fileImporter", "fileExporter", "photosPicker",
    ]

    /// The types whose `open(_:)` opens a URL outside the app.
    private static let urlOpeners: Set<String> = ["UIApplication", "NSWorkspace", "NSExtensionContext"]

    /// A call that opens a URL outside the app: `open(_:…)` or the deprecated `openURL(_:)` on the application or the
    /// workspace, or SwiftUI's `openURL(url)` through the view's `@Environment(\.openURL)` (a document's or a database's
    /// `open` is none).
    private func opensURL(_ event: Event, _ context: EventContext) -> Bool {
        guard !event.arguments.isEmpty else { return false }
        if let type = context.receiverType(event), Self.urlOpeners.contains(TypeNames.base(type)) { return true }
        return event.name == "openURL" && event.unqualifiedPath.count == 1 && context.properties["openURL"]?.hasAttribute("Environment") == true
    }

    /// Where a URL opened outside the app leads, when the code shows it: the literal (`"https://example.com/help"`,
    /// `"mailto:support@example.com"`), written in the argument, in the local or in the property it names; `settings` for
    /// the app's page in the Settings app (`UIApplication.openSettingsURLString`). A literal without a scheme is a piece of
    /// a URL made elsewhere (IINA's `AppData.wikiLink.appending("/Manage-Key-Bindings")`), no destination.
    private func openedURL(_ argument: ValueSummary?, _ context: EventContext) -> String? {
        guard let argument else { return nil }
        func url(_ strings: [String], settings: Bool) -> String? {
            if settings { return "settings" }
            guard let first = strings.first, NavigationAction.startsWithScheme(first) else { return nil }
            return Endpoint.placeholders(first)
        }
        if let found = url(argument.strings, settings: argument.text.contains(Self.settingsURL)) { return found }
        guard argument.roots.count == 1, let root = argument.roots.first,
              let value = context.member.locals[root] ?? context.properties[root]?.initialValue else { return nil }
        return url(value.strings, settings: value.typeMembers.contains { $0.hasSuffix(Self.settingsURL) })
    }

    private static let settingsURL = "openSettingsURLString"

    /// AppKit's alerts and panels, which run modally or as a sheet on a window.
    private static let modalAppKitTypes: Set<String> = ["NSAlert", "NSOpenPanel", "NSSavePanel", "NSPrintPanel", "NSPageLayout"]

    /// The type written for what an assignment sets: a local or the type's own property (`path`, `self.presentedSheet`),
    /// or a codebase type's property (`router.presentedSheet`), its owner being the receiver's type resolved for all detectors.
    private func assignedType(_ event: Event, _ context: EventContext) -> String? {
        if event.unqualifiedPath.count == 1 {
            return event.path.first == "self" ? context.properties[event.name]?.typeName
                : context.local(event.name)?.typeName ?? context.properties[event.name]?.typeName
        }
        return context.receiverType(event).flatMap { context.index.property(event.name, of: $0)?.typeName }
    }

    /// A SwiftUI navigation stack's path: a `NavigationPath`, or a path or stack of the codebase's destinations or routes
    /// (`var path: [RouterDestination]`, `var stack: [Route]`).
    static func isNavigationPath(_ written: String, named name: String) -> Bool {
        let type = TypeNames.base(written)
        if type == "NavigationPath" { return true }
        guard let element = TypeNames.elementType(of: type) else { return false }
        return namesADestination(TypeNames.base(element)) && stackWords.occur(in: name)
    }

    /// What a sheet presents while it is set: an optional destination, route or sheet kept as a sheet's or a cover's
    /// (`var presentedSheet: SheetDestination?`, `var activeSheet: HomeSheet?`). A test double that records the
    /// destination it was asked for (`var openSettingsDestination: OpenSettingsDestination?`) presents nothing.
    static func isPresentationState(_ written: String, named name: String) -> Bool {
        let type = TypeNames.base(written)
        guard written.hasSuffix("?"), TypeNames.elementType(of: type) == nil, namesADestination(type) else { return false }
        return sheetWords.occur(in: name) || sheetWords.occur(in: type)
    }

    private static func namesADestination(_ type: String) -> Bool {
        type.hasSuffix("Destination") || type.hasSuffix("Route") || type.hasSuffix("Sheet")
    }

    /// Labels of an argument that names where a navigation goes: `scene:`, `to:`, `destination:`, `route:`.
    private static let sceneLabels: Set<String> = ["scene", "to", "destination", "route", "screen", "page", "flow", "step", "tab"]

    private static let stackWords = NameWords(["path", "stack", "routes"], ignoringCase: true)
    private static let sheetWords = NameWords(["sheet", "cover", "presented", "modal"], ignoringCase: true)

    /// The case a navigation value names, written with its type or without: `.playlist(id)`, `NavigationDestination.channel(…)`.
    static func valueCase(_ text: String) -> String? {
        if let name = sceneCase(text) { return name }
        guard text.first?.isUppercase == true, let dot = text.firstIndex(of: "."), SwiftNames.isName(text[..<dot]) else { return nil }
        let name = sceneCase(String(text[dot...]))
        return name?.first?.isLowercase == true ? name : nil
    }

    /// The case a navigation names (`.profile(viewModel)`, `.accountDetail(id: id)`): `profile`, `accountDetail`.
    static func sceneCase(_ text: String) -> String? {
        guard text.hasPrefix(".") else { return nil }
        let name = String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : name
    }

    /// A call to a member of the codebase's coordinator, router or navigator that navigates (`coordinator.present(scene:
    /// .profile(viewModel), from: self, transition: .show)`, `[switchboard pushArtworkViewControllerWithArtworks:…]`):
    /// that member's action; the destination is the scene case the call names (`profile`), when it names one.
    private func throughHelper(_ event: Event, _ context: EventContext) -> Step? {
        let navigation = context.capabilities.navigation
        // An unqualified call (`presentError(…)`) is on the type itself.
        guard context.followsProjectTypes, event.path.first != "super", context.capabilities.navigatingNames.contains(event.name),
              let type = context.receiverType(event) ?? (event.unqualifiedPath.count == 1 ? context.typeName : nil)
        else { return nil }
        // A view controller also has what its codebase superclasses and the codebase's `UIViewController` extension
        // give it (Rocket.Chat's `alert(title:message:)`).
        var action = navigation[type]?[event.name]
        var helper = type
        if action == nil, context.index.isScreenClass(type) {
            var owner = context.index.superclass(of: type)
            var visited: Set<String> = [type]
            while action == nil, let current = owner, visited.insert(current).inserted {
                action = navigation[current]?[event.name]
                helper = current
                owner = context.index.superclass(of: current)
            }
            if action == nil {
                action = navigation["UIViewController"]?[event.name]
                helper = "UIViewController"
            }
            // Not when the screen declares a member of that name itself (DuckDuckGo's `present(_ alert: WebJSAlert)`).
            if action != nil, (context.index.declarations[type] ?? []).contains(where: { $0.members.contains { $0.baseName == event.name } }) {
                return nil
            }
        }
        guard let action else { return nil }
        // Unlabelled or labelled for a destination: ownCloud's `composeContextMenuItems(in: self, location: .folderAction, …)`
        // names where a menu shows, no scene.
        let scene = event.arguments.lazy.filter { $0.label.map(Self.sceneLabels.contains) ?? true }.map(\.text)
            .first { $0.hasPrefix(".") }.flatMap(Self.sceneCase)
        // The scene case the call names; else what the helper itself always shows (`presentError(_:)` an alert).
        var destination = scene ?? context.capabilities.navigationDestinations[helper]?[event.name]
        // Or what the call hands it to show (Onion Browser's `present(vc, sender)` through its `UIViewController` extension's
        // `present(_ vc: UIViewController, _ sender: UIView?)`): the argument at that parameter's place.
        if destination == nil, let argument = context.capabilities.navigationParameters[helper]?[event.name]?.lazy
            .compactMap({ $0.argument(in: event) }).first {
            destination = self.destination(argument, at: event.line, context)
        }
        // A segue helper's case: the screen its identifier leads to. Written `.confirmBid` (the Artsy kiosk's
        // `performSegue(_ identifier: SegueIdentifier)`), the identifier is the one raw value the codebase's enums with that
        // case give it (SwiftGen's and a hand-written one may both); written out (SwiftGen's
        // `perform(segue: StoryboardSegue.Main.inboxSegue)`), the raw value of that enum's case.
        if action == "segue" {
            var identifier: String?
            if let scene {
                let identifiers = Set(context.index.declarations.keys.filter { context.index.declaresCase(scene, of: $0) }
                    .compactMap { context.index.rawValue(ofCase: scene, of: $0) })
                identifier = identifiers.count == 1 ? identifiers.first : nil
            } else if destination == nil {
                identifier = event.arguments.lazy.filter({ $0.label.map(Self.segueLabels.contains) ?? true })
                    .compactMap({ segueIdentifier($0, context) }).first
            }
            if let identifier { destination = segueDestination(identifier, context) }
        }
        return Step(action: action, destination: destination)
    }

    /// The view a SwiftUI navigation builds in its closure (`NavigationLink { ComplicationListView() } label: { … }`,
    /// `.sheet(isPresented: $showAdd) { NavigationView { EditView(existing: nil) } }`), inside navigation wrappers at
    /// most. Content written in place (`.sheet { List { … } }`) has no type to name.
    private func viewBuilt(in event: Event, _ context: EventContext) -> String? {
        let type = firstMade(inClosuresOf: event, context, ofItsArguments: false) { !Self.navigationWrappers.contains($0) }
        return type.flatMap { TypeNames.swiftUITypes.contains($0) ? nil : $0 }
    }

    private static let navigationWrappers: Set<String> = ["NavigationView", "NavigationStack", "Group", "AnyView"]

    /// The view controller made in the closure of a call's argument (Eureka's `ControllerProvider.callback { let controller
    /// = AboutViewController(); …; return controller }`): the first screen of the codebase or `…Controller` made there, a
    /// navigation controller looked through.
    private func controllerBuilt(in event: Event, _ context: EventContext) -> String? {
        firstMade(inClosuresOf: event, context, ofItsArguments: true) { type in
            type != "UINavigationController" && (context.index.isScreenClass(type) || type.hasSuffix("Controller"))
        }
    }

    /// The first type whose initializer is called, and that `wanted` accepts, in the closures the call takes, or also
    /// (`ofItsArguments`) in those of the calls among its arguments.
    private func firstMade(
        inClosuresOf event: Event, _ context: EventContext, ofItsArguments: Bool, where wanted: (String) -> Bool
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

    /// The class of a controller made from a storyboard: `storyboard.instantiateViewController(withIdentifier: "Cart")`
    /// as the argument itself, or a local it was kept in; the storyboards know which scene has that identifier.
    /// A storyboard's initial view controller (`[[UIStoryboard storyboardWithName:@"Settings" bundle:nil] instantiateInitialViewController]`)
    /// is the class of its initial scene.
    private func instantiatedClass(_ argument: ValueSummary, root: String, line: Int, _ context: EventContext) -> String? {
        let storyboards = context.index.storyboards
        guard !storyboards.isEmpty else { return nil }
        if argument.text.contains("instantiateViewController(withIdentifier:") {
            return argument.strings.count == 1 ? storyboards.sceneClass(storyboardIdentifier: argument.strings[0]) : nil
        }
        guard context.local(root) != nil else { return nil }
        // The nearest instantiation before the navigation whose statement sets the local: locals are known by name,
        // and the cases of a `switch` reuse one (NetNewsWire's `navController`).
        let member = context.member
        let events = member.events
        guard let made = events.lastIndex(where: { event in
            event.kind == .call && event.line <= line && Self.instantiations.contains(event.name)
                && event.statement.map { Self.assigns(root, member.statements[$0].text) } == true
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

    /// Whether a statement declares or assigns a name: `let nav = …`, `guard let controller = … else {`,
    /// `UIViewController *settings = […]`, `self.detail = …`.
    static func assigns(_ name: String, _ statement: String) -> Bool {
        guard let equals = statement.firstIndex(of: "=") else { return false }
        let target = statement[..<equals].reversed().drop { $0 == " " }
        let identifier = target.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return identifier.count == name.count && identifier.elementsEqual(name.reversed())
    }

    /// A segue's identifier: the literal, the string constant it names (`Segues.showLogin`,
    /// `K.segueId.toWebLogin`: a static `let` of the codebase whose value is a literal), or the raw value of a `String`
    /// enum's case (`SegueIdentifier.showDetails.rawValue`).
    private func segueIdentifier(_ argument: ValueSummary, _ context: EventContext) -> String? {
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
    private func segueDestination(_ identifier: String, _ context: EventContext) -> String {
        var type: String? = context.typeName
        var visited: Set<String> = []
        while let current = type, visited.insert(current).inserted {
            if let shown = context.index.storyboards.segueDestination(identifier: identifier, from: current) { return shown }
            if let action = context.index.storyboards.unwindAction(identifier: identifier, from: current),
               let target = unwindTarget(action, context) {
                return target
            }
            type = context.index.superclass(of: current)
        }
        return identifier
    }

    /// The class that declares an unwind action: `unwindToLoginWithSegue:` is Swift's `unwindToLogin(segue:)`,
    /// `unwindToLogin:` its `unwindToLogin(_:)` or an Objective-C `unwindToLogin:`; only a class of the codebase
    /// that alone declares it.
    private func unwindTarget(_ selector: String, _ context: EventContext) -> String? {
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

    /// The destination's type from the argument: `CartViewController()`, a local of known type, a cast.
    private func destination(_ argument: ValueSummary?, at line: Int, _ context: EventContext) -> String? {
        guard let argument, !argument.isClosure else { return nil }
        var type = argument.typeName
        // A screen a codebase method makes, handed over as it is made: `push(StoryboardScene.Main.itemsViewController.instantiate())`.
        // SwiftUI's `some View` names no view.
        if type == nil, let called = Self.calledChain(argument.text), let result = context.resultType(ofCall: called),
           result != "View", result != "AnyView" {
            // One that returns a plain view controller (VIPER's `LessonAssembly(…).makeModule() -> UIViewController`, a
            // builder's `build()`) shows the screen it makes.
            if Self.containers.contains(TypeNames.base(result)), let made = screenMade(by: called, context) { return made }
            type = result
        }
        // `self.searchController` reads the screen's property as `searchController` does (Monal's chat screen presents its
        // `MLSearchViewController`).
        let text = argument.text.hasPrefix("self.") ? argument.text.dropFirst("self.".count) : Substring(argument.text)
        if type == nil, argument.roots.count == 1, let root = argument.roots.first, text.hasPrefix(root) {
            if let members = Self.memberChain(text.dropFirst(root.utf8.count)) {
                // `coordinator.localesViewController`: the member's type, read through the codebase's declarations, not the root's.
                type = context.type(of: ([root] + members)[...])
            } else {
                // `storyboard.instantiateViewController(…)` is not of the storyboard's type.
                let declared = argument.text.contains("instantiateViewController(")
                    ? nil : context.local(root)?.typeName ?? context.properties[root]?.typeName ?? context.type(of: [root][...])
                type = declared ?? instantiatedClass(argument, root: root, line: line, context)
            }
        }
        guard let found = type.map(TypeNames.base) else { return nil }
        // A navigation controller, the framework's or the codebase's own (Stepik's `StyledNavigationController`), made around
        // its root (`StyledNavigationController(rootViewController: assembly.makeModule())`) shows its root: the argument the
        // member made it with, read as a destination is.
        if found.hasSuffix("NavigationController"), let root = made(found, as: argument, before: line, context)?.arguments
            .first(where: { $0.label == "rootViewController" }),
           let shown = destination(root, at: line, context), !shown.hasSuffix("NavigationController") {
            return shown
        }
        // A hosting controller, SwiftUI's or the codebase's own (Pocket Casts' `ThemedHostingController`), made around its
        // root view (`UIHostingController(rootView: SettingsView())`) shows that view, the screen the user sees.
        if found.hasSuffix("HostingController"), let root = made(found, as: argument, before: line, context)?.arguments
            .first(where: { $0.label == "rootView" }), let view = Self.viewMade(root, context) {
            return view
        }
        if found == "UINavigationController", let range = argument.text.range(of: "rootViewController: ") {
            let rest = argument.text[range.upperBound...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if String(name).startsUppercase { return String(name) }
            if let local = context.local(String(name))?.typeName { return TypeNames.base(local) }
        }
        // A container typed as such (`as! UINavigationController`, `UIViewController *vc = …`) shows what it was made from.
        if Self.containers.contains(found), argument.roots.count == 1, let root = argument.roots.first,
           let local = context.local(root) {
            if let shown = instantiatedClass(argument, root: root, line: line, context) { return shown }
            // `let viewController = assembly.makeModule()`, handed over after.
            if argument.text == root, !local.calledChain.isEmpty, let made = screenMade(by: local.calledChain, context) { return made }
            // A screen's own factory of the container it sits in (Strongbox's `[AutoFillPreferencesViewController
            // fromStoryboardWithModel:model]`, declared to return a `UINavigationController`) shows that screen.
            if local.calledChain.count == 2, let maker = local.calledChain.first, context.index.isScreenClass(maker) { return maker }
            // `let nav = UINavigationController(rootViewController: settings)`: what the navigation controller was made
            // around, not what a factory or a storyboard was handed (`[storyboard instantiateInitialViewController]` is
            // no `UIStoryboard`).
            if found == "UINavigationController", local.calledChain.isEmpty || local.calledChain.first?.hasSuffix("NavigationController") == true,
               local.roots.count == 1, let inner = local.roots.first {
                // `let nav = UINavigationController(rootViewController: settings)`, `settings` typed or made from a storyboard.
                let innerType = (context.local(inner)?.typeName ?? context.properties[inner]?.typeName).map(TypeNames.base)
                if let innerType, !Self.containers.contains(innerType),
                   context.index.isScreenClass(innerType) || innerType.hasSuffix("Controller") { return innerType }
                if let shown = instantiatedClass(argument, root: inner, line: line, context) { return shown }
            }
        }
        return found
    }

    static let containers: Set<String> = ["UIViewController", "UINavigationController"]

    /// The SwiftUI view a value is: the type it is made as (`SettingsView(model: model)`, `SettingsView().environmentObject(store)`,
    /// `AnyView(SettingsView())`), or the type of the local or property it is read from, modifiers and all
    /// (`editView.environmentObject(theme)`); `nil` for anything else.
    private static func viewMade(_ value: ValueSummary, _ context: EventContext) -> String? {
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
            let made = (local ?? property?.initialValue)?.calledChain.first.flatMap { isDeclaredView($0, context) ? $0 : nil }
            let type = (local?.typeName ?? property?.typeName).map(TypeNames.base) ?? made
            return type == "AnyView" || type?.first?.isUppercase != true ? nil : type
        }
        return value.typeName.map(TypeNames.base).flatMap { $0 == "AnyView" ? nil : $0 }
    }

    /// Whether the codebase declares a SwiftUI view of this name.
    private static func isDeclaredView(_ name: String, _ context: EventContext) -> Bool {
        context.index.declarations[name]?.contains { $0.inherited.contains("View") } == true
    }

    /// The call that made a value of `type` the argument is: the argument itself (`Type(…)`), or, for a local, the nearest
    /// making of that type before the line whose statement sets the local.
    private func made(_ type: String, as argument: ValueSummary, before line: Int, _ context: EventContext) -> Event? {
        func makes(_ event: Event) -> Bool {
            event.kind == .call && event.name == "init" && event.path.count == 2 && TypeNames.base(event.path[0]) == type
        }
        let member = context.member
        if argument.text.hasPrefix(type + "(") {
            return member.events.last { makes($0) && $0.line <= line }
        }
        guard argument.roots.count == 1, let root = argument.roots.first, argument.text == root, context.local(root) != nil else { return nil }
        return member.events.last { event in
            makes(event) && event.line <= line && event.statement.map { Self.assigns(root, member.statements[$0].text) } == true
        }
    }

    /// The screen a codebase method makes when it returns a plain view controller: the one screen class it makes, a
    /// navigation controller it wraps it in aside (Stepik's `LessonAssembly.makeModule()` makes a `LessonViewController`
    /// with its interactor and presenter, and returns it as a `UIViewController`), and none when it may return what another
    /// of its type's factories makes.
    private func screenMade(by called: [String], _ context: EventContext) -> String? {
        guard let name = called.last else { return nil }
        let owner = called.count == 1 ? context.typeName : context.type(of: called.dropLast())
        guard let owner, let maker = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }) else {
            return nil
        }
        var made: [String] = []
        for event in maker.events where event.kind == .call {
            guard event.name == "init", event.path.count == 2 else {
                // One that may return what another of its type's factories makes (ioctocat's `viewControllerForURL:` makes a
                // web screen, or returns `[self viewControllerForGitHubURL:url]`, which chooses among many) says no one screen.
                if event.path.count == 1 || event.path.count == 2 && (event.path[0] == "self" || event.path[0] == owner),
                   let returned = context.index.returnedType(of: event.name, on: owner).map(TypeNames.base),
                   Self.containers.contains(returned) || context.index.isScreenClass(returned) {
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

    /// The member names after a root, when the rest of an argument is only that (`.localesViewController`, `?.detail!`);
    /// `nil` for anything else (nothing, a call, a subscript, an operator).
    static func memberChain(_ rest: Substring) -> [String]? {
        var members: [String] = []
        var rest = rest
        while let dot = rest.firstIndex(of: ".") {
            guard rest[..<dot].allSatisfy({ $0 == "?" || $0 == "!" }) else { return nil }
            let name = rest[rest.index(after: dot)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { return nil }
            members.append(String(name))
            rest = rest[name.endIndex...]
        }
        return rest.allSatisfy({ $0 == "?" || $0 == "!" }) && !members.isEmpty ? members : nil
    }

    /// The labels a segue helper takes its segue under, besides none (`perform(segue:)`, `performSegue(withIdentifier:)`).
    private static let segueLabels: Set<String> = ["segue", "identifier", "withIdentifier"]

    /// The chain a call is made on, with the called name last, when an argument is one call of a reference chain
    /// (`StoryboardScene.Main.itemsViewController.instantiate()` → `StoryboardScene`, `Main`, `itemsViewController`,
    /// `instantiate`; `makeDetail()` → `makeDetail`); `nil` for anything else (a call on a call's result, a closure).
    static func calledChain(_ text: String) -> [String]? {
        guard text.utf8.last == UInt8(ascii: ")"), let open = text.utf8.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        let callee = text.utf8[..<open]
        guard !callee.isEmpty, !text.utf8[open...].dropLast().contains(UInt8(ascii: ")")) else { return nil }
        guard callee.allSatisfy({ $0 == UInt8(ascii: ".") || $0 >= 0x80 || TypeNames.isNameByte($0) }) else { return nil }
        let chain = Substring(text)[..<open].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return chain.contains(where: \.isEmpty) ? nil : chain
    }

    /// The screen a new stack of view controllers ends with, the one the user sees: the last element of the array
    /// (`[LoginViewController()]`; Simplenote's `@[self, editor]`), by its type.
    private func stackTop(_ argument: ValueSummary?, at line: Int, _ context: EventContext) -> String? {
        guard let argument, argument.text.hasPrefix("[") || argument.text.hasPrefix("@[") else { return nil }
        if let element = argument.typeName.map(TypeNames.base).flatMap(TypeNames.elementType) { return TypeNames.base(element) }
        guard let last = argument.roots.last, last != "self" else { return nil }
        return destination(ValueSummary(text: last, roots: [last]), at: line, context)
    }

    /// Whether the receiver of a `rootViewController` assignment is a window: its type says so (`UIWindow`, a subclass,
    /// `self` in a window's extension) or, where the type does not show, its name does (`window`, `keyWindow`,
    /// `windows.first`). A coordinator's or an alert builder's own `rootViewController` (`$0.rootViewController = self`)
    /// changes no window.
    static func isWindow(_ receiver: ArraySlice<String>, _ context: EventContext) -> Bool {
        let unqualified = receiver.first == "self" ? receiver.dropFirst() : receiver
        if let type = (unqualified.isEmpty ? context.typeName : context.type(of: receiver)).map(TypeNames.base) {
            if type == "UIWindow" || type.hasSuffix("Window") { return true }
            if context.index.contains(type) { return context.index.externalSuperclass(of: type) == "UIWindow" }
        }
        return unqualified.contains { $0.lowercased().contains("window") }
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func buyTapped() {
                ↓navigationController?.pushViewController(CartViewController(), animated: true)
            }
            """,
            """
            func failed(error: Error?) {
                if error != nil {
                    ↓self.navigationController?.popViewController(animated: true)
                }
            }
            """,
            """
            func share() {
                let activity = UIActivityViewController(activityItems: [], applicationActivities: nil)
                ↓present(activity, animated: true)
            }
            """,
            """
            func checkout() { ↓performSegue(withIdentifier: "showCheckout", sender: self) }
            """,
            """
            func loggedIn() { ↓view.window?.rootViewController = MainTabBarController() }
            """,
            """
            func signedOut() { ↓navigationController?.setViewControllers([LoginViewController()], animated: true) }
            """,
            """
            override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                super.present(viewControllerToPresent, animated: flag, completion: completion)
                ↓super.dismiss(animated: flag)
            }
            """,
            """
            func loggedOut() { ↓UIApplication.shared.windows.first?.rootViewController = LoginViewController() }
            """,
            """
            let overlayWindow = UIWindow(frame: .zero)
            func showOverlay() { ↓overlayWindow.rootViewController = OverlayViewController() }
            """,
        ],
        nonTriggering: [
            """
            func present(_ item: Item) { label.text = item.name }
            func show() { spinner.show() }
            """,
            """
            func dismissKeyboard() { view.endEditing(true) }
            """,
            """
            let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            func showPage(_ page: UIViewController) {
                pageViewController.setViewControllers([page], direction: .forward, animated: true)
            }
            """,
            """
            override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
                super.present(viewControllerToPresent, animated: flag, completion: completion)
                lookup.dismiss()
            }
            """,
            """
            func onMore() {
                weak var weakSelf = self
                alert.addActions([AlertAction(AlertActionBuilder { $0.rootViewController = weakSelf })])
            }
            """,
            """
            let coordinator = SceneCoordinator()
            func start() { coordinator.rootViewController = HomeViewController() }
            """,
        ]
    )
}
