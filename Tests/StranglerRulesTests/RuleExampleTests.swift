import Testing
import _StranglerTestSupport
@testable import StranglerRules

/// Runs every rule's own examples, as SwiftLint does: a triggering example must be reported exactly at its
/// `↓` positions (line and column), a non-triggering one not at all; then again shifted down and inside comments.
@Suite struct RuleExampleTests {
    static let ids = RuleRegistry.all.map(\.description.id)

    static func rule(_ id: String) -> any Rule { RuleRegistry.rule(id)! }

    @Test(arguments: ids)
    func examples(_ id: String) {
        let examples = Self.rule(id).description.examples
        #expect(!examples.triggering.isEmpty, "every rule needs a triggering example")
        #expect(!examples.nonTriggering.isEmpty, "every rule needs a non-triggering example")
        for example in examples.triggering {
            let source = MarkedSource(example.source)
            let found = findings(of: id, in: source.text, options: example.options)
            #expect(Set(found.map { MarkedSource.Position(line: $0.line, column: $0.column) }) == Set(source.markedPositions),
                    "\(id) should be reported exactly at the ↓ positions of:\n\(source.text)\nfound: \(found.map { "\($0.line):\($0.column) \($0.message)" })")
        }
        for example in examples.nonTriggering {
            let source = MarkedSource(example.source)
            let found = findings(of: id, in: source.text, options: example.options)
            #expect(found.isEmpty, "\(id) should not be reported in:\n\(source.text)\nfound: \(found.map(\.message))")
        }
    }

    @Test(arguments: ids)
    func examplesHoldWhenShiftedDown(_ id: String) {
        for example in Self.rule(id).description.examples.triggering {
            let source = MarkedSource("// a comment\n\n" + example.source)
            let found = findings(of: id, in: source.text, options: example.options)
            #expect(Set(found.map { MarkedSource.Position(line: $0.line, column: $0.column) }) == Set(source.markedPositions))
        }
    }

    @Test(arguments: ids)
    func examplesInsideCommentsTriggerNothing(_ id: String) {
        for example in Self.rule(id).description.examples.triggering {
            let commented = example.source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
            let found = findings(of: id, in: MarkedSource(commented).text, options: example.options)
            #expect(found.isEmpty, "\(id) reported inside comments: \(found.map(\.message))")
        }
    }

    @Test func idsAreUniqueAndSnakeCase() {
        #expect(Set(Self.ids).count == Self.ids.count)
        for id in Self.ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "_" }, "\(id) is not snake_case")
        }
        for rule in RuleRegistry.all {
            let summary = rule.description.summary
            #expect(summary.first?.isLowercase == true && !summary.hasSuffix("."), "\(rule.description.id): summary lowercase, no final period")
        }
    }
}
