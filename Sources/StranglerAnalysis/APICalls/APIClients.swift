import StranglerSources

/// Which types are API clients, and which calls on the codebase's types send a request: what the networking detector
/// and the API-call extractor both ask.
enum APIClients {
    /// Whether a type's own name (not its outer type's) has a word of networking: `APIManager`, `HTTPSessionManager`.
    static func namesNetworking(_ type: String) -> Bool {
        let name = type.split(separator: ".").last ?? type[...]
        return NetworkingNames.networkingWords.contains { Endpoint.range(of: $0, in: name) != nil }
    }

    /// Whether a call on a codebase type that is no client by its name sends all the same: through what it inherits from a
    /// client (see `sendsThroughInheritance`), or because the member hands its request straight to one that sends it
    /// (`DataManager.getProduct(byBarcode:…)` calls `productApi.getProduct(…)`, see `Capabilities.relays`).
    /// Not one that reaches a request further down what it calls: a `PlaybackManager` skips and plays.
    static func sendsWithoutBeingAClient(_ event: Event, on type: String, _ context: EventContext) -> Bool {
        context.relaysRequests(event, on: type) || sendsThroughInheritance(event, on: type, context)
    }

    /// Whether a call on a class below a codebase client sends through what the class inherits: `GHIssue : GHResource`,
    /// whose own `saveIssue…` calls the `saveWithParams:…` it inherits. Not a view model or an interactor that
    /// holds a client: only a subclass is what its superclass is.
    static func sendsThroughInheritance(_ event: Event, on type: String, _ context: EventContext) -> Bool {
        guard context.index.inheritedMembers[type] != nil, context.delegatedCapabilities(of: event, on: type).contains(.networking) else {
            return false
        }
        return context.index.firstSuperclass(of: type) { context.index.contains($0) && isClient($0, context) } != nil
    }

    /// Another module's call handed a block that receives the server's HTTP response (`[[AppDelegate
    /// sharedOCCommunication] readFolder:path … successRequest:^(NSHTTPURLResponse *response, …)]`, an SDK the tree
    /// does not hold, whose type the app extends in a category): a request, whatever its type is called, with the
    /// symbol to show. The codebase's own members (its categories' included) are judged by what they do.
    static func requestWithAResponseBlock(_ event: Event, on type: String?, _ context: EventContext) -> String? {
        guard event.arguments.contains(where: { argument in
            argument.isClosure && argument.typeName.map { type in responseTypes.contains { type.contains($0) } } == true
        }) else { return nil }
        guard let type else { return event.symbol }
        guard context.index.firstMember(of: type, where: { $0.baseName == event.name }) == nil else { return nil }
        return ProjectIndex.symbol(of: event.name, on: type)
    }

    private static let responseTypes = ["HTTPURLResponse", "NSURLResponse"]

    /// Whether making a codebase type sends a request: its initializer sends one the capabilities pass read. Not a view
    /// model's or a screen's: a screen makes those for the screen it shows next (`HashtagTimelineViewModel(…)`, handed
    /// to `coordinator.present(scene:)`), whose requests they are; a screen's own view model lends the screen its
    /// requests through the members the screen calls.
    static func sendsOnInit(_ type: String, _ context: EventContext) -> Bool {
        // The requests first: one lookup, and few types send any as they are made.
        context.followsProjectTypes && context.capabilities.requests[type]?["init"] != nil
            && !viewModelSuffixes.contains(where: type.hasSuffix) && !context.index.isScreenClass(type)
    }

    private static let viewModelSuffixes = ["ViewModel", "Presenter", "Coordinator", "Store"]

    /// A type whose calls are networking. A type of the codebase is judged by what it does: it sends requests
    /// itself, or descends from a networking class, or it is named like an API client (`…Client`, `…API`,
    /// `…Service`, `…Repository`, `…Provider`) and hands requests on to codebase types that send them (followed
    /// down the chain), or does nothing the pass can follow while its code speaks of URLs, requests or sessions.
    /// An interactor or a view model that reaches a client is no client itself, nor is a `ThemeService`. A type
    /// the codebase only uses is judged by its name, except Apple's (`NSItemProvider`, `CXProvider`).
    static func isClient(_ type: String, _ context: EventContext) -> Bool {
        isClient(type, context, analysed: context.isAnalysedProjectType(type))
    }

    /// `isClient`, with `isAnalysedProjectType` already asked.
    static func isClient(_ type: String, _ context: EventContext, analysed: Bool) -> Bool {
        // A type the configuration names a client (`OCCore`, an SDK's), whatever its name or code says.
        if context.index.external.isConfigured(type, as: .networking) { return true }
        if analysed {
            // While capabilities are computed, other codebase types are not known yet: delegation answers for them.
            guard context.followsProjectTypes else { return false }
            if context.projectCapabilities(of: type)?.contains(.networking) == true { return true }
            if NetworkingNames.clientSuffixes.contains(where: type.hasSuffix) {
                if context.delegatesNetworking(type) { return true }
                // Doing something else (persistence, analytics, navigation: a `SafariService` that opens links in the
                // browser) and nothing of networking: no client.
                if !(context.projectCapabilities(of: type) ?? []).isEmpty || context.capabilities.navigation[type] != nil { return false }
                // Doing nothing the pass can see: its name counts when its code speaks of networking.
                return context.speaksOfNetworking(type)
            }
            // A manager named for networking that hands requests on to a client (a `NetAPIManager` whose members
            // call `NetAPIClient`'s `requestJsonDataWithPath:…`) is the codebase's API layer, as a service is. Not
            // any manager: a `PlaybackManager` or a `ColorManager` may reach a request somewhere down what it calls,
            // and is no client.
            if type.hasSuffix("Manager"), Self.namesNetworking(type), context.delegatesNetworking(type) { return true }
            guard let base = context.index.externalSuperclass(of: type).map(TypeNames.base) else { return false }
            return NetworkingNames.frameworkTypes.contains(base) || isExternalClientName(base, context)
        }
        // A composition of other modules' types is a client when one of its parts is named like one
        // (`TunnelController & TunnelSessionProvider`, by the second part's name, whatever the first's says). One with
        // parts of the codebase is judged by its whole name below (`DataSourceProvider & AuthContextProvider`).
        if let parts = TypeNames.parts(ofComposition: type), !parts.contains(where: context.index.contains) {
            return parts.contains { isExternalClientName($0, context) }
        }
        // A protocol the codebase declares and nothing in the tree adopts shows its requirements (a
        // `ContextMenuProvider` that speaks of menus, no requests).
        // Asked after the name, which rules out most types for less.
        return isExternalClientName(type, context) && (!context.index.isProtocol(type) || context.speaksOfNetworking(type))
    }

    /// A type of another module named like an API client.
    private static func isExternalClientName(_ type: String, _ context: EventContext) -> Bool {
        guard NetworkingNames.clientSuffixes.contains(where: type.hasSuffix), !TypeNames.isAppleFrameworkType(type) else { return false }
        // Named for what it shows: a `HUDProvider` makes the status bar's views, a `ThemeService` colours them.
        if Self.uiWords.occur(in: type) { return false }
        return !(context.typeFacts.isUI(type) || context.typeFacts.isAnalytics(type) || context.index.isScreenClass(type))
    }

    /// Words of what a screen shows, in a name: a provider or service of these provides no data over the network (Eureka's
    /// `ControllerProvider` makes the view controller a form row shows).
    private static let uiWords = NameWords(
        ["HUD", "View", "Cell", "Menu", "Theme", "Style", "Colo", "Font", "Layout", "Animation", "Haptic", "Keyboard",
         "Gesture", "Toolbar", "Appearance", "Controller"],
        wholeWords: false
    )
}
