import Testing
@testable import StranglerAnalysis

@Suite struct NavigationConditionTests {
    @Test func aConditionHeldTwiceIsSaidOnce() {
        let (screen, _) = screen(viewControllerBody: """
            var connected = false
            func go() {
                guard connected else { return }
                if connected { performSegue(withIdentifier: "next", sender: nil) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["connected"])
    }

    @Test func aWildcardBindingIsSaidByItsValue() {
        let (screen, _) = screen(viewControllerBody: """
            var note: Note?
            func share() {
                guard let _ = note?.content else {
                    dismiss(animated: true)
                    return
                }
                if let _ = note?.title { performSegue(withIdentifier: "share", sender: nil) }
            }
            """)
        #expect(screen.navigation.map(\.condition) == ["note?.content == nil", "note?.content != nil && note?.title != nil"])
    }

    @Test func orPartsAreParenthesisedWhenJoined() {
        #expect(ScreenAnalyzer.condition(["a", "b || c"]) == "a && (b || c)")
        #expect(ScreenAnalyzer.condition(["!(b || c)"]) == "!(b || c)")
        #expect(ScreenAnalyzer.condition([]) == nil)
    }
}
