import Testing
@testable import StranglerRules

/// `// strangler:disable…` comments, collected during the one parse, silence findings as SwiftLint's do.
@Suite struct SuppressionTests {
    static let scene = """
        protocol StoreInfoDisplayLogic: AnyObject {}
        final class StoreInfoPresenter {
        %@
        }
        """

    func presenterFindings(_ body: String) -> [Int] {
        findings(of: "presenter_strong_view", in: Self.scene.replacingOccurrences(of: "%@", with: body)).map(\.line)
    }

    @Test func disableNextSilencesOnlyTheNextLine() {
        #expect(presenterFindings("""
            // strangler:disable:next presenter_strong_view - the view is owned elsewhere
            var view: StoreInfoDisplayLogic?
            var other: StoreInfoDisplayLogic?
            """) == [5])
    }

    @Test func disableThisAndAll() {
        #expect(presenterFindings("var view: StoreInfoDisplayLogic? // strangler:disable:this all").isEmpty)
        #expect(presenterFindings("// strangler:disable:next some_other_rule\nvar view: StoreInfoDisplayLogic?") == [4])
    }

    @Test func disableUntilEnable() {
        #expect(presenterFindings("""
            // strangler:disable presenter_strong_view
            var a: StoreInfoDisplayLogic?
            var b: StoreInfoDisplayLogic?
            // strangler:enable presenter_strong_view
            var c: StoreInfoDisplayLogic?
            /* strangler:disable all */
            var d: StoreInfoDisplayLogic?
            """) == [7])
    }

    @Test func aStringIsNotAComment() {
        #expect(presenterFindings("""
            let note = "// strangler:disable:next presenter_strong_view"
            var view: StoreInfoDisplayLogic?
            """) == [4])
    }
}
