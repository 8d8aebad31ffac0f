import SwiftParser
import SwiftSyntax

/// A mock class for an extracted protocol: it records every call with its arguments (`invocations`, which a
/// characterization test pins, and a count per method), returns stubbable values, calls completion handlers with
/// stubbed results, and throws a stubbed error; async requirements are mocked the same way.
///
/// ## Before
/// ```swift
/// protocol ProductAnalyticsProtocol {
///     func track(_ event: String, properties: [String: Any])
/// }
/// ```
///
/// ## After
/// ```swift
/// final class ProductAnalyticsProtocolMock: ProductAnalyticsProtocol {
///     private(set) var invocations: [String] = []
///     private(set) var trackPropertiesCallCount = 0
///     func track(_ event: String, properties: [String: Any]) {
///         trackPropertiesCallCount += 1
///         invocations.append("track(\(characterize(event)), properties: \(characterize(properties)))")
///     }
/// }
/// ```
struct MockBuilder {
    /// One mocked requirement: its stub properties and its body, as lines at member indentation.
    struct Member {
        var key: String
        var lines: [String]
        /// For a completion handler: the stub property and the closure's parameter types, so a test can feed it a fixture.
        var completionStub: (property: String, types: [String])?
        var baseName: String
    }

    let protocolName: String
    let members: [Member]

    var mockName: String { protocolName + "Mock" }

    init(protocolDecl: ProtocolDeclSyntax) {
        protocolName = protocolDecl.name.text
        var seen: [String: Int] = [:]
        let functions = protocolDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        for function in functions { seen[Self.baseKey(function), default: 0] += 1 }
        var members: [Member] = []
        for item in protocolDecl.memberBlock.members {
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                var key = Self.baseKey(function)
                if (seen[key] ?? 0) > 1, let first = function.signature.parameterClause.parameters.first {
                    key += Self.identifierPart(first.type.trimmedDescription)
                }
                members.append(Self.mock(function, key: key))
            } else if let variable = item.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let type = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    members.append(Member(key: name, lines: ["var \(name): \(Self.storage(type))"], completionStub: nil, baseName: name))
                }
            }
        }
        self.members = members
    }

    /// `trackProperties` for `track(_:properties:)`: the base name and every label but `_`.
    private static func baseKey(_ function: FunctionDeclSyntax) -> String {
        function.name.text + function.signature.parameterClause.parameters.map { $0.firstName.text }.filter { $0 != "_" }.map(capitalized).joined()
    }

    private static func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// `URLRequest` → `URLRequest`, `[String: Any]?` → `StringAny`.
    private static func identifierPart(_ type: String) -> String {
        capitalized(String(type.filter { $0.isLetter || $0.isNumber }))
    }

    private static func mock(_ function: FunctionDeclSyntax, key: String) -> Member {
        var lines: [String] = []
        let signature = function.signature
        let isThrowing = signature.effectSpecifiers?.throwsClause != nil
        let returnType = signature.returnClause?.type.trimmedDescription
        lines.append("private(set) var \(key)CallCount = 0")
        var completion: (String, [String])?
        var body: [String] = ["\(key)CallCount += 1"]
        var recorded: [String] = []
        var calls: [String] = []
        for parameter in signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.text == "_" ? "" : parameter.firstName.text + ": "
            if let closure = closureType(parameter.type) {
                let closureName = capitalized(name == "_" ? "completion" : name)
                let stub = (key.hasSuffix(closureName) ? key : key + closureName) + "Result"
                let types = closure.types
                let call = closure.isOptional ? name + "?" : name
                switch types.count {
                case 0:
                    lines.append("/// Set to call '\(name)'.")
                    lines.append("var \(stub) = false")
                    calls.append("if \(stub) { \(call)() }")
                case 1:
                    lines.append("/// Passed to '\(name)' when set.")
                    lines.append("var \(stub): \(storage(types[0], optional: true))")
                    calls.append("if let result = \(stub) { \(call)(result) }")
                default:
                    lines.append("/// Passed to '\(name)' when set.")
                    lines.append("var \(stub): (" + types.joined(separator: ", ") + ")?")
                    calls.append("if let result = \(stub) { \(call)(" + types.indices.map { "result.\($0)" }.joined(separator: ", ") + ") }")
                }
                if completion == nil { completion = (stub, types) }
            } else {
                recorded.append(label + "\\(characterize(\(name)))")
            }
        }
        if isThrowing {
            lines.append("var \(key)Error: (any Error)?")
            body.append("if let error = \(key)Error { throw error }")
        }
        if let returnType, returnType != "Void", returnType != "()" {
            lines.append("var \(key)ReturnValue: \(storage(returnType, defaulted: true))")
        }
        let callName = function.name.text
        body.insert("invocations.append(\"\(callName)(" + recorded.joined(separator: ", ") + ")\")", at: 1)
        body.append(contentsOf: calls)
        if let returnType, returnType != "Void", returnType != "()" { body.append("return \(key)ReturnValue") }
        var header = function.with(\.body, nil).with(\.modifiers, DeclModifierListSyntax([])).trimmed.description
        header = header.split(whereSeparator: \.isNewline).map { String($0).trimmingLeadingSpaces() }.joined(separator: " ")
        lines.append(header + " {")
        lines.append(contentsOf: body.map { "    " + $0 })
        lines.append("}")
        return Member(key: key, lines: lines, completionStub: completion, baseName: callName)
    }

    /// A closure parameter's parameter types, and whether the closure itself is optional.
    private static func closureType(_ type: TypeSyntax) -> (types: [String], isOptional: Bool)? {
        var current = type
        var isOptional = false
        while true {
            if let attributed = current.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
            } else if let optional = current.as(OptionalTypeSyntax.self) {
                isOptional = true
                current = optional.wrappedType
            } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.type
            } else {
                break
            }
        }
        guard let function = current.as(FunctionTypeSyntax.self) else { return nil }
        return (function.parameters.map { $0.type.trimmedDescription }, isOptional)
    }

    /// A stored property's type with a default a mock can start from: `nil` for optionals, empty collections,
    /// zero, `false`, a data task that never runs; otherwise implicitly unwrapped, for the test to stub.
    static func storage(_ type: String, optional: Bool = false, defaulted: Bool = false) -> String {
        if optional { return type.hasSuffix("?") ? type : "(\(type))?" }
        if type.hasSuffix("?") { return type + " = nil" }
        if let value = defaults[type] { return type + " = " + value }
        if type.hasPrefix("[") && type.hasSuffix("]") { return type + (type.contains(":") ? " = [:]" : " = []") }
        return "(\(type))!"
    }

    private static let defaults: [String: String] = [
        "Bool": "false", "Int": "0", "Double": "0", "Float": "0", "String": "\"\"", "Data": "Data()",
        "URLSessionDataTask": "CharacterizationDataTask()", "any NSObjectProtocol": "NSObject()", "NSObjectProtocol": "NSObject()",
        "(Data, URLResponse)": "(Data(), URLResponse())",
    ]
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " || $0 == "\t" }) }
}
