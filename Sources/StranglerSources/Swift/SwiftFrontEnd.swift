import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Parses Swift files into the neutral model: one parse, one walk.
public enum SwiftFrontEnd {
    /// How deep code may nest: SwiftParser's release default. Its debug build defaults to 20, which would skip deeply
    /// nested files under `swift run` that a release build reads.
    static let maximumNestingLevel = 256

    /// The stack a thread that parses needs for `maximumNestingLevel`, in a debug build of the parser too.
    static let stackSize = 64 << 20

    /// The language mode code is read in: Swift 5, which legacy apps are written in. SwiftParser defaults to Swift 6,
    /// where a space before an attribute's arguments (`@available (iOS 15.0, *)`, `@objc (OTRGravity)`) is an error;
    /// Swift 5 compiles it with a warning, and in Swift 6 mode the space only decides whether `@Wrapper (x)` takes
    /// arguments.
    public static let swiftVersion = Parser.SwiftVersion.v5

    /// One file's syntax tree, read as `parse(_:)` reads it, for the commands that rewrite or quote the user's code.
    public static func tree(of text: String) -> SourceFileSyntax {
        var text = text
        return text.withUTF8(tree)
    }

    /// The tree of a file's bytes, with the nesting level and language mode every parse uses.
    private static func tree(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        Parser.parse(source: bytes, maximumNestingLevel: maximumNestingLevel, swiftVersion: swiftVersion)
    }

    public static func parse(_ file: SourceFile) -> Result<SourceUnit, SkippedFile> {
        let bytes = Array(file.text.utf8)
        let tree = bytes.withUnsafeBufferPointer(tree)
        let table = LineTable(bytes)
        if tree.hasError {
            return .failure(SkippedFile(path: file.path, reason: syntaxErrorReason(tree, table: table), kind: .unparsable))
        }
        var builder = SwiftUnitBuilder(path: file.path, table: table)
        builder.walk(tree)
        let types = builder.types.sorted { ($0.line, $0.name) < ($1.line, $1.name) }
        return .success(
            SourceUnit(
                path: file.path, language: .swift, lineCount: table.lineCount, imports: builder.imports, types: types,
                functions: builder.functions, importLines: builder.importLines,
                suppressions: suppressions(tree, table: table, bytes: bytes), text: file.text, typeAliases: builder.typeAliases,
                stringConstants: builder.stringConstants
            )
        )
    }

    /// `strangler:` comments from the trivia. A byte pre-filter keeps files without one from a second look at their tokens.
    private static func suppressions(_ tree: SourceFileSyntax, table: LineTable, bytes: [UInt8]) -> [SuppressionComment] {
        guard bytes.containsSubsequence(Array("strangler:".utf8)) else { return [] }
        var result: [SuppressionComment] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                collect(piece, at: offset)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                collect(piece, at: offset)
                offset += piece.sourceLength.utf8Length
            }
        }
        func collect(_ piece: TriviaPiece, at offset: Int) {
            switch piece {
            case .lineComment(let text), .blockComment(let text), .docLineComment(let text), .docBlockComment(let text):
                if let comment = SuppressionComment(comment: text, line: table.line(of: offset)) { result.append(comment) }
            default:
                break
            }
        }
        return result
    }

    private static func syntaxErrorReason(_ tree: SourceFileSyntax, table: LineTable) -> String {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        guard let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) ?? diagnostics.first else {
            return "syntax error"
        }
        let line = table.line(of: first.position.utf8Offset)
        return "syntax error at line \(line): \(first.message)"
    }
}
