import Testing
@testable import StranglerSources

/// "Did you mean …?" for a mistyped type or screen name.
struct NameSuggestionsTests {
    static let names = ["Product", "ProductViewController", "CartViewController", "LoginViewController", "ProfileView"]

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
