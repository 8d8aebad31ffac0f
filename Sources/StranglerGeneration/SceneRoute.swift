/// A way out of the scene: one method of the router.
public struct SceneRoute: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Pushed onto the navigation stack (`push`, `show`, `segue`).
        case push
        /// Presented modally (`present`).
        case present
        /// Back to where the scene came from: popped, or dismissed when it was presented (`pop`, `dismiss`).
        case back
        /// Back to the first screen of the navigation stack (`popToRoot`).
        case backToRoot
        /// The window's root replaced (`setRoot`, `selectTab`): the app's coordinator should do it.
        case root
        /// A URL opened outside the app (`openURL`): in the browser, another app or the Settings app.
        case external
    }

    /// `routeToCart`, `routeBack`.
    public var name: String
    public var kind: Kind
    /// The legacy destination type, when the analysis saw it (`CartViewController`); for an external route, the URL
    /// (`https://shop.example.com/faq`, `settings`).
    public var destination: String?
    public var notes: [String]

    public init(name: String, kind: Kind, destination: String? = nil, notes: [String] = []) {
        self.name = name
        self.kind = kind
        self.destination = destination
        self.notes = notes
    }
}
