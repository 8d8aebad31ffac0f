import Testing
@testable import StranglerSources

/// The model's values keep their fields in a box shared by copies (`CopyOnWrite`): a copy must still behave as a value.
struct SourceModelTests {
    @Test func changingACopyLeavesTheOriginalAlone() {
        let event = Event(kind: .call, path: ["api", "fetch"], line: 3, column: 5)
        var changed = event
        changed.path.append("now")
        changed.line = 4
        #expect(event.path == ["api", "fetch"] && event.line == 3)
        #expect(changed.path == ["api", "fetch", "now"] && changed.line == 4)
        #expect(event != changed)

        let member = Member(name: "load()", kind: .method, line: 1, endLine: 2, events: [event])
        var copy = member
        copy.events[0].arguments.append(ValueSummary(text: "id", roots: ["id"]))
        copy.typeName = "Void"
        #expect(member.events[0].arguments.isEmpty && member.typeName == nil)
        #expect(copy.events[0].arguments.map(\.text) == ["id"] && copy.typeName == "Void")
    }

    @Test func equalFieldsAreEqualValuesInSeparateBoxes() {
        let first = ValueSummary(label: "id", text: "product.id", roots: ["product"])
        let second = ValueSummary(label: "id", text: "product.id", roots: ["product"])
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        var local = LocalValue(typeName: "String")
        let kept = local
        local.isParameter = true
        #expect(kept != local && !kept.isParameter)
    }

    @Test func aFilesLanguageComesFromItsLastExtension() {
        #expect(SourceLanguage(path: "App/Screens/Cart.swift") == .swift)
        #expect(SourceLanguage(path: "Legacy/FeedViewController.m") == .objectiveC)
        #expect(SourceLanguage(path: "Legacy.v2/README") == nil)
        #expect(SourceLanguage(path: "Makefile") == nil)
    }
}
