@_spi(RawSyntax) import SwiftSyntax

/// Lowers one Swift syntax tree into a `SourceUnit` in a single walk over its raw nodes.
///
/// Type-level declarations become `TypeDecl`s and `Member`s; everything inside a member body
/// (nested functions, local types and closures included) becomes that member's statements,
/// events and locals. Complexity is counted on tokens, as lizard does.
///
/// The walk reads `RawSyntax` (see `RawNode`) rather than running a `SyntaxVisitor`: the visitor built a
/// `Syntax` node for every node and token and dispatched a visit for each, which cost more than the lowering
/// itself. It visits the nodes in the visitor's order, one handler per node kind it reads; a handler walks the
/// node's children itself (or skips them), so what the visitor did after the children follows the walk. A struct,
/// not a class: its state changes at every node, and a class's stored properties are checked for exclusive
/// access at run time on each change. The handlers live in the `SwiftUnitBuilder+…` extensions, one file per job.
struct SwiftUnitBuilder {
    let path: String
    let table: LineTable
    let expressions: SwiftExpressions
    let conditions: SwiftConditions
    // What the walk makes, read once it ends; the handlers in the `SwiftUnitBuilder+…` extensions fill them.
    var imports: [String] = []
    var importLines: [ImportLine] = []
    var typeAliases: [String: String] = [:]
    /// The file's top-level `let` constants that are one plain string literal (`let kAPIBase = "https://api.example.com"`).
    var stringConstants: [String: String] = [:]
    var types: [TypeDecl] = []
    var functions: [Member] = []
    /// The types and extensions the walk is inside, innermost last, and the member it is in.
    var typeStack: [TypeBuilder] = []
    var member: MemberBuilder?
    /// Further bindings of `var a = 1, b = 2`, added after the first so members stay in source order.
    var siblingProperties: [Member] = []
    /// The nodes the walk is inside, innermost last: what a `Syntax` node's `parent` gave.
    private var ancestors: [Ancestor] = []
    /// Nodes walked so far: a node's index in the walk is its identity (`MemberBuilder.id`, `callIndexByNode`).
    private var walked = 0

    struct Ancestor {
        let node: RawNode
        let index: Int
    }

    init(path: String, table: LineTable) {
        self.path = path
        self.table = table
        self.expressions = SwiftExpressions(table: table)
        self.conditions = SwiftConditions(table: table)
    }

    /// Lowers the file's tree.
    mutating func walk(_ tree: SourceFileSyntax) {
        walk(RawNode(raw: tree.raw, offset: 0))
    }

    // MARK: - The walk

    private mutating func walk(_ node: RawNode) {
        let index = walked
        walked += 1
        switch node.kind {
        case .token: visitToken(node.raw)
        case .importDecl: visitImport(node)
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl: walkType(node, index)
        case .extensionDecl: walkExtension(node, index)
        case .functionDecl: walkFunction(node, index)
        case .initializerDecl: walkInitializer(node, index)
        case .deinitializerDecl: walkDeinitializer(node, index)
        case .subscriptDecl: walkSubscript(node, index)
        case .variableDecl: walkVariable(node, index)
        case .enumCaseDecl: if member != nil { walkChildren(node, index) } else { visitEnumCases(node) }
        case .typeAliasDecl: if member == nil { visitTypeAlias(node) }
        // A written type holds no expression and no token lizard counts (its `?` and `&` are no conditions): what
        // the builder needs of one it reads from the declaration, so the walk does not enter it.
        case .identifierType, .memberType, .optionalType, .implicitlyUnwrappedOptionalType, .arrayType,
             .dictionaryType, .functionType, .tupleType:
            break
        case .codeBlockItem: walkStatement(node, index)
        case .optionalBindingCondition: walkOptionalBinding(node, index)
        case .functionCallExpr: walkCall(node, index)
        case .memberAccessExpr: walkMemberAccess(node, index)
        case .subscriptCallExpr: walkSubscriptCall(node, index)
        case .sequenceExpr: walkSequence(node, index)
        case .forceUnwrapExpr: walkForceUnwrap(node, index)
        case .tryExpr: walkTry(node, index)
        case .codeBlock: walkBlock(node, index)
        case .switchExpr: walkSwitch(node, index)
        case .switchCase: walkSwitchCase(node, index)
        case .closureExpr: walkClosure(node, index)
        case .functionParameter: walkParameter(node, index)
        case .accessorDecl: walkAccessor(node, index)
        case .stringLiteralExpr: walkStringLiteral(node, index)
        default: walkChildren(node, index)
        }
    }

    /// Walks the node's present children in order, each at the offset where the children before it end.
    mutating func walkChildren(_ node: RawNode, _ index: Int) {
        guard let children = node.raw.layoutView?.children else { return }
        ancestors.append(Ancestor(node: node, index: index))
        var offset = node.offset
        for child in children {
            guard let child else { continue }
            walk(RawNode(raw: child, offset: offset))
            offset += child.byteLength
        }
        ancestors.removeLast()
    }

    /// The `level`th ancestor of the node being visited: 0 is its parent.
    func ancestor(_ level: Int) -> Ancestor? {
        let position = ancestors.count - 1 - level
        return position >= 0 ? ancestors[position] : nil
    }

    // MARK: - Positions

    func line(_ offset: Int) -> Int { table.line(of: offset) }

    func lineAndColumn(_ offset: Int) -> (Int, Int) {
        let line = table.line(of: offset)
        return (line, table.column(of: offset, line: line))
    }

    /// The most of a written type kept: the analysis reads types whole, and a long composition
    /// (`(ReaderCoordinatorDelegate & AnnotationsCoordinatorDelegate & ReadAloudCoordinatorDelegate)?`) cut short
    /// loses its last part and the parenthesis that closes it.
    static let typeLimit = 240
}
