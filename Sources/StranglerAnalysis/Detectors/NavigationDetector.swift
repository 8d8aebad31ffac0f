import Foundation
import StranglerSources

/// Navigation: push, pop, present, dismiss, segues, show, storyboard instantiation, tab and window root
/// changes, and SwiftUI's navigation links and sheets.
///
/// The detector decides which events navigate and how (the action); `NavigationDestinationResolver` finds where each
/// leads.
struct NavigationDetector: Detector {
    let responsibility = Responsibility.navigation

    typealias Step = NavigationStep

    /// The calls that make a controller from a storyboard.
    static let instantiations: Set<String> = ["instantiateViewController", "instantiateInitialViewController"]

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
        case .call: callStep(for: event, in: context)
        case .assignment: assignmentStep(for: event, in: context)
        default: nil
        }
    }

    /// What a group of calls (one framework's) makes of a call: one of its own, which navigates or not, or another's.
    private enum GroupStep {
        case step(Step?)
        case notInGroup
    }

    private func callStep(for event: Event, in context: EventContext) -> Step? {
        // Most calls are none of the cases below: one lookup instead of comparing the name with each.
        guard Self.stepNames.contains(event.name) else { return throughHelper(event, context) }
        // An override that hands the call on to UIKit (`present(_:animated:completion:)` calling `super.present(…)`)
        // navigates for whoever called it: their navigation, not the override's.
        if event.path.count == 2, event.path[0] == "super", event.name == context.member.baseName { return nil }
        let labels = event.labels
        // The groups' calls differ by name or labels, but for Eureka's `popover(controllerProvider:)`, which comes before
        // SwiftUI's `popover`.
        if case .step(let step) = uiKitStep(for: event, labels, in: context) { return step }
        if case .step(let step) = appKitStep(for: event, labels, in: context) { return step }
        if case .step(let step) = urlStep(for: event, labels, in: context) { return step }
        if case .step(let step) = formRowStep(for: event, labels, in: context) { return step }
        if case .step(let step) = swiftUIStep(for: event, labels, in: context) { return step }
        return throughHelper(event, context)
    }

    /// UIKit's pushes, pops, presentations, dismissals, segues, `show` and a navigation stack set anew.
    private func uiKitStep(for event: Event, _ labels: [String?], in context: EventContext) -> GroupStep {
        let destinations = NavigationDestinationResolver(context: context)
        switch event.name {
        case "pushViewController":
            return .step(Step(action: "push", destination: destinations.destination(event.arguments.first, at: event.line)))
        // A page view controller's `setViewControllers(_:direction:animated:)` turns a page: the view's own business.
        case "setViewControllers" where !labels.contains("direction"):
            return .step(Step(action: "setRoot", destination: destinations.stackTop(event.arguments.first, at: event.line)))
        case "popViewController", "popToViewController":
            return .step(Step(action: "pop", destination: nil))
        // Back to the first screen of the stack, not to the one before: a route of its own.
        case "popToRootViewController":
            return .step(Step(action: "popToRoot", destination: nil))
        case "present" where labels.count >= 2 && labels[0] == nil && labels[1] == "animated":
            return .step(Step(action: "present", destination: destinations.destination(event.arguments.first, at: event.line)))
        case "dismiss" where labels.first == "animated":
            return .step(Step(action: "dismiss", destination: nil))
        case "performSegue" where labels.first == "withIdentifier":
            let identifier = event.arguments.first.flatMap { destinations.segueIdentifier($0) }
            return .step(Step(action: "segue", destination: identifier.map { destinations.segueDestination($0) }))
        case "show" where labels == [nil, "sender"], "showDetailViewController":
            return .step(Step(action: "show", destination: destinations.destination(event.arguments.first, at: event.line)))
        default:
            return .notInGroup
        }
    }

    /// AppKit's: a view controller presented as a sheet, a window, a popover or with an animator
    /// (`presentAsSheet(controller)`, `present(controller, asPopoverRelativeTo: rect, of: view, …)`), dismissed with
    /// `dismiss(self)` or `dismiss(nil)` by the screen itself; a window controller's window shown
    /// (`detachedWindowController.showWindow(self)`); an alert or a panel run (`alert.runModal()`,
    /// `alert.beginSheetModal(for: window)`, `NSOpenPanel().begin { … }`); an error's alert and the share menu.
    private func appKitStep(for event: Event, _ labels: [String?], in context: EventContext) -> GroupStep {
        switch event.name {
        case "presentAsSheet", "presentAsModalWindow":
            let destinations = NavigationDestinationResolver(context: context)
            return .step(Step(action: "present", destination: destinations.destination(event.arguments.first, at: event.line)))
        case "present" where labels.count >= 2 && labels[0] == nil && (labels[1] == "asPopoverRelativeTo" || labels[1] == "animator"):
            let destinations = NavigationDestinationResolver(context: context)
            return .step(Step(action: "present", destination: destinations.destination(event.arguments.first, at: event.line)))
        case "dismiss" where labels == [nil] && event.unqualifiedPath.count == 1:
            return .step(Step(action: "dismiss", destination: nil))
        case "showWindow" where labels == [nil]:
            return .step(Step(action: "show", destination: context.receiverType(event)))
        case "runModal", "beginSheetModal", "begin":
            guard let type = context.receiverType(event), Self.modalAppKitTypes.contains(type) else { return .step(throughHelper(event, context)) }
            return .step(Step(action: "present", destination: type))
        // AppKit's alert for an error (`presentError(error)` on the view controller, its window or the application), unless
        // the codebase declares its own, and the share menu (`NSSharingServicePicker(items:).show(relativeTo:of:preferredEdge:)`).
        case "presentError" where labels.first == .some(nil):
            if let helper = throughHelper(event, context) { return .step(helper) }
            // On an AppKit screen: the view controller itself, its window, the application or a document.
            guard context.index.externalSuperclass(of: context.typeName)?.hasPrefix("NS") == true else { return .step(nil) }
            let receiver = event.receiver
            let onResponder = receiver.isEmpty || receiver == ["self"] || receiver.last == "NSApp" || Self.isWindow(receiver, context)
                || context.receiverType(event).map { ["NSWindow", "NSApplication", "NSDocument"].contains(TypeNames.base($0)) } == true
            return .step(onResponder ? Step(action: "present", destination: "NSAlert") : nil)
        case "show" where labels.first == "relativeTo":
            guard context.receiverType(event) == "NSSharingServicePicker" else { return .step(throughHelper(event, context)) }
            return .step(Step(action: "present", destination: "NSSharingServicePicker"))
        default:
            return .notInGroup
        }
    }

    /// A URL opened outside the app: by the application or the workspace (`UIApplication.shared.open(url)`,
    /// `NSWorkspace.shared.open(url)`), SwiftUI's `openURL` action from the environment, or a `Link` view.
    private func urlStep(for event: Event, _ labels: [String?], in context: EventContext) -> GroupStep {
        switch event.name {
        case "open" where labels.first == .some(nil), "openURL":
            let destinations = NavigationDestinationResolver(context: context)
            return .step(opensURL(event, context) ? Step(action: "openURL", destination: destinations.openedURL(event.arguments.first))
                : throughHelper(event, context))
        case "init" where event.path.first == "Link" && event.arguments.contains { $0.label == "destination" }:
            let destinations = NavigationDestinationResolver(context: context)
            return .step(Step(action: "openURL", destination: destinations.openedURL(event.arguments.first { $0.label == "destination" })))
        default:
            return .notInGroup
        }
    }

    /// A form row's presentation in Eureka: `row.presentationMode = .show(controllerProvider: ControllerProvider.callback {
    /// AboutViewController() }, onDismiss: nil)`, `.presentModally(…)`, `.popover(…)`, `.segueName(segueName: …)`.
    private func formRowStep(for event: Event, _ labels: [String?], in context: EventContext) -> GroupStep {
        switch event.name {
        case "show" where labels.first == "controllerProvider", "presentModally" where labels.first == "controllerProvider",
             "popover" where labels.first == "controllerProvider":
            let destinations = NavigationDestinationResolver(context: context)
            return .step(Step(action: event.name == "show" ? "show" : "present", destination: destinations.controllerBuilt(in: event)))
        case "segueName" where labels.first == "segueName":
            let destinations = NavigationDestinationResolver(context: context)
            let identifier = event.arguments.first.flatMap { destinations.segueIdentifier($0) }
            return .step(Step(action: "segue", destination: identifier.map { destinations.segueDestination($0) }))
        default:
            return .notInGroup
        }
    }

    /// SwiftUI's dismiss action, navigation links and destinations, sheets and covers, the system's screens its modifiers
    /// present, and a navigation path pushed onto or popped.
    private func swiftUIStep(for event: Event, _ labels: [String?], in context: EventContext) -> GroupStep {
        switch event.name {
        case "dismiss" where event.arguments.isEmpty
            && (event.receiver.last == "wrappedValue" || (event.unqualifiedPath.count == 1 && context.properties["dismiss"] != nil)):
            return .step(Step(action: "dismiss", destination: nil))
        // A link to a value (`NavigationLink(value: .playlist(id)) { PlaylistCardView(…) }`) shows what the stack's
        // `navigationDestination(for:)` makes of it, the case it names; its closure is the row's label, no destination.
        case "init" where event.path.first == "NavigationLink" && event.arguments.contains { $0.label == "value" }:
            return .step(Step(action: "push", destination: event.arguments.first { $0.label == "value" }.flatMap { Self.valueCase($0.text) }))
        case "init" where event.path.first == "NavigationLink":
            let destinations = NavigationDestinationResolver(context: context)
            return .step(Step(
                action: "push",
                destination: destinations.destination(event.arguments.first { $0.label == "destination" }, at: event.line)
                    ?? destinations.viewBuilt(in: event)
            ))
        case "navigationDestination":
            return .step(Step(action: "push", destination: NavigationDestinationResolver(context: context).viewBuilt(in: event)))
        case "sheet", "fullScreenCover", "popover":
            return .step(event.arguments.contains { $0.label == "isPresented" || $0.label == "item" }
                ? Step(action: "present", destination: NavigationDestinationResolver(context: context).viewBuilt(in: event)) : nil)
        // SwiftUI's modifiers that present the system's screens, as UIKit presents their controllers
        // (`.quickLookPreview($selectedURL)`, `.fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { … }`).
        case "quickLookPreview", "fileImporter", "fileExporter", "photosPicker":
            guard let destination = Self.systemScreens[event.name],
                  event.arguments.contains(where: { $0.label == "isPresented" || $0.label == nil && $0.text.hasPrefix("$") })
            else { return .step(nil) }
            return .step(Step(action: "present", destination: destination))
        case "append", "removeLast", "removeAll":
            // A SwiftUI navigation path (`path.append(.accountDetail(id:))`, a `RouterPath.navigate(to:)`).
            guard let name = event.receiver.last, let type = context.receiverType(event), Self.isNavigationPath(type, named: name)
            else {
                return .step(throughHelper(event, context))
            }
            return .step(event.name == "append" ? Step(action: "push", destination: event.arguments.first.flatMap { Self.sceneCase($0.text) })
                : Step(action: "pop", destination: nil))
        default:
            return .notInGroup
        }
    }

    /// An assignment that navigates: SwiftUI's navigation state, a window's root view controller, a tab bar's selection.
    private func assignmentStep(for event: Event, in context: EventContext) -> Step? {
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
            let destinations = NavigationDestinationResolver(context: context)
            return Step(action: "setRoot", destination: destinations.destination(event.arguments.first, at: event.line))
        }
        if event.name == "selectedIndex" || event.name == "selectedViewController",
           event.receiver.last == "tabBarController" || context.type(of: event.receiver).map({ $0.hasSuffix("TabBarController") }) == true {
            return Step(action: "selectTab", destination: event.arguments.first.map { "tab " + $0.text })
        }
        return nil
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

    /// The plain view controller types a destination may be written as, which name no screen of their own.
    static let containers: Set<String> = ["UIViewController", "UINavigationController"]

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
