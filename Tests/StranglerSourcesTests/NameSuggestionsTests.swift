import Testing
@testable import StranglerSources

/// "Did you mean …?" for a mistyped type or screen name.
struct NameSuggestionsTests {
    static let names = ["Product", "ProductViewController", "CartViewController", "LoginViewController", "ProfileView"]

    /// Every command's unknown-name error: the closest name, or what to do when none is close.
    @Test func oneMessageShape() {
        #expect(NameSuggestions.suggestion(for: "ProductViewControler", in: Self.names) == "ProductViewController")
        #expect(NameSuggestions.suggestion(for: "Settings", in: Self.names) == nil)
        #expect(NameSuggestions.notFound("screen", named: "ProductViewControler", suggestion: "ProductViewController", otherwise: "unused")
            == "no screen named 'ProductViewControler' was found: did you mean 'ProductViewController'?")
        #expect(NameSuggestions.notFound("type", named: "Settings", suggestion: nil, otherwise: "pass a type name")
            == "no type named 'Settings' was found; pass a type name")
    }

    @Test func typosCaseAndPartsFindTheName() {
        #expect(NameSuggestions.closest(to: "ProductViewControler", in: Self.names) == ["ProductViewController", "Product"])
        #expect(NameSuggestions.closest(to: "cartviewcontroller", in: Self.names).first == "CartViewController")
        #expect(NameSuggestions.closest(to: "LogInViewControllr", in: Self.names).first == "LoginViewController")
        #expect(NameSuggestions.closest(to: "Profile", in: Self.names) == ["ProfileView"])
    }

    @Test func unrelatedNamesSuggestNothing() {
        #expect(NameSuggestions.closest(to: "Settings", in: Self.names).isEmpty)
        #expect(NameSuggestions.closest(to: "", in: Self.names).isEmpty)
        #expect(NameSuggestions.closest(to: "X", in: Self.names).isEmpty)
    }

    @Test func editDistanceStopsEarly() {
        #expect(NameSuggestions.editDistance("kitten", "sitting", atMost: 5) == 3)
        #expect(NameSuggestions.editDistance("a", "abcdefgh", atMost: 2) == 3)
        #expect(NameSuggestions.editDistance("abc", "abc", atMost: 0) == 0)
    }
}
