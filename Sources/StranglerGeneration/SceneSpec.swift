/// Everything a scene's templates are rendered from: its name, its use cases, its state, its routes, and what
/// it replaces in the legacy screen when it was seeded from one.
public struct SceneSpec: Sendable, Equatable {
    /// The scene's name, a Swift identifier that prefixes every generated type: `Product`.
    public var name: String
    public var ui: SceneUI
    /// The module the generated tests import with `@testable import`.
    public var module: String
    public var useCases: [UseCase]
    public var fields: [DataStoreField]
    public var routes: [SceneRoute]
    /// Collaborators the legacy screen used for I/O, for the worker to take over.
    public var workerNotes: [String]
    /// What the legacy screen held for leaving it (its coordinator, the closures its builder handed in), for the router to
    /// take over.
    public var routerNotes: [String]
    /// The legacy screen this scene replaces, as `ProductViewController (Screens/ProductViewController.swift:9)`.
    public var legacyScreen: String?

    public init(
        name: String, ui: SceneUI = .uikit, module: String = SceneSpec.defaultModule,
        useCases: [UseCase] = [], fields: [DataStoreField] = [], routes: [SceneRoute] = [],
        workerNotes: [String] = [], routerNotes: [String] = [], legacyScreen: String? = nil
    ) {
        self.name = name
        self.ui = ui
        self.module = module
        self.useCases = useCases.isEmpty ? [UseCase(name: SceneSpec.defaultUseCase)] : useCases
        self.fields = fields
        self.routes = routes
        self.workerNotes = workerNotes
        self.routerNotes = routerNotes
        self.legacyScreen = legacyScreen
    }

    /// Methods the generated view controller inherits or the scene already uses, which a use case's method
    /// (`viewDidLoad` for `ViewDidLoad`) must not shadow.
    static let reservedMethods: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear", "loadView",
        "present", "dismiss", "show", "display", "configure", "makeScene",
    ]

    public static let defaultModule = "App"
    /// The use case of a scene given none: `load(request:)`, shown when the view appears.
    public static let defaultUseCase = "Load"

    /// Checks every name a template turns into code, so no template can render `class ../x`.
    public func validate() throws {
        try SwiftIdentifier.validate(name, as: .scene)
        try SwiftIdentifier.validate(module, as: .module)
        var seen: Set<String> = []
        for useCase in useCases {
            try SwiftIdentifier.validate(useCase.name, as: .useCase)
            if Self.reservedMethods.contains(useCase.method) {
                throw GenerationError.invalidName(
                    useCase.name, role: .useCase, reason: "'\(useCase.method)()' is already a method of every view controller"
                )
            }
            if !seen.insert(useCase.name).inserted { throw GenerationError.duplicateUseCase(useCase.name) }
        }
    }
}
