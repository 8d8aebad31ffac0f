/// The language-neutral model every front end produces and every analysis reads.
///
/// A front end (Swift through SwiftSyntax, later Objective-C) lowers one file into a
/// `SourceUnit`: its types, their members, and for each member a flat list of `Event`s
/// (calls, accesses, assignments, casts, …) in source order, each tagged with the
/// statement, branch conditions and closures it sits in. Detectors classify events;
/// they never see syntax, so one detector serves every language.

/// The language a source file is written in.
public enum SourceLanguage: String, Sendable, Codable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// The language a file belongs to by its extension, or `nil` when Strangler does not read it.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "swift": self = .swift
        case "m", "mm", "h": self = .objectiveC
        default: return nil
        }
    }

    /// The language of a file by its path's extension. Read on bytes: the analysis asks it for every member of a
    /// screen, and `contains("/")` on a `Substring` went through Foundation's string search.
    public init?(path: String) {
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) else { return nil }
        self.init(pathExtension: String(path[path.index(after: dot)...]))
    }
}

/// One parsed file.
public struct SourceUnit: Sendable {
    /// Path relative to the analysed root, with `/` separators.
    public var path: String
    public var language: SourceLanguage
    public var lineCount: Int
    public var imports: [String]
    /// Every type and extension in the file, nested ones included (with qualified names), in source order.
    public var types: [TypeDecl]
    /// Functions declared outside any type.
    public var functions: [Member]
    /// Each `import`, with its line, in source order (`imports` holds the same names).
    public var importLines: [ImportLine]
    /// `strangler:disable…` / `strangler:enable…` comments, in source order.
    public var suppressions: [SuppressionComment]
    /// The file's text, kept so a finding can quote its line without reading the file again.
    public var text: String
    /// Each `typealias`, by name (qualified inside a type: `Outer.Completion`), with the type it names as written.
    public var typeAliases: [String: String]
    /// The file's string constants by name, with their literal: Objective-C's `NSString *const ARMyInfoURL = @"/api/v1/me";`
    /// and `#define kBaseURL @"…"`, which other files read through a header's `extern`; Swift's top-level
    /// `let kAPIBase = "https://api.example.com"`.
    public var stringConstants: [String: String]

    public init(
        path: String, language: SourceLanguage, lineCount: Int, imports: [String], types: [TypeDecl], functions: [Member] = [],
        importLines: [ImportLine] = [], suppressions: [SuppressionComment] = [], text: String = "", typeAliases: [String: String] = [:],
        stringConstants: [String: String] = [:]
    ) {
        self.path = path
        self.language = language
        self.lineCount = lineCount
        self.imports = imports
        self.types = types
        self.functions = functions
        self.importLines = importLines
        self.suppressions = suppressions
        self.text = text
        self.typeAliases = typeAliases
        self.stringConstants = stringConstants
    }

    /// The file's lines without their line breaks (`\n` or `\r\n`).
    public func lines() -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            let trimmed = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            return String(decoding: trimmed, as: UTF8.self)
        }
    }

    /// The text of a 1-based line without its line break, or `""` past the end.
    public func lineText(_ line: Int) -> String {
        let all = lines()
        return all.indices.contains(line - 1) ? all[line - 1] : ""
    }
}

/// One `import` declaration.
public struct ImportLine: Sendable, Hashable {
    /// `UIKit`, `Foundation.NSURL` for a scoped import.
    public var module: String
    public var line: Int
    public var column: Int
    /// `@testable import App`: test code, which reads the module's internal members.
    public var isTestable: Bool

    public init(module: String, line: Int, column: Int, isTestable: Bool = false) {
        self.module = module
        self.line = line
        self.column = column
        self.isTestable = isTestable
    }
}

/// A type declaration or an extension.
public struct TypeDecl: Sendable {
    public enum Kind: String, Sendable, Codable {
        case `class`, `struct`, `enum`, `protocol`, `extension`, actor
    }

    /// Qualified name (`Outer.Inner`); for an extension, the extended type as written.
    public var name: String
    public var kind: Kind
    /// The inheritance clause in order, generic arguments stripped (`ASDKViewController<ASDisplayNode>` → `ASDKViewController`).
    public var inherited: [String]
    public var file: String
    public var line: Int
    public var endLine: Int
    public var members: [Member]
    /// The cases an enum declares, in source order (`case avatar, banner`); empty for other types.
    public var cases: [String]
    /// The string literal each case has as its raw value, where one is written (`case confirmBid = "Confirm Bid"`); a
    /// `String` enum's other cases have their names.
    public var caseRawValues: [String: String]
    /// The types of the values an enum's cases carry, as written, in order (`case view(UIView)` → `UIView`).
    public var caseValueTypes: [String]
    /// The generic parameters a class, struct, enum or actor declares, in order (`struct SceneType<T: UIViewController>`
    /// → `T`); empty for other types.
    public var genericParameters: [String]

    public init(
        name: String, kind: Kind, inherited: [String], file: String, line: Int, endLine: Int, members: [Member], cases: [String] = [],
        caseRawValues: [String: String] = [:], caseValueTypes: [String] = [], genericParameters: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.file = file
        self.line = line
        self.endLine = endLine
        self.members = members
        self.cases = cases
        self.caseRawValues = caseRawValues
        self.caseValueTypes = caseValueTypes
        self.genericParameters = genericParameters
    }

    public var lineSpan: Int { endLine - line + 1 }
}
