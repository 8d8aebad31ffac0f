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

    /// LegacyShop's Mantle model and the two model fixtures, as `convert-model` reads them.
    static let modelHeaders = [
        "Examples/LegacyShop/LegacyShop/Legacy/Models/SWUserModel.h",
        "Tests/StranglerGenerationTests/Fixtures/ObjCModels/LSCartEntry.h",
        "Tests/StranglerGenerationTests/Fixtures/ObjCModels/LSPreferences.h",
    ]

    /// A model converted with the built-in templates, its paths relative to the repository.
    static func model(_ header: String, name: String? = nil, protocolName: String? = nil) throws -> ModelConversion {
        try ModelConverter.convert(
            header: TestPaths.repository.appendingPathComponent(header).path, name: name, protocolName: protocolName,
            displayPath: header, templates: templates
        )
    }

    static func scene(
        _ name: String?, ui: SceneUI? = nil, useCases: [String] = [], routes: [String] = [], seed: LegacySeed? = nil,
        templates: TemplateSet = templates
    ) throws -> SceneScaffold {
        try SceneScaffold.make(name: name, ui: ui, useCases: useCases, routes: routes, seed: seed, templates: templates)
    }
}
