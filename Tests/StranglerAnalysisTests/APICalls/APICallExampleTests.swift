import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Runs every client family's own examples (see `APICallFamily`): a triggering example must report API calls exactly at the
/// `↓` lines, each showing what its `// → METHOD path [via]` comment says; a non-triggering one must report none.
@Suite struct APICallExampleTests {
    @Test(arguments: APICallFamilies.all.map { String(describing: $0) })
    func familyExamples(_ name: String) {
        let family = APICallFamilies.all.first { String(describing: $0) == name }!
        #expect(!family.examples.triggering.isEmpty, "every family needs a triggering example")
        #expect(!family.examples.nonTriggering.isEmpty, "every family needs a non-triggering example")
        for example in family.examples.triggering {
            let (calls, source) = Self.apiCalls(of: example)
            #expect(Set(calls.map(\.line)) == Set(source.markedLines), "\(name) should report API calls exactly at the ↓ lines of:\n\(source.text)")
            let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
            for line in source.markedLines {
                guard let expected = Self.expectation(in: lines[line - 1]) else {
                    Issue.record("line \(line) is marked without a `// → METHOD path` comment in:\n\(source.text)")
                    continue
                }
                let found = calls.filter { $0.line == line }.map { Self.describe($0, withVia: expected.split(separator: " ").count > 2) }
                #expect(found.joined(separator: ", ") == expected, "line \(line) of:\n\(source.text)")
            }
        }
        for example in family.examples.nonTriggering {
            let (calls, source) = Self.apiCalls(of: example)
            #expect(calls.isEmpty, "\(name) should report no API call in:\n\(source.text)")
        }
    }

    /// The example's view controller's API calls, with the example's source as analysed.
    static func apiCalls(of example: APICallExample) -> ([APICall], MarkedSource) {
        let source = MarkedSource(
            "import UIKit\n" + example.beside + "\nfinal class ExampleViewController: UIViewController {\n" + example.body + "\n}\n"
        )
        let screen = analyze(source.text).screens.first { $0.name == "ExampleViewController" }
        return (screen?.apiCalls ?? [], source)
    }

    /// What a line's `// → …` comment says its calls show.
    static func expectation(in line: Substring) -> String? {
        guard let marker = line.range(of: "// → ") else { return nil }
        return String(line[marker.upperBound...])
    }

    /// `METHOD path`, or `METHOD path via`, with `?` for what is unknown.
    static func describe(_ call: APICall, withVia: Bool) -> String {
        let described = (call.method ?? "?") + " " + (call.path ?? "?")
        return withVia ? described + " " + call.via : described
    }
}
