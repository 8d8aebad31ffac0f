import Foundation
import Testing
import _StranglerTestSupport

/// Files and functions stay small enough to read: a source file over `maximumFileLines` lines says why in a comment near
/// its top (a parser, a generated corpus), and a function over `maximumFunctionLines` lines says why in the comment just
/// above it, both with the word "long".
@Suite struct SourceShapeTests {
    static let maximumFileLines = 600
    static let maximumFunctionLines = 80

    @Test func longFilesAndFunctionsSayWhy() throws {
        let sources = TestPaths.repository.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        var unexplained: [String] = []
        for path in paths.filter({ $0.hasSuffix(".swift") }).sorted() {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > Self.maximumFileLines, !Self.saysWhy(lines.prefix(40)) {
                unexplained.append("\(path): \(lines.count) lines")
            }
            for function in SwiftSourceText.functionSpans(in: SwiftSourceText.code(of: text)) where function.lines > Self.maximumFunctionLines {
                let above = lines[max(0, function.line - 6)..<(function.line - 1)]
                if !Self.saysWhy(above) { unexplained.append("\(path):\(function.line) \(function.name): \(function.lines) lines") }
            }
        }
        #expect(unexplained.isEmpty, "long without a reason in a comment:\n\(unexplained.joined(separator: "\n"))")
    }

    /// The measure finds what it looks for: a body's lines, braces included, nested closures inside it.
    @Test func functionSpansCountBodies() {
        let code = "struct A {\n    func f() {\n        let g = { 1 }\n    }\n    init(x: Int) { }\n    func r()\n}\n"
        let spans = SwiftSourceText.functionSpans(in: code)
        #expect(spans.map(\.name) == ["func f", "init("])
        #expect(spans.map(\.lines) == [3, 1])
    }

    private static func saysWhy(_ lines: ArraySlice<Substring>) -> Bool {
        lines.contains { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("//") && trimmed.lowercased().contains("long")
        }
    }
}
