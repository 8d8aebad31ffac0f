/// A rendered file that parsed as Swift, before anything is written.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the scene's folder: `ProductInteractor.swift`, `Tests/ProductInteractorTests.swift`.
    public var path: String
    public var text: String
    /// The template it came from, for messages.
    public var template: String
    /// The types it declares at the top level, for the check against the legacy codebase's names.
    public var declaredTypes: [String]

    /// Tests and spies go to the test target: everything under `Tests/`.
    public var isTest: Bool { path.hasPrefix("Tests/") }

    public init(path: String, text: String, template: String, declaredTypes: [String]) {
        self.path = path
        self.text = text
        self.template = template
        self.declaredTypes = declaredTypes
    }
}
