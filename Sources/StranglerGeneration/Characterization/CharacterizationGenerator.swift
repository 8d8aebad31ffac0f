import Foundation
import Stencil
import StranglerAnalysis
import StranglerSeams
import StranglerSources
import SwiftParser
import SwiftSyntax

/// `strangler characterize` as a library: an XCTest case that pins what a type does today (Feathers' step 4),
/// a mock for every protocol-typed property (the seams `break-dependency` made), and JSON fixtures for the
/// `Decodable` models it decodes from network data, rendered from the `characterization/` templates.
///
/// ## Before
/// ```swift
/// final class ProductViewController: UIViewController {
///     var session: any ProductSessionProtocol = URLSession.shared
///     var product: Product?
///     func loadProduct() { … }
/// }
/// ```
///
/// ## After
/// ```swift
/// final class ProductViewControllerCharacterizationTests: XCTestCase {
///     override func setUp() { … sut.session = session … }
///     func test_loadProduct() throws {
///         MainActor.assumeIsolated { sut.loadProduct() }
///         drainMainQueue()
///         MainActor.assumeIsolated {
///             XCTAssertEqual(characterize(sut.product), #"CHARACTERIZE ME"#)
///             XCTAssertEqual(characterize(session.invocations), #"CHARACTERIZE ME"#)
///         }
///     }
/// }
/// ```
public enum CharacterizationGenerator {
    /// The value every generated assertion expects at first, so each test fails until the developer pastes the actual one.
    public static let placeholder = "CHARACTERIZE ME"

    public static func generate(
        type: String, sources: LoadedSources, analyzer: SeamsAnalyzer, module: String, templates: TemplateSet
    ) throws -> Characterization {
        try SwiftIdentifier.validate(module, as: .module)
        guard let seams = analyzer.seams(of: type) else {
            _ = try analyzer.types(named: type, root: sources.root)
            throw SeamsError.noSuchType(type, suggestion: nil)
        }
        let files = analyzer.files(declaring: type)
        let trees = sources.units.filter { files.contains($0.path) && $0.language == .swift }.map { (path: $0.path, tree: SwiftFrontEnd.tree(of: $0.text), imports: $0.imports) }
        guard let primary = trees.first(where: { $0.path == seams.file }) else {
            throw GenerationError.notCharacterizable(type, reason: "it is not declared in Swift")
        }
        let facts = TypeFacts(type: type, trees: trees.map(\.tree))
        let (mocks, injections) = Self.mocks(for: facts, sources: sources, analyzer: analyzer)
        let (fixtures, arrange) = Self.fixtures(for: seams, mocks: mocks, injections: injections, sources: sources, analyzer: analyzer)
        let (tests, skipped) = Self.tests(for: seams, facts: facts, injections: injections)
        guard !tests.isEmpty else {
            throw GenerationError.notCharacterizable(type, reason: "it has no test point a test can call" + (skipped.isEmpty ? "" : " (" + skipped.joined(separator: "; ") + ")"))
        }
        let imports = primary.imports.filter { $0 != module && $0 != "XCTest" }
        let construction = Construction.make(type, initializers: facts.initializers)
        let context: [String: Any] = [
            "type": type, "module": module, "imports": imports, "injections": injections,
            "outlets": facts.outlets.map { ["name": $0.name, "type": $0.type] }, "construction": construction.text,
            "constructionPlaceholders": construction.placeholders.joined(separator: ", "),
            "arrange": arrange, "tests": tests, "skipped": skipped, "placeholder": placeholder,
            "hasFixtures": !fixtures.isEmpty,
        ]
        var generated = try Self.render(templates, context: context, type: type, mocks: mocks, module: module, sources: sources, analyzer: analyzer)
        for fixture in fixtures {
            generated.append(GeneratedFile(path: "Fixtures/\(fixture.name).json", text: fixture.json, template: "", declaredTypes: []))
        }
        let report = [
            Plural.count(tests.count, "characterization test") + " for '\(type)', each failing on '\(placeholder)' until you paste the value it shows",
        ] + mocks.map { "mock \($0.mockName) for \($0.protocolName)" } + fixtures.map { "fixture Fixtures/\($0.name).json for \($0.name)" }
            + skipped.map { "not characterized: \($0)" }
            + (construction.placeholders.isEmpty ? [] : [
                "setUp makes '\(type)' with placeholders to fill in (" + construction.placeholders.joined(separator: ", ") + "): a test cannot build them",
            ])
        return Characterization(files: generated.sorted { $0.path < $1.path }, report: report)
    }

    /// A mock for each protocol a property of the type is typed with, once per protocol, and the property each is set on.
    private static func mocks(
        for facts: TypeFacts, sources: LoadedSources, analyzer: SeamsAnalyzer
    ) -> (mocks: [MockBuilder], injections: [[String: String]]) {
        var mocks: [MockBuilder] = []
        var injections: [[String: String]] = []
        for property in facts.protocolProperties where analyzer.isProtocol(property.protocolName) {
            guard let decl = protocolDecl(property.protocolName, sources: sources, analyzer: analyzer) else { continue }
            let mock = MockBuilder(protocolDecl: decl)
            if !mocks.contains(where: { $0.protocolName == mock.protocolName }) { mocks.append(mock) }
            injections.append(["property": property.name, "mock": mock.mockName])
        }
        return (mocks, injections)
    }

    /// Network models become fixtures, fed to the mocked call whose completion receives the data: the statements that
    /// arrange it.
    private static func fixtures(
        for seams: TypeSeams, mocks: [MockBuilder], injections: [[String: String]], sources: LoadedSources, analyzer: SeamsAnalyzer
    ) -> (fixtures: [(name: String, json: String)], arrange: [String]) {
        var fixtures: [(name: String, json: String)] = []
        var arrange: [String] = []
        for model in seams.networkModels where !fixtures.contains(where: { $0.name == model.type }) {
            fixtures.append((model.type, FixtureBuilder.json(for: model.type, isArray: model.isArray, analyzer: analyzer, sources: sources)))
            let components = model.via.split(separator: ".").map(String.init)
            guard components.count == 2, let injection = injections.first(where: { $0["property"] == components[0] }),
                  let mock = mocks.first(where: { $0.mockName == injection["mock"] }) else { continue }
            for member in mock.members where member.baseName == components[1] {
                guard let stub = member.completionStub, let dataIndex = stub.types.firstIndex(where: { $0 == "Data?" || $0 == "Data" }),
                      stub.types.enumerated().allSatisfy({ $0.offset == dataIndex || $0.element.hasSuffix("?") })
                else { continue }
                let values = stub.types.indices.map { $0 == dataIndex ? "fixture(\"\(model.type)\")" : "nil" }
                arrange.append("\(components[0]).\(stub.property) = (" + values.joined(separator: ", ") + ")" + (values.count == 1 ? "" : ""))
            }
        }
        return (fixtures, arrange)
    }

    /// One test per test point a test can call, each observing the type's state and the mocks' invocations, with a unique
    /// identifier; and why each other point is left out.
    private static func tests(
        for seams: TypeSeams, facts: TypeFacts, injections: [[String: String]]
    ) -> (tests: [[String: Any]], skipped: [String]) {
        let state = seams.testPoints.filter { $0.kind == .property }.map { "sut.\($0.name)" }
        var tests: [[String: Any]] = []
        var skipped: [String] = []
        for point in seams.testPoints where point.kind != .property {
            guard let function = facts.functions[point.name] else { continue }
            switch TestCall.make(point: point, function: function) {
            case .success(let call):
                var observed = state + injections.map { "\($0["property"]!).invocations" }
                if call.returnsValue { observed.insert("result", at: 0) }
                tests.append([
                    "name": point.name, "kind": point.kind.rawValue, "identifier": call.identifier, "call": call.statement,
                    "prefix": call.throwing ? "try " : "", "dependsOn": point.dependsOn.map { "'\($0)'" }.joined(separator: ", "),
                    "assertions": observed,
                ])
            case .failure(let reason):
                skipped.append("\(point.name): \(reason.text)")
            }
        }
        var seenIdentifiers: [String: Int] = [:]
        for index in tests.indices {
            let identifier = tests[index]["identifier"] as! String
            seenIdentifiers[identifier, default: 0] += 1
            if seenIdentifiers[identifier]! > 1 { tests[index]["identifier"] = identifier + "_\(seenIdentifiers[identifier]!)" }
        }
        return (tests, skipped)
    }

    /// The `characterization/` templates rendered: the test case, a mock per protocol, and any other template as it is.
    private static func render(
        _ templates: TemplateSet, context: [String: Any], type: String, mocks: [MockBuilder], module: String,
        sources: LoadedSources, analyzer: SeamsAnalyzer
    ) throws -> [GeneratedFile] {
        var generated: [GeneratedFile] = []
        let environment = Environment(trimBehaviour: .smart)
        let selected = templates.files.filter { $0.path.hasPrefix("characterization/") && $0.path.hasSuffix(".stencil") }
        guard !selected.isEmpty else { throw GenerationError.noCharacterizationTemplates(templates.origin) }
        for template in selected {
            let name = String(template.path.dropFirst("characterization/".count).dropLast(".stencil".count))
            switch name {
            case "CharacterizationTests.swift":
                try generated.append(render(template, context: context, environment: environment, path: "\(type)CharacterizationTests.swift"))
            case "Mock.swift":
                for mock in mocks {
                    var mockContext = context
                    mockContext["mock"] = mock.mockName
                    mockContext["protocol"] = mock.protocolName
                    mockContext["members"] = mock.members.map(\.lines)
                    mockContext["imports"] = protocolImports(mock.protocolName, sources: sources, analyzer: analyzer).filter { $0 != module }
                    try generated.append(render(template, context: mockContext, environment: environment, path: "\(mock.mockName).swift"))
                }
            default:
                try generated.append(render(template, context: context, environment: environment, path: name))
            }
        }
        return generated.filter { !$0.text.isEmpty }
    }

    private static func render(_ template: SceneTemplate, context: [String: Any], environment: Environment, path: String) throws -> GeneratedFile {
        let text = SceneGenerator.tidy(try SceneGenerator.render(template, context: context, environment: environment))
        let declared = text.isEmpty ? [] : try SceneGenerator.parse(text, template: template, file: path, allowingPlaceholders: true)
        return GeneratedFile(path: path, text: text, template: template.path, declaredTypes: declared)
    }

    private static func protocolDecl(_ name: String, sources: LoadedSources, analyzer: SeamsAnalyzer) -> ProtocolDeclSyntax? {
        let files = analyzer.files(declaring: name)
        for unit in sources.units where files.contains(unit.path) && unit.language == .swift {
            let tree = SwiftFrontEnd.tree(of: unit.text)
            if let found = tree.statements.lazy.compactMap({ $0.item.as(ProtocolDeclSyntax.self) }).first(where: { $0.name.text == name }) {
                return found
            }
        }
        return nil
    }

    /// The modules the protocol's file imports: what its requirements' types need (`URLSessionDataTask` from Foundation, or UIKit's re-export).
    private static func protocolImports(_ name: String, sources: LoadedSources, analyzer: SeamsAnalyzer) -> [String] {
        let files = analyzer.files(declaring: name)
        return Array(Set(sources.units.filter { files.contains($0.path) }.flatMap(\.imports))).sorted()
    }
}

/// The generated files and what they hold.
public struct Characterization: Sendable {
    /// Relative to the output folder.
    public var files: [GeneratedFile]
    public var report: [String]

    public func planned(in output: String) -> [(path: String, text: String)] {
        files.map { ((output as NSString).appendingPathComponent($0.path), $0.text) }
    }
}

/// What the characterization reads from the type's own syntax: protocol-typed properties, outlets, methods.
struct TypeFacts {
    var protocolProperties: [(name: String, protocolName: String)] = []
    var outlets: [(name: String, type: String)] = []
    var functions: [String: FunctionDeclSyntax] = [:]
    var initializers: [InitializerDeclSyntax] = []

    init(type: String, trees: [SourceFileSyntax]) {
        for tree in trees {
            for item in Self.memberBlocks(of: type, in: tree).flatMap({ Array($0.members) }) {
                if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                    initializers.append(initializer)
                } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                    let name = function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
                    functions[name] = function
                } else if let variable = item.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var) {
                    let isOutlet = variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" }
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                              let written = binding.typeAnnotation?.type.trimmedDescription else { continue }
                        let base = CallSiteAnalysis.baseTypeName(written)
                        if isOutlet {
                            if base.hasPrefix("UI") { outlets.append((name, base)) }
                        } else if written.hasPrefix("any ") || binding.initializer != nil {
                            protocolProperties.append((name, base))
                        }
                    }
                }
            }
        }
    }

    private static func memberBlocks(of type: String, in tree: SourceFileSyntax) -> [MemberBlockSyntax] {
        tree.statements.compactMap { item -> MemberBlockSyntax? in
            if let decl = item.item.as(ClassDeclSyntax.self), decl.name.text == type { return decl.memberBlock }
            if let decl = item.item.as(StructDeclSyntax.self), decl.name.text == type { return decl.memberBlock }
            if let decl = item.item.as(ExtensionDeclSyntax.self), decl.extendedType.trimmedDescription == type { return decl.memberBlock }
            return nil
        }
    }
}

/// How `setUp` makes the type under test.
enum Construction {
    /// `Type()` when the type declares no initializer or one a test can call without arguments. Otherwise the initializer
    /// with the fewest values left to the developer: a parameter with a default is left out, one a test can build gets a
    /// sample value, and the rest an editor placeholder (`<#TabManager#>`), which Xcode tabs to and which does not compile
    /// until it is filled in: a `HistoryViewController(isPrivateBrowsing:isModallyPresented:historyAPI:tabManager:)`
    /// has no `init()` to inherit. `placeholders` are the types left to fill in.
    static func make(_ type: String, initializers: [InitializerDeclSyntax]) -> (text: String, placeholders: [String]) {
        guard !initializers.isEmpty else { return ("\(type)()", []) }
        // `init?(coder:)` is the storyboard's.
        let callable = initializers.filter { $0.signature.parameterClause.parameters.first?.firstName.text != "coder" }
        guard !callable.isEmpty else { return ("<#\(type)#>", [type]) }
        let made = callable.map { initializer -> (text: String, placeholders: [String]) in
            var arguments: [String] = []
            var placeholders: [String] = []
            for parameter in initializer.signature.parameterClause.parameters where parameter.defaultValue == nil {
                let written = parameter.type.trimmedDescription
                let value = TestCall.sampleValue(written) ?? "<#\(written)#>"
                if value.hasPrefix("<#") { placeholders.append(written) }
                arguments.append(TestCall.argument(value, for: parameter))
            }
            let failable = initializer.optionalMark != nil ? "!" : ""
            let tryMark = initializer.signature.effectSpecifiers?.throwsClause != nil ? "try! " : ""
            return (tryMark + type + "(" + arguments.joined(separator: ", ") + ")" + failable, placeholders)
        }
        return made.min { ($0.placeholders.count, $0.text.count) < ($1.placeholders.count, $1.text.count) }!
    }
}

/// How a test calls one test point: arguments a test can build for every parameter, or why not.
struct TestCall {
    var identifier: String
    var statement: String
    var returnsValue: Bool
    var throwing: Bool

    struct Reason: Error { var text: String }

    static func make(point: TestPoint, function: FunctionDeclSyntax) -> Result<TestCall, Reason> {
        let signature = function.signature
        if signature.effectSpecifiers?.asyncSpecifier != nil { return .failure(Reason(text: "it is async")) }
        if function.genericParameterClause != nil { return .failure(Reason(text: "it is generic")) }
        var arguments: [String] = []
        for parameter in signature.parameterClause.parameters {
            let type = parameter.type.trimmedDescription
            guard let value = sampleValue(type) else { return .failure(Reason(text: "cannot build an argument of type '\(type)'")) }
            arguments.append(argument(value, for: parameter))
        }
        let returnType = signature.returnClause?.type.trimmedDescription
        let returnsValue = returnType != nil && returnType != "Void" && returnType != "()"
        let throwing = signature.effectSpecifiers?.throwsClause != nil
        var call = "sut.\(function.name.text)(" + arguments.joined(separator: ", ") + ")"
        if point.name == "viewDidLoad()" { call = "sut.loadViewIfNeeded()" }
        if throwing { call = "try " + call }
        let identifier = point.name.prefix { $0 != "(" } + CalledLabels.suffix(point.name)
        return .success(TestCall(identifier: String(identifier), statement: (returnsValue ? "result = " : "") + call, returnsValue: returnsValue, throwing: throwing))
    }

    /// `value` as the argument of `parameter`, labelled as a call writes it.
    static func argument(_ value: String, for parameter: FunctionParameterSyntax) -> String {
        (parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": ") + value
    }

    /// A value of a written type a test can make without knowing the app: `""`, `0`, `nil`, `[]`, a URL, a fresh view.
    static func sampleValue(_ type: String) -> String? {
        if type.hasSuffix("?") || type.hasSuffix("!") { return type.hasSuffix("!") ? sampleValue(String(type.dropLast())) : "nil" }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type.contains(":") ? "[:]" : "[]" }
        switch type {
        case "String": return "\"\""
        case "Int", "Double", "Float", "CGFloat", "Int64", "UInt", "TimeInterval": return "0"
        case "Bool": return "false"
        case "URL": return "URL(string: \"https://example.com\")!"
        case "Data": return "Data()"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        case "IndexPath": return "IndexPath(row: 0, section: 0)"
        case "Any", "AnyObject", "Any?": return "NSObject()"
        default: return type.hasPrefix("UI") && !type.contains("<") && !type.contains(".") ? "\(type)()" : nil
        }
    }
}

/// `_numberOfRowsInSection` for `tableView(_:numberOfRowsInSection:)`: overloads get distinct test names.
enum CalledLabels {
    static func suffix(_ name: String) -> String {
        let labels = CalledMemberName.labels(of: name).filter { $0 != "_" }
        return labels.isEmpty ? "" : "_" + labels.joined(separator: "_")
    }
}
