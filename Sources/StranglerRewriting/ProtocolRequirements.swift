import Foundation
import StranglerSeams
import StranglerSources
import SwiftParser
import SwiftSyntax

/// The declarations an extracted protocol needs for exactly the members a type uses of a collaborator:
/// from the framework catalog for Apple's types, from the codebase's own declarations otherwise.
struct ProtocolRequirements: Equatable {
    var requirements: [String]
    var conveniences: [String]

    /// Reads each used member's declaration. Throws when one is unknown: a guess would not compile.
    static func find(type: String, members: [String], sources: LoadedSources, declaringFiles: [String]) throws -> ProtocolRequirements {
        var result = ProtocolRequirements(requirements: [], conveniences: [])
        if FrameworkSignatures.knows(type) {
            for member in members {
                guard let entry = FrameworkSignatures.entry(type: type, member: member) else {
                    throw RewriteError.notApplicable("'\(type).\(member)' is not in Strangler's catalog of framework signatures; extract the protocol by hand")
                }
                result.append(entry.requirements, entry.conveniences)
            }
            return result
        }
        let declarations = Self.declarations(of: type, in: sources, files: declaringFiles)
        // An Objective-C class (Element's `MXKAccountManager`, used from a Swift screen): what Swift imports of its header
        // (names, optionality, bridged types) is not worked out here, and a guess would not compile.
        if declarations.isEmpty, let header = declaringFiles.sorted().first(where: { SourceLanguage(path: $0) == .objectiveC }) {
            throw RewriteError.notApplicable(
                "'\(type)' is declared in Objective-C (\(header)): Strangler does not derive the Swift signatures of its members; extract the protocol by hand"
            )
        }
        for member in members {
            guard let declaration = declarations[member] else {
                throw RewriteError.notApplicable(
                    "'\(type).\(member)' is not declared in the analysed code (or is called leaning on default arguments), so its signature is unknown"
                )
            }
            result.append([declaration], [])
        }
        return result
    }

    private mutating func append(_ requirements: [String], _ conveniences: [String]) {
        for requirement in requirements where !self.requirements.contains(requirement) { self.requirements.append(requirement) }
        for convenience in conveniences where !self.conveniences.contains(convenience) { self.conveniences.append(convenience) }
    }

    /// The instance methods and properties of a codebase type as protocol requirements, by Swift name.
    static func declarations(of type: String, in sources: LoadedSources, files: [String]) -> [String: String] {
        var result: [String: String] = [:]
        for unit in sources.units where files.contains(unit.path) && unit.language == .swift {
            let tree = SwiftFrontEnd.tree(of: unit.text)
            let collector = RequirementCollector(type: type)
            collector.walk(tree)
            result.merge(collector.found) { first, _ in first }
        }
        return result
    }
}

/// Collects a type's instance members (declaration and extensions) as requirement text.
private final class RequirementCollector: SyntaxVisitor {
    let type: String
    var found: [String: String] = [:]
    private var depth = 0

    init(type: String) {
        self.type = type
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let parent = node.parent else { return .skipChildren }
        let name: String? = parent.as(ClassDeclSyntax.self)?.name.text ?? parent.as(StructDeclSyntax.self)?.name.text
            ?? parent.as(ActorDeclSyntax.self)?.name.text ?? parent.as(EnumDeclSyntax.self)?.name.text
            ?? parent.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        guard name == type else { return .visitChildren }
        for item in node.members {
            if let function = item.decl.as(FunctionDeclSyntax.self) {
                guard !Self.isStaticOrPrivate(function.modifiers) else { continue }
                let parameters = function.signature.parameterClause.parameters
                let swiftName = function.name.text + "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
                var requirement = function.with(\.body, nil).with(\.modifiers, Self.kept(function.modifiers))
                requirement.attributes = Self.kept(function.attributes)
                var list = parameters
                for index in list.indices { list[index].defaultValue = nil }
                requirement.signature.parameterClause.parameters = list
                found[swiftName] = Self.oneLine(requirement.trimmed.description)
            } else if let variable = item.decl.as(VariableDeclSyntax.self), !Self.isStaticOrPrivate(variable.modifiers) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          let annotation = binding.typeAnnotation?.type.trimmedDescription
                    else { continue }
                    found[name] = "var \(name): \(annotation) { get }"
                }
            }
        }
        return .skipChildren
    }

    private static func isStaticOrPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class), .keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
    }

    /// `mutating` and `nonmutating` belong in a requirement; access, `override`, `final`, `open` do not.
    private static func kept(_ modifiers: DeclModifierListSyntax) -> DeclModifierListSyntax {
        modifiers.filter { [.keyword(.mutating), .keyword(.nonmutating)].contains($0.name.tokenKind) }
    }

    /// `@discardableResult` and actor attributes belong in a requirement; `@objc`, `@IBAction`, `@available` do not.
    private static func kept(_ attributes: AttributeListSyntax) -> AttributeListSyntax {
        let kept = attributes.filter { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return ["discardableResult", "MainActor", "Sendable"].contains(attribute.attributeName.trimmedDescription)
        }
        return AttributeListSyntax(kept.map { $0.with(\.trailingTrivia, .space) })
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { String($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
}
