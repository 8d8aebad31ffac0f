import Foundation
import StranglerGeneration
import _StranglerTestSupport

/// What the generation tests share: the built-in templates, the LegacyShop seed, the stand-in fixtures.
enum GenerationFixtures {
    static let templates = try! TemplateSet.builtIn()

    static var folder: URL { TestPaths.repository.appendingPathComponent("Tests/StranglerGenerationTests/Fixtures") }

    static var productScreen: String {
        TestPaths.repository.appendingPathComponent("Examples/LegacyShop/LegacyShop/Screens/Product/ProductViewController.swift").path
    }

    /// LegacyShop's product screen, analysed with the whole sample app.
    static let productSeed = try! LegacySeed.load(from: productScreen, project: TestPaths.sampleApp)

    static func scene(
        _ name: String?, ui: SceneUI? = nil, useCases: [String] = [], routes: [String] = [], seed: LegacySeed? = nil,
        templates: TemplateSet = templates
    ) throws -> SceneScaffold {
        try SceneScaffold.make(name: name, ui: ui, useCases: useCases, routes: routes, seed: seed, templates: templates)
    }
}
