/// One thing the scene does: a request the view sends, a response the interactor produces, a view model the
/// presenter builds. Each becomes a nested enum of the scene's models and one method on every protocol.
///
/// `UseCase(name: "FetchProduct")` gives `ProductModels.FetchProduct`, `fetchProduct(request:)`,
/// `presentFetchProduct(response:)` and `displayFetchProduct(viewModel:)`.
public struct UseCase: Sendable, Equatable {
    /// PascalCase, a Swift identifier: `FetchProduct` (`fetchProduct` is capitalised).
    public var name: String
    /// Sent when the view appears (a load) rather than on a user action.
    public var onLoad: Bool
    /// What this use case replaces in the legacy screen, one `// TODO:` line each in the interactor.
    public var notes: [String]
    /// The legacy I/O (API calls, storage, analytics) the worker method takes over, one `// TODO:` line each.
    public var workerNotes: [String]

    public init(name: String, onLoad: Bool? = nil, notes: [String] = [], workerNotes: [String] = []) {
        let name = name.prefix(1).uppercased() + name.dropFirst()
        self.name = name
        self.onLoad = onLoad ?? Self.loadVerbs.contains { name.hasPrefix($0) }
        self.notes = notes
        self.workerNotes = workerNotes
    }

    /// Use cases named after these verbs run when the view appears.
    static let loadVerbs = ["Fetch", "Load", "Get", "Refresh", "Show"]

    /// `fetchProduct`: the method name on the business, presentation and worker protocols.
    public var method: String { name.prefix(1).lowercased() + name.dropFirst() }
}
