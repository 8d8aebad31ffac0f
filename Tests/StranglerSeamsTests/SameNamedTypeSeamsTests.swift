import Testing
import _StranglerTestSupport
@testable import StranglerSeams

/// Two targets may each declare a type of the same name: `seams` reads a type by name, so it lists that name once.
@Suite struct SameNamedTypeSeamsTests {
    @Test func seamsListsTheNameOnce() throws {
        let analyzer = SeamsAnalyzer(sources: InMemorySources.load([
            "iOS/ShareViewController.swift": "import UIKit\nfinal class ShareViewController: UIViewController {}\n",
            "Mac/ShareViewController.swift": "import AppKit\nfinal class ShareViewController: NSViewController {}\n",
        ]))
        #expect(analyzer.screenNames == ["ShareViewController"])
    }
}
