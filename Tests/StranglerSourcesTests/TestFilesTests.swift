import StranglerSources
import Testing

/// Which files are tests. The default globs name folders by how test targets are named (`…Tests/`, `…Specs/`), and so
/// name an app's own folder of A/B experiments too (`ABTest/`, `SplitTests/`): a folder is a test
/// target's when a file below it imports a test framework or the app `@testable`.
@Suite struct TestFilesTests {
    static let defaults = ["*Tests/*", "*Test/*", "*Specs/*", "*Tests.swift", "*Test.swift", "*Spec.swift", "*Tests.m", "*Test.m", "*Spec.m"]

    static func unit(_ path: String, _ imports: [String], testable: Bool = false) -> SourceUnit {
        SourceUnit(
            path: path, language: path.hasSuffix(".m") ? .objectiveC : .swift, lineCount: 1, imports: imports, types: [],
            importLines: imports.enumerated().map { ImportLine(module: $1, line: $0 + 1, column: 8, isTestable: testable && $1 == "App") }
        )
    }

    static let units = [
        unit("App/ProductViewController.swift", ["UIKit"]),
        // A test target: its test case imports XCTest, its mocks only UIKit.
        unit("AppTests/ProductViewControllerTests.swift", ["XCTest", "App"], testable: true),
        unit("AppTests/Mocks/MockPresenter.swift", ["UIKit"]),
        // A target of doubles that imports the app `@testable`, and an Objective-C one that imports OCMock.
        unit("ModelsTests/TestUser.swift", ["Foundation", "App"], testable: true),
        unit("LegacyTests/Stubs/StubClient.m", ["Foundation"]),
        unit("LegacyTests/LegacyClientSpec.m", ["OCMock"]),
        // The app's A/B experiments, named like a test target.
        unit("App/Analytics/SplitTests/ActiveSplitTests.swift", ["Foundation"]),
        unit("App/Modules/EditSplitTests/EditSplitTestsViewController.swift", ["UIKit"]),
        // Elsewhere, a file named like a test is one when it imports a test framework (`Buildsystem/Unit/…Tests.swift`);
        // `Experiments/ABTest.swift`, which imports none, is the app's.
        unit("Buildsystem/Unit/URLHandlerTests.swift", ["XCTest"]),
        unit("Experiments/ABTest.swift", ["Foundation"]),
    ]

    @Test func aFolderNamedLikeATestTargetHoldsTestsWhenATestImportsATestFramework() {
        #expect(SourceDiscovery.testFiles(in: Self.units, patterns: Self.defaults, confirmingFolders: true).sorted() == [
            "AppTests/Mocks/MockPresenter.swift",
            "AppTests/ProductViewControllerTests.swift",
            "Buildsystem/Unit/URLHandlerTests.swift",
            "LegacyTests/LegacyClientSpec.m",
            "LegacyTests/Stubs/StubClient.m",
            "ModelsTests/TestUser.swift",
        ])
    }

    @Test func globsAProjectWritesAreTakenAsWritten() {
        #expect(SourceDiscovery.testFiles(in: Self.units, patterns: Self.defaults, confirmingFolders: false).count == 9)
        #expect(SourceDiscovery.testFiles(in: Self.units, patterns: ["App/Analytics/*"], confirmingFolders: false) == [
            "App/Analytics/SplitTests/ActiveSplitTests.swift",
        ])
        #expect(SourceDiscovery.testFiles(in: Self.units, patterns: [], confirmingFolders: true).isEmpty)
    }
}
