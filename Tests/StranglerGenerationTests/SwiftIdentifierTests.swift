import Testing
@testable import StranglerGeneration

/// Scene, use case and module names: Swift identifiers only, with a reason for everything else.
@Suite struct SwiftIdentifierTests {
    @Test(arguments: ["Product", "ProductDetail", "_Private", "Café", "Order2"])
    func acceptsIdentifiers(_ name: String) {
        #expect(SwiftIdentifier.problem(with: name) == nil)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("../x", "'.' cannot start a Swift identifier"),
        ("Foo Bar", "it contains a space"),
        ("class", "it is a Swift keyword"),
        ("2Fast", "it starts with a digit"),
        ("Product-Detail", "'-' cannot appear in a Swift identifier"),
        ("a/b", "'/' cannot appear in a Swift identifier"),
    ])
    func rejectsEverythingElse(_ name: String, _ reason: String) {
        #expect(SwiftIdentifier.problem(with: name) == reason)
    }
}
