import SnapshotTesting
import StranglerGeneration
import Testing

/// Every generated file of one UIKit and one SwiftUI scene, pinned: a template change shows up as a diff to
/// review. Re-record on purpose with `SNAPSHOT_TESTING_RECORD=all swift test`.
@Suite struct GoldenFileTests {
    @Test func uikitScene() throws {
        let scene = try GenerationFixtures.scene("Product", useCases: ["FetchProduct", "AddToCart"], routes: ["Cart", "Back"])
        #expect(scene.files.map(\.path) == [
            "ProductConfigurator.swift", "ProductInteractor.swift", "ProductModels.swift", "ProductPresenter.swift",
            "ProductRouter.swift", "ProductViewController.swift", "ProductWorker.swift",
            "Tests/ProductBusinessLogicSpy.swift", "Tests/ProductConfiguratorTests.swift", "Tests/ProductDisplayLogicSpy.swift",
            "Tests/ProductInteractorTests.swift", "Tests/ProductPresentationLogicSpy.swift", "Tests/ProductPresenterTests.swift",
            "Tests/ProductRouterTests.swift", "Tests/ProductRoutingLogicSpy.swift", "Tests/ProductTestError.swift",
            "Tests/ProductWorkerLogicSpy.swift",
        ])
        for file in scene.files {
            assertSnapshot(of: file.text, as: .lines, named: file.path.replacingOccurrences(of: "/", with: "-"))
        }
    }

    @Test func swiftUIScene() throws {
        let scene = try GenerationFixtures.scene("Profile", ui: .swiftui, useCases: ["FetchProfile", "SaveProfile"])
        #expect(scene.files.map(\.path) == [
            "ProfileComposer.swift", "ProfileInteractor.swift", "ProfileModels.swift", "ProfilePresenter.swift",
            "ProfileRouter.swift", "ProfileView.swift", "ProfileViewController.swift", "ProfileViewState.swift",
            "ProfileWorker.swift",
            "Tests/ProfileBusinessLogicSpy.swift", "Tests/ProfileComposerTests.swift", "Tests/ProfileInteractorTests.swift",
            "Tests/ProfilePresentationLogicSpy.swift", "Tests/ProfilePresenterTests.swift", "Tests/ProfileRoutingLogicSpy.swift",
            "Tests/ProfileTestError.swift", "Tests/ProfileViewSpy.swift", "Tests/ProfileViewStateTests.swift",
            "Tests/ProfileWorkerLogicSpy.swift",
        ], "no router tests without routes")
        for file in scene.files {
            assertSnapshot(of: file.text, as: .lines, named: file.path.replacingOccurrences(of: "/", with: "-"))
        }
    }
}
