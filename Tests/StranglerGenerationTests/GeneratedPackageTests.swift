import Foundation
import StranglerGeneration
import StranglerSources
import Testing
import _StranglerTestSupport

/// The proof that generated scenes and models work: several scenes (UIKit with several use cases and routes,
/// SwiftUI, one seeded from LegacyShop, one from exported-then-edited templates) and three converted Objective-C
/// models (LegacyShop's Mantle model and two fixtures, with their archive migration tests) go into one SwiftPM
/// package over stand-ins for UIKit, SwiftUI and the legacy model classes; `swift build` must report no warning and `swift test` must pass, in Swift 6
/// language mode and again with main-actor default isolation, as Xcode 26 sets up new apps.
///
/// The package depends on nothing, so it builds in about half a minute on two cores.
@Suite(.serialized) struct GeneratedPackageTests {
    @Test(.timeLimit(.minutes(3)))
    func generatedScenesBuildWithoutWarningsAndTheirTestsPass() throws {
        let package = TestPaths.temporaryFolder("strangler-scenes")
        defer { try? FileManager.default.removeItem(at: package) }
        try layOutPackage(at: package)
        let layout = SceneLayout(
            output: package.appendingPathComponent("Sources/App").path,
            testsOutput: package.appendingPathComponent("Tests/AppTests").path
        )

        // An exported set of templates, edited as a team would: a header on every interactor.
        let custom = package.appendingPathComponent("Templates").path
        try GenerationFixtures.templates.export(to: custom, force: false)
        let interactor = custom + "/common/Interactor.swift.stencil"
        let edited = "// Owned by the {{ scene }} team.\n" + (try String(contentsOfFile: interactor, encoding: .utf8))
        try edited.write(toFile: interactor, atomically: true, encoding: .utf8)
        // The edited set is read from outside the package, so it is not compiled as sources.
        let teamTemplates = try TemplateSet.load(folder: custom)
        try FileManager.default.removeItem(atPath: custom)

        let scenes = [
            try GenerationFixtures.scene(
                "Checkout", useCases: ["FetchCart", "PlaceOrder", "ApplyCoupon"], routes: ["Confirmation", "Back"]
            ),
            try GenerationFixtures.scene("Profile", ui: .swiftui, useCases: ["FetchProfile", "SaveProfile"], routes: ["Back"]),
            try GenerationFixtures.scene("ProductScene", seed: GenerationFixtures.productSeed),
            try GenerationFixtures.scene("Catalog", useCases: ["FetchCategories"], routes: ["BackToRoot"], templates: teamTemplates),
        ]
        for scene in scenes {
            try SafeFileWriter.writeAll(scene.planned(in: layout), force: false)
        }
        for header in GenerationFixtures.modelHeaders {
            let model = try GenerationFixtures.model(header)
            try SafeFileWriter.writeAll(model.files.map { file in
                let folder = file.isTest ? "Tests/AppTests/Models" : "Sources/App/Models"
                return (package.appendingPathComponent(folder + "/" + (file.path as NSString).lastPathComponent).path, file.text)
            }, force: false)
        }
        let catalog = try String(contentsOfFile: layout.output + "/Catalog/CatalogInteractor.swift", encoding: .utf8)
        #expect(catalog.hasPrefix("// Owned by the Catalog team.\n"))

        let build = try CommandRunner.swift(["build", "--build-tests"], in: package)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "warnings:\n\(warnings.joined(separator: "\n"))")

        let test = try CommandRunner.swift(["test", "--skip-build"], in: package)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        #expect(test.output.contains("passed"))
        // Every suite has tests, and every listed test ran (suite lines alone can go missing under load).
        let listed = try CommandRunner.swift(["test", "list", "--skip-build"], in: package)
        let tests = listed.output.split(separator: "\n").filter { $0.contains("/") }
        for suite in [
            "CheckoutInteractorTests", "CheckoutRouterTests", "ProfileComposerTests", "ProductScenePresenterTests", "CatalogConfiguratorTests",
            "UserModelArchiveMigrationTests", "CartEntryArchiveMigrationTests", "PreferencesArchiveMigrationTests",
        ] {
            #expect(tests.contains { $0.contains(".\(suite)/") }, "\(suite) has no tests:\n\(listed.output)")
        }
        #expect(test.output.contains("Test run with \(tests.count) tests"), "not every listed test ran:\n\(test.output)")

        // Xcode 26 makes new app targets main-actor by default (SE-0466): the same scenes, rebuilt that way.
        let manifest = package.appendingPathComponent("Package.swift")
        let isolatedManifest = mainActorByDefault(try String(contentsOf: manifest, encoding: .utf8))
        #expect(isolatedManifest.components(separatedBy: ".defaultIsolation(MainActor.self)").count == 3, "App and AppTests")
        try isolatedManifest.write(to: manifest, atomically: true, encoding: .utf8)
        let isolated = try CommandRunner.swift(["build", "--build-tests"], in: package)
        #expect(isolated.status == 0, "swift build with main-actor default isolation failed:\n\(isolated.output)")
        #expect(!isolated.output.contains("warning:"), "warnings with main-actor default isolation:\n\(isolated.output)")
        let isolatedTest = try CommandRunner.swift(["test", "--skip-build"], in: package)
        #expect(isolatedTest.status == 0, "swift test with main-actor default isolation failed:\n\(isolatedTest.output)")
    }

    /// The fixture's manifest with `App` and `AppTests` isolated to the main actor by default.
    private func mainActorByDefault(_ manifest: String) -> String {
        manifest
            .replacingOccurrences(of: "// swift-tools-version: 6.0", with: "// swift-tools-version: 6.2")
            .replacingOccurrences(of: #"dependencies: ["UIKit", "SwiftUI"])"#, with: #"dependencies: ["UIKit", "SwiftUI"], swiftSettings: [.defaultIsolation(MainActor.self)])"#)
            .replacingOccurrences(of: #""_Testing_UIKit"])"#, with: #""_Testing_UIKit"], swiftSettings: [.defaultIsolation(MainActor.self)])"#)
    }

    /// `Package.swift`, the stand-in modules and the LegacyShop types the seeded scene refers to.
    private func layOutPackage(at package: URL) throws {
        let fixtures = GenerationFixtures.folder
        let copies = [
            ("Package.swift.fixture", "Package.swift"),
            ("UIKit/UIKit.swift", "Sources/UIKit/UIKit.swift"),
            ("SwiftUI/SwiftUI.swift", "Sources/SwiftUI/SwiftUI.swift"),
            ("_Testing_UIKit/_Testing_UIKit.swift", "Sources/_Testing_UIKit/_Testing_UIKit.swift"),
            ("LegacyShop/LegacyShopTypes.swift", "Sources/App/Legacy/LegacyShopTypes.swift"),
            ("LegacyModels/LegacyModels.swift", "Sources/App/Legacy/LegacyModels.swift"),
        ]
        for (source, target) in copies {
            let text = try String(contentsOf: fixtures.appendingPathComponent(source), encoding: .utf8)
            TestPaths.write(text, to: package.appendingPathComponent(target))
        }
    }
}
