import Testing
@testable import StranglerSources

/// Lines of code as a reader counts them: not blank lines, not lines that hold only comments; a string's lines are code,
/// and a comment marker inside a string opens no comment.
@Suite struct CodeLinesTests {
    /// The 1-based lines that hold code.
    static func codeLines(_ text: String, _ language: SourceLanguage = .swift) -> [Int] {
        let lines = CodeLines(text, language: language)
        let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
        return (1...count).filter { lines.count(from: $0, to: $0) == 1 }
    }

    @Test func blankLinesAndCommentsAreNoCode() {
        let text = """
            /// A documentation comment.
            final class A {

                // A line comment.
                let a = 1 // and one after code
                /* a block
                   comment */
                /* one */ let b = 2
                let c = 3 /* opens
                and closes */ ; let d = 4
            }
            """
        #expect(Self.codeLines(text) == [2, 5, 8, 9, 10, 11])
        #expect(CodeLines(text, language: .swift).count(from: 2, to: 11) == 6)
    }

    @Test func stringsAreCodeAndHideCommentMarkers() {
        let text = #"""
            let url = "https://example.com/*path"
            let quote = "\"//"
            let body = """
                // not a comment

                /* nor this */
                """
            let empty = ""
            // the end
            """#
        #expect(Self.codeLines(text) == [1, 2, 3, 4, 6, 7, 8])
    }

    /// Swift's block comments nest; Objective-C's end at the first `*/`.
    @Test func blockCommentsNestInSwiftOnly() {
        let text = """
            /* outer /* inner */
            still a comment in Swift */
            int x = 1;
            """
        #expect(Self.codeLines(text, .swift) == [3])
        #expect(Self.codeLines(text, .objectiveC) == [2, 3])
        #expect(Self.codeLines("NSString *s = @\"a // b\";\n// c\n", .objectiveC) == [1])
    }

    @Test func rangesAreClamped() {
        let lines = CodeLines("a\n\nb", language: .swift)
        #expect(lines.count(from: 0, to: 10) == 2)
        #expect(lines.count(from: 3, to: 2) == 0)
        #expect(CodeLines("", language: .swift).count(from: 1, to: 1) == 0)
    }
}
