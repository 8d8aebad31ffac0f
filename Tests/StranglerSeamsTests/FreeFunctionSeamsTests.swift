import StranglerAnalysis
import Testing
import _StranglerTestSupport
@testable import StranglerSeams

/// The codebase's free functions, as `seams` sees them: they belong to no type it reads.
@Suite struct FreeFunctionSeamsTests {
    /// `seams` reads types: the namespace the index keeps functions in is none, so a file of functions declares no type
    /// (`strangler seams Helpers.swift` says so) and `(functions)` names none.
    @Test func seamsListNoNamespaceOfFunctions() {
        let analyzer = SeamsAnalyzer(sources: InMemorySources.load([
            "Helpers.swift": "import Foundation\nfunc clearCaches() { try? FileManager.default.removeItem(atPath: \"/tmp/x\") }\n",
            "Feed.swift": "import UIKit\nfinal class FeedViewController: UIViewController { func clear() { clearCaches() } }\n",
        ]))
        #expect(analyzer.typeNames(declaredIn: "Helpers.swift", includingProtocols: true).isEmpty)
        #expect(analyzer.typeNames(declaredIn: "Feed.swift") == ["FeedViewController"])
        #expect(!analyzer.declares(ProjectIndex.functionsNamespace))
        #expect(!analyzer.declaresAnywhere(ProjectIndex.functionsNamespace))
    }
}
