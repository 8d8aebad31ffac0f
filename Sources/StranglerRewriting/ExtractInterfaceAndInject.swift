import StranglerSeams
import StranglerSources
import SwiftParser
import SwiftSyntax

/// Breaks a type's dependency on a shared instance or an app-delegate lookup, behaviour unchanged in production
/// (Feathers: Extract Interface, then property injection with the production default, or Parameterize Constructor).
///
/// Every use inside the type's instance members (in the file that declares it, its extensions there included)
/// reads a new property instead; the property's type is a protocol extracted with exactly the members used,
/// which the collaborator's type conforms to in an empty extension; its default is the expression it replaces.
/// With Parameterize Constructor each designated initializer also takes the collaborator, defaulting to it.
///
/// ## Before
/// ```swift
/// final class ProductViewController: UIViewController {
///     var productId = ""
///
///     func loadProduct() {
///         URLSession.shared.dataTask(with: url) { data, _, _ in … }.resume()
///     }
/// }
/// ```
///
/// ## After
/// ```swift
/// final class ProductViewController: UIViewController {
///     var productId = ""
///
///     /// A seam: a test sets a mock; the app keeps `URLSession.shared`.
///     var session: any ProductSessionProtocol = URLSession.shared
///
///     func loadProduct() {
///         self.session.dataTask(with: url) { data, _, _ in … }.resume()
///     }
/// }
///
/// /// What `ProductViewController` uses of `URLSession`, so a test can give it a mock.
/// protocol ProductSessionProtocol {
///     func dataTask(with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) -> URLSessionDataTask
/// }
///
/// extension URLSession: ProductSessionProtocol {}
/// ```
public enum ExtractInterfaceAndInject {
    /// What the dependency looks like in source.
    public enum Pattern: Sendable, Equatable {
        /// `URLSession.shared`.
        case sharedInstance(type: String, accessor: String)
        /// `(UIApplication.shared.delegate as! AppDelegate).api`.
        case appDelegate(delegate: String, property: String)
    }

    /// A protocol to declare for the property's type.
    public struct ExtractedProtocol: Sendable, Equatable {
        public var name: String
        /// The collaborator's type, which conforms in an empty extension.
        public var conformingType: String
        public var requirements: [String]
        public var conveniences: [String]
    }

    public struct Input: Sendable {
        public var typeName: String
        public var pattern: Pattern
        /// The expression the property defaults to, as the code wrote it.
        public var productionDefault: String
        public var propertyName: String
        public var propertyType: String
        /// `nil` when the property's type is a protocol the codebase already has.
        public var extracted: ExtractedProtocol?
        public var technique: Technique
        /// `lazy var` for an app-delegate lookup in a class: looked up on first use, as the method did.
        public var isLazy: Bool
    }

    public struct Output: Sendable, Equatable {
        public var text: String
        /// Uses replaced by the property.
        public var replaced: Int
        /// Uses left alone: in static members or stored-property initializers, where there is no `self`.
        public var leftAlone: Int
        public var parameterizedInitializers: Int
    }

    public static func refactor(source: String, _ input: Input) throws -> Output {
        guard input.technique == .extractInterface || input.technique == .parameterizeConstructor else {
            throw RewriteError.notApplicable("'\(input.technique.rawValue)' is advice, not a rewrite Strangler performs; use extract-interface or parameterize-constructor")
        }
        let tree = SwiftFrontEnd.tree(of: source)
        let shortName = String(input.typeName.split(separator: ".").last ?? Substring(input.typeName))
        guard let primary = TypeLocator.primary(shortName, in: tree) else {
            throw RewriteError.notApplicable("the file does not declare '\(input.typeName)'")
        }
        if primary.members.contains(where: { TypeLocator.declaresName(input.propertyName, $0.decl) }) {
            throw RewriteError.notApplicable("'\(input.typeName)' already has a member named '\(input.propertyName)': pass --property with another name")
        }
        let replacer = DependencyReplacer(typeName: input.typeName, shortName: shortName, pattern: input.pattern, property: input.propertyName)
        let rewritten = replacer.rewrite(tree).cast(SourceFileSyntax.self)
        if let offset = replacer.weakSelfUses.first {
            let line = SourceLocationConverter(fileName: "", tree: tree).location(for: AbsolutePosition(utf8Offset: offset)).line
            throw RewriteError.notApplicable("line \(line) uses it in a '[weak self]' closure before 'self' is unwrapped; unwrap 'self' there first ('guard let self else { return }')")
        }
        guard replacer.replaced > 0 else {
            throw RewriteError.notApplicable("no instance member of '\(input.typeName)' in this file uses it")
        }
        guard let target = TypeLocator.primary(shortName, in: rewritten) else {
            throw RewriteError.notApplicable("the file does not declare '\(input.typeName)'")
        }
        var edits: [(offset: Int, text: String)] = []
        let indent = TypeLocator.memberIndent(target)
        let isClass = target.kind == .class
        let keyword = input.isLazy && isClass ? "lazy var" : "var"
        let propertyText = "\n\n" + indent + "/// A seam: a test sets a mock; the app keeps `\(input.productionDefault)`.\n"
            + indent + "\(keyword) \(input.propertyName): \(input.propertyType) = \(input.productionDefault)"
        edits.append((TypeLocator.propertyInsertionOffset(target), propertyText))

        var parameterized = 0
        if input.technique == .parameterizeConstructor {
            let initializers = target.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter(TypeLocator.isDesignated)
            guard !initializers.isEmpty else {
                throw RewriteError.notApplicable("'\(input.typeName)' declares no initializer to parameterize; use --technique extract-interface")
            }
            for initializer in initializers {
                let parameters = initializer.signature.parameterClause
                let separator = parameters.parameters.isEmpty ? "" : ", "
                edits.append((parameters.rightParen.positionAfterSkippingLeadingTrivia.utf8Offset,
                              separator + "\(input.propertyName): \(input.propertyType) = \(input.productionDefault)"))
                if let body = initializer.body {
                    let bodyIndent = TypeLocator.indentation(of: Syntax(initializer)) + TypeLocator.unit(indent)
                    edits.append((body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                                  "\n" + bodyIndent + "self.\(input.propertyName) = \(input.propertyName)"))
                }
                parameterized += 1
            }
        }

        var text = rewritten.description
        if let extracted = input.extracted {
            edits.append(contentsOf: protocolEdits(extracted, typeName: input.typeName, in: rewritten, text: text, unit: TypeLocator.unit(indent)))
        }
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(edit.text.utf8), at: edit.offset)
        }
        text = String(decoding: bytes, as: UTF8.self)
        return Output(text: text, replaced: replacer.replaced, leftAlone: replacer.leftAlone, parameterizedInitializers: parameterized)
    }

    /// A new protocol and conformance at the end of the file, or the missing requirements added to the file's existing one.
    /// `unit` is one level of the file's indentation (Brave's two spaces), as the type's members use it.
    private static func protocolEdits(
        _ extracted: ExtractedProtocol, typeName: String, in tree: SourceFileSyntax, text: String, unit: String
    ) -> [(offset: Int, text: String)] {
        if let existing = TypeLocator.protocolDecl(extracted.name, in: tree) {
            let present = Set(existing.memberBlock.members.map { $0.decl.trimmedDescription })
            let missing = extracted.requirements.filter { !present.contains($0) }
            let offset = existing.memberBlock.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
            var edits = missing.isEmpty ? [] : [(offset, missing.map { unit + $0 + "\n" }.joined())]
            if !TypeLocator.hasConformance(extracted.conformingType, to: extracted.name, in: tree) {
                edits.append((text.utf8.count, "\nextension \(extracted.conformingType): \(extracted.name) {}\n"))
            }
            return edits
        }
        var block = text.hasSuffix("\n") ? "\n" : "\n\n"
        block += "/// What `\(typeName)` uses of `\(extracted.conformingType)`, so a test can give it a mock.\n"
        block += "protocol \(extracted.name) {\n" + extracted.requirements.map { unit + $0 + "\n" }.joined() + "}\n"
        if !extracted.conveniences.isEmpty {
            block += "\nextension \(extracted.name) {\n" + extracted.conveniences.map { unit + $0 + "\n" }.joined() + "}\n"
        }
        block += "\nextension \(extracted.conformingType): \(extracted.name) {}\n"
        return [(text.utf8.count, block)]
    }
}

/// Replaces each use of the dependency inside the type's instance members with `self.property`.
private final class DependencyReplacer: SyntaxRewriter {
    let typeName: String
    let shortName: String
    let pattern: ExtractInterfaceAndInject.Pattern
    let property: String
    var replaced = 0
    var leftAlone = 0
    /// Uses inside a `[weak self]` closure before `self` is unwrapped, where `self.x` would not compile: the offsets.
    var weakSelfUses: [Int] = []

    /// The node's offset when it sits in a `[weak self]` closure that has not unwrapped `self` before it.
    static func weakSelfLine(_ node: Syntax) -> Int? {
        var current = node
        while let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self),
               closure.signature?.capture?.items.contains(where: { $0.specifier?.specifier.tokenKind == .keyword(.weak) && $0.name.text == "self" }) == true {
                let start = closure.statements.position.utf8Offset
                let before = closure.statements.description.utf8.prefix(node.position.utf8Offset - start)
                let text = String(decoding: before, as: UTF8.self)
                return text.contains("let self") || text.contains("let `self`") ? nil : node.position.utf8Offset
            }
            current = parent
        }
        return nil
    }

    init(typeName: String, shortName: String, pattern: ExtractInterfaceAndInject.Pattern, property: String) {
        self.typeName = typeName
        self.shortName = shortName
        self.pattern = pattern
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard matches(node) else { return super.visit(node) }
        switch TypeLocator.placement(of: Syntax(node), typeName: typeName, shortName: shortName) {
        case .instanceMember:
            if let line = Self.weakSelfLine(Syntax(node)) {
                weakSelfUses.append(line)
                return super.visit(node)
            }
            replaced += 1
            let replacement = ExprSyntax(
                MemberAccessExprSyntax(
                    base: ExprSyntax(DeclReferenceExprSyntax(baseName: .keyword(.`self`))), period: .periodToken(),
                    declName: DeclReferenceExprSyntax(baseName: .identifier(property))
                )
            )
            return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        case .noSelf:
            leftAlone += 1
            return super.visit(node)
        case .elsewhere:
            return super.visit(node)
        }
    }

    private func matches(_ node: MemberAccessExprSyntax) -> Bool {
        switch pattern {
        case .sharedInstance(let type, let accessor):
            guard node.declName.baseName.text == accessor, let base = node.base?.as(DeclReferenceExprSyntax.self) else { return false }
            return base.baseName.text == type
        case .appDelegate(let delegate, let name):
            guard node.declName.baseName.text == name, let tuple = node.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
                  let sequence = tuple.elements.first?.expression.as(SequenceExprSyntax.self)
            else { return false }
            let elements = Array(sequence.elements)
            return elements.indices.contains { index in
                elements[index].is(UnresolvedAsExprSyntax.self) && index + 1 < elements.count
                    && elements[index + 1].trimmedDescription == delegate
            }
        }
    }
}

/// Finding the type, its members and the places to insert into.
enum TypeLocator {
    struct Declaration {
        enum Kind { case `class`, other }
        var kind: Kind
        var node: Syntax
        var memberBlock: MemberBlockSyntax
        var members: MemberBlockItemListSyntax { memberBlock.members }
    }

    static func primary(_ name: String, in tree: SourceFileSyntax) -> Declaration? {
        let finder = DeclarationFinder(name: name)
        finder.walk(tree)
        return finder.found
    }

    static func protocolDecl(_ name: String, in tree: SourceFileSyntax) -> ProtocolDeclSyntax? {
        tree.statements.lazy.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.first { $0.name.text == name }
    }

    static func hasConformance(_ type: String, to name: String, in tree: SourceFileSyntax) -> Bool {
        tree.statements.contains { item in
            guard let ext = item.item.as(ExtensionDeclSyntax.self), ext.extendedType.trimmedDescription == type else { return false }
            return ext.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == name } ?? false
        }
    }

    static func declaresName(_ name: String, _ decl: DeclSyntax) -> Bool {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
        return false
    }

    /// A designated initializer a test can call with one more argument: not `convenience`, not `init(coder:)`.
    static func isDesignated(_ initializer: InitializerDeclSyntax) -> Bool {
        let isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        let first = initializer.signature.parameterClause.parameters.first?.firstName.text
        return !isConvenience && !(first == "coder" && initializer.signature.parameterClause.parameters.count == 1)
    }

    /// After the last stored instance property, or at the top of the body when there is none.
    static func propertyInsertionOffset(_ declaration: Declaration) -> Int {
        let stored = declaration.members.last { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return false }
            let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            return !isStatic && variable.bindings.allSatisfy { $0.accessorBlock == nil }
        }
        return stored?.endPositionBeforeTrailingTrivia.utf8Offset ?? declaration.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The indentation of the type's first member (four spaces more than the type when it has none).
    static func memberIndent(_ declaration: Declaration) -> String {
        if let first = declaration.members.first { return indentation(of: Syntax(first)) }
        return indentation(of: declaration.node) + "    "
    }

    /// One level of indentation, as the members use it.
    static func unit(_ memberIndent: String) -> String {
        memberIndent.hasPrefix("\t") ? "\t" : (memberIndent.count >= 2 && memberIndent.count % 2 == 0 && memberIndent.count < 4 ? memberIndent : "    ")
    }

    /// The whitespace that starts the node's first line.
    static func indentation(of node: Syntax) -> String {
        var indent = ""
        for piece in node.leadingTrivia.reversed() {
            switch piece {
            case .spaces(let count): indent = String(repeating: " ", count: count) + indent
            case .tabs(let count): indent = String(repeating: "\t", count: count) + indent
            case .newlines, .carriageReturnLineFeeds, .carriageReturns: return indent
            default: indent = ""
            }
        }
        return indent
    }

    enum Placement { case instanceMember, noSelf, elsewhere }

    /// Whether a node sits in an instance member of the type (where `self` is), in a static member or a stored
    /// property's initial value (where it is not), or elsewhere.
    static func placement(of node: Syntax, typeName: String, shortName: String) -> Placement {
        var current = node
        var inAccessor = false
        while let parent = current.parent {
            if parent.is(AccessorBlockSyntax.self) { inAccessor = true }
            if parent.is(MemberBlockItemSyntax.self) {
                guard let owner = parent.parent?.parent?.parent, ownerName(owner) == typeName || ownerName(owner) == shortName else {
                    return .elsewhere
                }
                if let function = current.as(FunctionDeclSyntax.self) {
                    return isStatic(function.modifiers) ? .noSelf : .instanceMember
                }
                if let variable = current.as(VariableDeclSyntax.self) {
                    if isStatic(variable.modifiers) { return .noSelf }
                    let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
                    return inAccessor || isLazy ? .instanceMember : .noSelf
                }
                if let subscriptDecl = current.as(SubscriptDeclSyntax.self) {
                    return isStatic(subscriptDecl.modifiers) ? .noSelf : .instanceMember
                }
                if current.is(InitializerDeclSyntax.self) || current.is(DeinitializerDeclSyntax.self) { return .instanceMember }
                return .elsewhere
            }
            current = parent
        }
        return .elsewhere
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }

    static func ownerName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        return nil
    }
}

/// The first class, struct, actor or enum declaration of a name, at any depth outside function bodies.
private final class DeclarationFinder: SyntaxVisitor {
    let name: String
    var found: TypeLocator.Declaration?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name, .class, Syntax(node), node.memberBlock)
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name, .other, Syntax(node), node.memberBlock) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name, .other, Syntax(node), node.memberBlock) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node.name, .other, Syntax(node), node.memberBlock) }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(_ token: TokenSyntax, _ kind: TypeLocator.Declaration.Kind, _ node: Syntax, _ block: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, token.text == name { found = TypeLocator.Declaration(kind: kind, node: node, memberBlock: block) }
        return found == nil ? .visitChildren : .skipChildren
    }
}
