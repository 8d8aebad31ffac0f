import StranglerSources

/// Navigation through the codebase's own coordinators, routers and navigators: a call to one of their navigating members.
extension NavigationDetector {
    /// A call to a member of the codebase's coordinator, router or navigator that navigates (`coordinator.present(scene:
    /// .profile(viewModel), from: self, transition: .show)`, `[switchboard pushArtworkViewControllerWithArtworks:…]`):
    /// that member's action; the destination is the scene case the call names (`profile`), when it names one.
    func throughHelper(_ event: Event, _ context: EventContext) -> Step? {
        let navigation = context.capabilities.navigation
        // An unqualified call (`presentError(…)`) is on the type itself.
        guard context.followsProjectTypes, event.path.first != "super", context.capabilities.navigatingNames.contains(event.name),
              let type = context.receiverType(event) ?? (event.unqualifiedPath.count == 1 ? context.typeName : nil),
              // Asking the screen's own router (`router?.routeToOrderDetail()`) is its scene's navigation, done where it belongs.
              context.lends(type)
        else { return nil }
        guard let found = navigatingHelper(event, on: type, navigation, context) else { return nil }
        let (action, helper) = found
        // Unlabelled or labelled for a destination: `composeContextMenuItems(in: self, location: .folderAction, …)`
        // names where a menu shows, no scene.
        let scene = event.arguments.lazy.filter { $0.label.map(Self.sceneLabels.contains) ?? true }.map(\.text)
            .first { $0.hasPrefix(".") }.flatMap(Self.sceneCase)
        // The scene case the call names; else what the helper itself always shows (`presentError(_:)` an alert).
        var destination = scene ?? context.capabilities.navigationDestinations[helper]?[event.name]
        // Or what the call hands it to show (`present(vc, sender)` through a `UIViewController` extension's
        // `present(_ vc: UIViewController, _ sender: UIView?)`): the argument at that parameter's place.
        if destination == nil, let argument = context.capabilities.navigationParameters[helper]?[event.name]?.lazy
            .compactMap({ $0.argument(in: event) }).first {
            destination = NavigationDestinationResolver(context: context).destination(argument, at: event.line)
        }
        // A segue helper's case: the screen its identifier leads to. Written `.confirmBid` (a
        // `performSegue(_ identifier: SegueIdentifier)`), the identifier is the one raw value the codebase's enums with that
        // case give it (SwiftGen's and a hand-written one may both); written out (SwiftGen's
        // `perform(segue: StoryboardSegue.Main.inboxSegue)`), the raw value of that enum's case.
        if action == "segue" {
            let destinations = NavigationDestinationResolver(context: context)
            var identifier: String?
            if let scene {
                let identifiers = Set(context.index.declarations.keys.filter { context.index.declaresCase(scene, of: $0) }
                    .compactMap { context.index.rawValue(ofCase: scene, of: $0) })
                identifier = identifiers.count == 1 ? identifiers.first : nil
            } else if destination == nil {
                identifier = event.arguments.lazy.filter({ $0.label.map(Self.segueLabels.contains) ?? true })
                    .compactMap({ destinations.segueIdentifier($0) }).first
            }
            if let identifier { destination = destinations.segueDestination(identifier) }
        }
        return Step(action: action, destination: destination)
    }

    /// The navigating member a call runs, with its action and the type that declares it. A view controller also has what
    /// its codebase superclasses and the codebase's `UIViewController` extension give it (an `alert(title:message:)`),
    /// unless it declares a member of that name itself (a `present(_ alert: JSAlert)`).
    private func navigatingHelper(
        _ event: Event, on type: String, _ navigation: [String: [String: String]], _ context: EventContext
    ) -> (action: String, helper: String)? {
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
            if action != nil, (context.index.declarations[type] ?? []).contains(where: { $0.members.contains { $0.baseName == event.name } }) {
                return nil
            }
        }
        guard let action else { return nil }
        return (action, helper)
    }

    /// Labels of an argument that names where a navigation goes: `scene:`, `to:`, `destination:`, `route:`.
    private static let sceneLabels: Set<String> = ["scene", "to", "destination", "route", "screen", "page", "flow", "step", "tab"]

    /// The labels a segue helper takes its segue under, besides none (`perform(segue:)`, `performSegue(withIdentifier:)`).
    private static let segueLabels: Set<String> = ["segue", "identifier", "withIdentifier"]
}
