import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A type declared only in test files is none of the app's: what a test double does is what the test needs. A
/// `DataManagerMock` that reads a store makes no persistence of the screens' calls to
/// `DataManagerProtocol.listAllergies()` when the app's `DataManager` only hands the call on.
@Suite struct TestDoubleTests {
    static func files(mockAt path: String) -> [String: String] {
        [
            "Sources/DataManager.swift": """
                protocol DataManagerProtocol { func listAllergies() -> [String] }
                final class DataManager: DataManagerProtocol {
                    func listAllergies() -> [String] { [] }
                }
                """,
            path: """
                import Foundation
                final class DataManagerMock: DataManagerProtocol {
                    func listAllergies() -> [String] { UserDefaults.standard.stringArray(forKey: "allergies") ?? [] }
                }
                """,
            "Sources/AllergensViewController.swift": """
                import UIKit
                final class AllergensViewController: UIViewController {
                    var dataManager: DataManagerProtocol!
                    var allergies: [String] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        allergies = dataManager.listAllergies()
                    }
                }
                """,
        ]
    }

    static func persistence(mockAt path: String, testPaths: [String] = ["*Tests/*"]) -> [String] {
        let report = Analyzer(testPaths: testPaths).analyze(InMemorySources.load(files(mockAt: path)))
        let screen = report.screens.first { $0.name == "AllergensViewController" }
        return screen?.responsibility(.persistence)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
    }

    @Test func aTestDoubleLendsTheProtocolNothing() {
        #expect(Self.persistence(mockAt: "Tests/Common/DataManagerMock.swift").isEmpty)
    }

    @Test func theAppsOwnConformerStillLendsItWhatItDoes() {
        #expect(Self.persistence(mockAt: "Sources/DataManagerMock.swift") == ["viewDidLoad() DataManagerProtocol.listAllergies"])
        // What counts as a test is what the test globs say: none, and the mock is the app's.
        #expect(Self.persistence(mockAt: "Tests/Common/DataManagerMock.swift", testPaths: []) == ["viewDidLoad() DataManagerProtocol.listAllergies"])
    }
}
