/// `strangler scaffold` as a library: the scene's spec, its rendered and parsed files, and where they go.
///
/// ## Example
/// ```swift
/// let scaffold = try SceneScaffold.make(name: "Product", useCases: ["FetchProduct", "AddToCart"], templates: .builtIn())
/// scaffold.planned(in: SceneLayout(output: "Features"))
/// // [("Features/Product/ProductViewController.swift", "import UIKit\n…"), …]
/// ```
public struct SceneScaffold: Sendable {
    public var spec: SceneSpec
    public var files: [GeneratedFile]
    /// Why the scene has another name than the screen's without its suffix, when it has: that name is taken.
    public var renamed: String?

    /// Builds the spec (from the seed when there is one, then the explicit use cases and routes), renders it and
    /// checks its type names against the seed's codebase.
    ///
    /// - Parameters:
    ///   - name: the scene's name; with a seed it defaults to the screen's name without its suffix
    ///     (`ProductViewController` → `Product`), or, when the codebase has the names that gives (the legacy
    ///     `ProductViewController` itself), the first free one of `ProductScene`, `ProductFeature`, `ProductModule`.
    ///   - ui: the variant; by default UIKit, or SwiftUI for a scene seeded from a SwiftUI view.
    ///   - routes: `Cart` adds `routeToCart` (a push), `Back` adds `routeBack`.
    public static func make(
        name requested: String?, ui: SceneUI? = nil, module: String = SceneSpec.defaultModule, useCases: [String] = [],
        routes: [String] = [], seed: LegacySeed? = nil, templates: TemplateSet
    ) throws -> SceneScaffold {
        let ui = ui ?? (seed?.screen.kind == .swiftui ? .swiftui : .uikit)
        guard let name = requested ?? seed.map({ SceneNaming.sceneName(forScreen: $0.screen.name) }) else {
            throw GenerationError.invalidName("", role: .scene, reason: "it is empty")
        }
        do {
            return try make(name: name, ui: ui, module: module, useCases: useCases, routes: routes, seed: seed, templates: templates)
        } catch GenerationError.collision(_, let existing, let suggestion) where requested == nil {
            // The name was the default, not the user's: the one the error would suggest is the one they would pass next.
            var scaffold = try make(name: suggestion, ui: ui, module: module, useCases: useCases, routes: routes, seed: seed, templates: templates)
            scaffold.renamed = "'\(name)' collides with " + existing.map { "'\($0)'" }.joined(separator: ", ") + " in the analysed codebase"
            return scaffold
        }
    }

    private static func make(
        name: String, ui: SceneUI, module: String, useCases: [String], routes: [String], seed: LegacySeed?, templates: TemplateSet
    ) throws -> SceneScaffold {
        var spec = seed.map { SceneSeeder.spec(name: name, ui: ui, module: module, seed: $0.screen) }
            ?? SceneSpec(name: name, ui: ui, module: module)
        if let repeated = useCases.first(where: { name in useCases.filter { $0 == name }.count > 1 }) {
            throw GenerationError.duplicateUseCase(repeated)
        }
        var chosen = seed.map { SceneSeeder.useCases($0.screen) } ?? []
        for useCase in useCases.map({ UseCase(name: $0) }) where !chosen.contains(where: { $0.name == useCase.name }) {
            chosen.append(useCase)
        }
        if !chosen.isEmpty { spec.useCases = chosen }
        for route in routes {
            try SwiftIdentifier.validate(route, as: .route)
            let added = switch route.lowercased() {
            case "back": SceneRoute(name: "routeBack", kind: .back)
            case "backtoroot": SceneRoute(name: "routeBackToRoot", kind: .backToRoot)
            default: SceneRoute(name: SceneNaming.routeName(forDestination: route), kind: .push)
            }
            if !spec.routes.contains(where: { $0.name == added.name }) { spec.routes.append(added) }
        }
        let files = try SceneGenerator(templates: templates).generate(spec)
        if let seed { try NameCollision.check(scene: spec.name, files: files, existing: seed.typeNames) }
        return SceneScaffold(spec: spec, files: files)
    }

    /// Every file with its full path, scene files first, in template order.
    public func planned(in layout: SceneLayout) -> [(path: String, text: String)] {
        files.map { (path: layout.path(of: $0, scene: spec.name), text: $0.text) }
    }
}
