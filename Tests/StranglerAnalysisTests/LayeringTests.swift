import Foundation
import Testing
import _StranglerTestSupport

/// The analysis module's folders are its stages, and references between them run one way: a file may name the types of
/// its own folder and of the folders before it in `LayeringTests.layers`, never of a folder after it. References are read
/// by type name, outside comments and string literals.
@Suite struct LayeringTests {
    /// The folders of `Sources/StranglerAnalysis`, first to last.
    static let layers = ["Model", "Catalog", "Index", "Context", "APICalls", "Detectors", "Facts", "Smells", "Screens"]

    static let module = TestPaths.repository.appendingPathComponent("Sources/StranglerAnalysis")

    @Test func everyFileSitsInAKnownStage() throws {
        let files = try Self.sourceFiles()
        #expect(!files.isEmpty)
        for file in files {
            #expect(Self.layers.contains(file.folder), "\(file.path): a file of the analysis sits in one of \(Self.layers)")
        }
    }

    @Test func referencesRunFromLaterStagesToEarlierOnes() throws {
        let files = try Self.sourceFiles()
        var owner: [String: String] = [:]
        for file in files {
            for name in Self.declaredTypes(in: file.text) { owner[name] = file.folder }
        }
        var violations: [String] = []
        for file in files {
            guard let layer = Self.layers.firstIndex(of: file.folder) else { continue }
            for name in Self.typeNames(in: SwiftSourceText.code(of: file.text)).sorted() {
                guard let folder = owner[name], folder != file.folder, let used = Self.layers.firstIndex(of: folder), used > layer else { continue }
                violations.append("\(file.path) (\(file.folder)) names \(name) (\(folder))")
            }
        }
        #expect(violations.isEmpty, "references against the stages' order:\n\(violations.joined(separator: "\n"))")
    }

    /// The checker finds what it looks for: a later stage's type named in an earlier one, outside comments and strings.
    @Test func checkerReadsNamesOutsideCommentsAndStrings() {
        let text = """
            struct Catalogued { let x = ScreenAnalyzer() }  // NavigationDetector
            let s = "MemberRoles" /* Verdict */
            let example = \"\"\"
                ScreenFindings
                \"\"\"
            """
        #expect(Self.typeNames(in: SwiftSourceText.code(of: text)) == ["Catalogued", "ScreenAnalyzer"])
        #expect(Self.declaredTypes(in: "struct A {}\n    struct Nested {}\nenum B {}\nfinal class C {}\n") == ["A", "B", "C"])
    }

    struct SourceFile {
        var path: String
        var folder: String
        var text: String
    }

    static func sourceFiles() throws -> [SourceFile] {
        let paths = FileManager.default.enumerator(atPath: module.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : "(module root)"
            return SourceFile(path: path, folder: folder, text: try String(contentsOf: module.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// Top-level types a file declares (not extensions: those add to a type declared elsewhere).
    static func declaredTypes(in text: String) -> Set<String> {
        let pattern = /^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|indirect)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/
        return Set(text.split(separator: "\n").compactMap { line in (try? pattern.prefixMatch(in: line)).map { String($0.1) } })
    }

    /// Names that start with a capital letter: the types a file may name.
    static func typeNames(in code: String) -> Set<String> {
        Set(code.matches(of: /\b[A-Z][A-Za-z0-9_]*/).map { String($0.output) })
    }
}
