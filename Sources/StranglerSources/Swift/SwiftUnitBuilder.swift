@_spi(RawSyntax) import SwiftSyntax

/// Lowers one Swift syntax tree into a `SourceUnit` in a single walk.
///
/// Type-level declarations become `TypeDecl`s and `Member`s; everything inside a member body
/// (nested functions, local types and closures included) becomes that member's statements,
/// events and locals. Complexity is counted on tokens, as lizard does.
final class SwiftUnitBuilder: SyntaxVisitor {
    private let path: String
    private let table: LineTable
    private(set) var imports: [String] = []
    private(set) var importLines: [ImportLine] = []
    private(set) var types: [TypeDecl] = []
    private(set) var functions: [Member] = []
    private var typeStack: [TypeBuilder] = []
    private var member: MemberBuilder?
    /// Further bindings of `var a = 1, b = 2`, added after the first so members stay in source order.
    private var siblingProperties: [Member] = []

    init(path: String, table: LineTable) {
        self.path = path
        self.table = table
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: - Positions

    private func line(_ position: AbsolutePosition) -> Int { table.line(of: position.utf8Offset) }

    private func startLine(_ node: some SyntaxProtocol) -> Int { line(node.positionAfterSkippingLeadingTrivia) }

    private func endLine(_ node: some SyntaxProtocol) -> Int { line(node.endPositionBeforeTrailingTrivia) }

    /// A node's identity within this file's tree, as `MemberBuilder` keys it.
    private func key(_ node: some SyntaxProtocol) -> Int { Int(truncatingIfNeeded: node.id.indexInTree.toOpaque()) }

    private func lineAndColumn(_ node: some SyntaxProtocol) -> (Int, Int) {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let line = table.line(of: offset)
        return (line, table.column(of: offset, line: line))
    }

    // MARK: - Imports and types

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map(\.name.text).joined(separator: ".")
        imports.append(module)
        let (line, column) = lineAndColumn(node.path)
        importLines.append(ImportLine(module: module, line: line, column: column))
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(node, name: node.name, kind: .class, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ClassDeclSyntax) { endType(node) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(node, name: node.name, kind: .struct, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: StructDeclSyntax) { endType(node) }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(node, name: node.name, kind: .enum, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: EnumDeclSyntax) { endType(node) }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(node, name: node.name, kind: .actor, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ActorDeclSyntax) { endType(node) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        beginType(node, name: node.name, kind: .protocol, inheritance: node.inheritanceClause)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { endType(node) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard member == nil else { return .visitChildren }
        let name = SwiftExpressions.typeName(node.extendedType)
        typeStack.append(
            TypeBuilder(
                id: node.id, name: name, kind: .extension, inherited: inheritedNames(node.inheritanceClause),
                line: startLine(node.extendedType), endLine: endLine(node)
            )
        )
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { endType(node) }

    private func beginType(
        _ node: some SyntaxProtocol, name: TokenSyntax, kind: TypeDecl.Kind, inheritance: InheritanceClauseSyntax?
    ) -> SyntaxVisitorContinueKind {
        // A type declared inside a function body is part of that member.
        guard member == nil else { return .visitChildren }
        let qualified = typeStack.last.map { $0.name + "." + name.text } ?? name.text
        let declLine = line(name.positionAfterSkippingLeadingTrivia)
        typeStack.last?.members.append(Member(name: name.text, kind: .type, line: declLine, endLine: endLine(node)))
        typeStack.append(
            TypeBuilder(
                id: node.id, name: qualified, kind: kind, inherited: inheritedNames(inheritance), line: declLine,
                endLine: endLine(node)
            )
        )
        return .visitChildren
    }

    private func endType(_ node: some SyntaxProtocol) {
        guard member == nil, let builder = typeStack.last, builder.id == node.id else { return }
        typeStack.removeLast()
        let members = builder.members.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        types.append(
            TypeDecl(
                name: builder.name, kind: builder.kind, inherited: builder.inherited, file: path,
                line: builder.line, endLine: builder.endLine, members: members.map(\.element)
            )
        )
    }

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { SwiftExpressions.typeName($0.type) } ?? []
    }

    // MARK: - Members

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let member {
            // A nested function: its events belong to the member; lizard counts its complexity on its own.
            member.addParameters(node.signature.parameterClause.parameters, table)
            member.nestedFunctions += 1
            return .visitChildren
        }
        let name = node.name.text + "(" + node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        let builder = beginMember(node, name: name, kind: .method, nameToken: node.name, modifiers: node.modifiers, attributes: node.attributes)
        builder.member.typeName = node.signature.returnClause.map { table.snippet($0.type, limit: 80) }
        builder.addParameters(node.signature.parameterClause.parameters, table)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if let member, member.id != key(node) {
            member.nestedFunctions -= 1
        } else {
            endMember(node)
        }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let member {
            member.addParameters(node.signature.parameterClause.parameters, table)
            return .visitChildren
        }
        guard !typeStack.isEmpty else { return .skipChildren }
        let name = "init(" + node.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        let builder = beginMember(node, name: name, kind: .initializer, nameToken: node.initKeyword, modifiers: node.modifiers, attributes: node.attributes)
        builder.addParameters(node.signature.parameterClause.parameters, table)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { endMember(node) }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if member != nil { return .visitChildren }
        guard !typeStack.isEmpty else { return .skipChildren }
        beginMember(node, name: "deinit", kind: .deinitializer, nameToken: node.deinitKeyword, modifiers: node.modifiers, attributes: node.attributes)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { endMember(node) }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if member != nil { return .visitChildren }
        guard !typeStack.isEmpty else { return .skipChildren }
        let name = "subscript(" + node.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        let builder = beginMember(node, name: name, kind: .subscript, nameToken: node.subscriptKeyword, modifiers: node.modifiers, attributes: node.attributes)
        builder.member.typeName = table.snippet(node.returnClause.type, limit: 80)
        builder.addParameters(node.parameterClause.parameters, table)
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { endMember(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let member {
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                member.locals[name] = localValue(annotation: binding.typeAnnotation?.type, value: binding.initializer?.value, locals: member.locals)
            }
            return .visitChildren
        }
        guard let type = typeStack.last else { return .skipChildren }
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        var first: MemberBuilder?
        for binding in node.bindings {
            guard let nameToken = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            let isStored = binding.accessorBlock.map { block in
                guard case .accessors(let accessors) = block.accessors else { return false }
                return accessors.allSatisfy {
                    $0.accessorSpecifier.tokenKind == .keyword(.willSet) || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
                }
            } ?? (type.kind != .protocol)
            let value = localValue(annotation: binding.typeAnnotation?.type, value: binding.initializer?.value, locals: [:])
            if first == nil {
                let builder = beginMember(node, name: nameToken.text, kind: .property, nameToken: nameToken, modifiers: node.modifiers, attributes: node.attributes)
                builder.member.isStored = isStored
                builder.member.typeName = value.typeName
                builder.member.initialValue = binding.initializer == nil ? nil : value
                builder.member.isStatic = isStatic
                // `let` is kept with the modifiers: a constant cannot be set from a test, a `var` can.
                if node.bindingSpecifier.tokenKind == .keyword(.let) { builder.member.attributes.append("let") }
                first = builder
            } else {
                var property = Member(
                    name: nameToken.text, kind: .property, line: line(nameToken.positionAfterSkippingLeadingTrivia),
                    endLine: endLine(binding), isStatic: isStatic, attributes: first?.member.attributes ?? [],
                    typeName: value.typeName, isStored: isStored
                )
                property.initialValue = binding.initializer == nil ? nil : value
                siblingProperties.append(property)
            }
        }
        return first == nil ? .skipChildren : .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { endMember(node) }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        member == nil ? .skipChildren : .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // A written type holds no expression and no token lizard counts (its `?` and `&` are no conditions): what
    // the builder needs of one it reads from the declaration, so the walk does not enter it.
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ArrayTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DictionaryTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TupleTypeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard let member else {
            // Outside any type, only declarations can hold types.
            return node.item.is(DeclSyntax.self) ? .visitChildren : .skipChildren
        }
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        member.pushStatement(
            Statement(
                line: table.line(of: start), endLine: table.line(of: end),
                text: table.snippet(from: start, to: end, firstLineOnly: true), parent: member.currentStatement
            )
        )
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        guard let member else { return }
        member.popStatement()
        guard Self.mayContinueConditions(node) else { return }
        if let guardStmt = node.item.as(GuardStmtSyntax.self) {
            if let condition = SwiftConditions.text(guardStmt.conditions, table) { member.addContinuation(condition) }
        } else if let ifExpr = node.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? node.item.as(IfExprSyntax.self),
                  ifExpr.elseBody == nil, let last = ifExpr.body.statements.last?.item,
                  last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self),
                  let condition = SwiftConditions.negated(ifExpr.conditions, table) {
            member.addContinuation(condition)
        }
    }

    /// Whether a statement is a `guard` or an `if`, judged on the raw item: most statements are neither, and
    /// building the item as a node three times to cast it cost more than the rest of the visit.
    private static func mayContinueConditions(_ node: CodeBlockItemSyntax) -> Bool {
        guard let item = RawCodeBlockItemSyntax(node.raw)?.item.raw else { return true }
        switch item.kind {
        case .guardStmt, .ifExpr: return true
        case .expressionStmt: return RawExpressionStmtSyntax(item)?.expression.raw.kind == .ifExpr
        default: return false
        }
    }

    @discardableResult
    private func beginMember(
        _ node: some SyntaxProtocol, name: String, kind: Member.Kind, nameToken: TokenSyntax,
        modifiers: DeclModifierListSyntax, attributes: AttributeListSyntax
    ) -> MemberBuilder {
        var names: [String] = attributes.compactMap {
            $0.as(AttributeSyntax.self).map { SwiftExpressions.typeName($0.attributeName) }
        }
        var isStatic = false
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.static), .keyword(.class): isStatic = true
            case .keyword(.override), .keyword(.lazy), .keyword(.weak), .keyword(.unowned), .keyword(.private),
                 .keyword(.fileprivate):
                names.append(modifier.name.text)
            default: break
            }
        }
        let builder = MemberBuilder(
            id: key(node),
            member: Member(
                name: name, kind: kind, line: line(nameToken.positionAfterSkippingLeadingTrivia),
                endLine: endLine(node), isStatic: isStatic, attributes: names
            )
        )
        member = builder
        return builder
    }

    private func endMember(_ node: some SyntaxProtocol) {
        guard let builder = member, builder.id == key(node) else { return }
        member = nil
        guard let type = typeStack.last else {
            functions.append(builder.finish())
            return
        }
        type.members.append(builder.finish())
        type.members.append(contentsOf: siblingProperties)
        siblingProperties = []
    }

    private func localValue(annotation: TypeSyntax?, value: ExprSyntax?, locals: [String: LocalValue]) -> LocalValue {
        let declared = annotation.map { table.snippet($0, limit: 80) }
        guard let value else { return LocalValue(typeName: declared) }
        let summary = SwiftExpressions.summarize(value, label: nil, locals: locals, table: table, withText: false)
        let isChain = value.is(MemberAccessExprSyntax.self) || value.is(TupleExprSyntax.self) || value.is(DeclReferenceExprSyntax.self)
            || value.is(OptionalChainingExprSyntax.self) || value.is(ForceUnwrapExprSyntax.self)
        return LocalValue(
            typeName: declared ?? summary.typeName, strings: summary.strings, roots: summary.roots,
            chain: isChain ? SwiftExpressions.path(of: value) : []
        )
    }

    // MARK: - Inside members

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let member, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            member.locals[name] = localValue(annotation: node.typeAnnotation?.type, value: value, locals: member.locals)
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        var path = SwiftExpressions.path(of: node.calledExpression)
        guard !path.isEmpty else { return .visitChildren }
        if path.count == 1, path[0].startsUppercase { path.append("init") }
        var arguments = node.arguments.map {
            SwiftExpressions.summarize($0.expression, label: $0.label?.text, locals: member.locals, table: table)
        }
        if node.trailingClosure != nil { arguments.append(ValueSummary(text: "{…}", isClosure: true)) }
        for extra in node.additionalTrailingClosures {
            arguments.append(ValueSummary(label: extra.label.text, text: "{…}", isClosure: true))
        }
        let anchor = node.calledExpression.lastToken(viewMode: .sourceAccurate) ?? node.firstToken(viewMode: .sourceAccurate)
        let (line, column) = anchor.map(lineAndColumn) ?? lineAndColumn(node)
        let index = member.add(Event(kind: .call, path: path, arguments: arguments, line: line, column: column))
        // Only a call with a closure argument (trailing ones included) can own a closure the walk will meet.
        if arguments.contains(where: \.isClosure) { member.callIndexByNode[key(node)] = index }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member, !isPartOfLongerChain(Syntax(node)) else { return .visitChildren }
        let path = SwiftExpressions.path(of: ExprSyntax(node))
        guard path.count >= 2, let root = path.first, root.startsUppercase else { return .visitChildren }
        let (line, column) = lineAndColumn(node)
        member.add(Event(kind: .access, path: path, line: line, column: column))
        return .visitChildren
    }

    /// Whether a reference is the base of a longer chain or the callee of a call (those make their own events).
    private func isPartOfLongerChain(_ node: Syntax) -> Bool {
        var current = node
        var parent = current.parent
        while let next = parent, next.kind == .optionalChainingExpr || next.kind == .forceUnwrapExpr {
            current = next
            parent = next.parent
        }
        guard let parent else { return false }
        // Compared on the raw nodes: building the parent's child as a node to compare identities cost more.
        let id = current.raw.id
        switch parent.kind {
        case .memberAccessExpr: return RawMemberAccessExprSyntax(parent.raw)?.base?.raw.id == id
        case .functionCallExpr: return RawFunctionCallExprSyntax(parent.raw)?.calledExpression.raw.id == id
        case .subscriptCallExpr: return RawSubscriptCallExprSyntax(parent.raw)?.calledExpression.raw.id == id
        default: return false
        }
    }

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member, Self.mayAssignOrCast(node) else { return .visitChildren }
        let elements = Array(node.elements)
        if elements.count >= 3 {
            var assignmentOperator: String?
            if elements[1].is(AssignmentExprSyntax.self) {
                assignmentOperator = "="
            } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self), Self.compoundAssignments.contains(binary.operator.text) {
                assignmentOperator = binary.operator.text
            }
            if let assignmentOperator {
                let target = SwiftExpressions.path(of: elements[0])
                if !target.isEmpty {
                    let value = summarizeValue(Array(elements[2...]), locals: member.locals)
                    let (line, column) = lineAndColumn(elements[0])
                    member.add(
                        Event(kind: .assignment, path: target, arguments: [value], operator: assignmentOperator, line: line, column: column)
                    )
                    if assignmentOperator == "=", target.count == 1, let type = value.typeName,
                       var local = member.locals[target[0]], local.typeName == nil {
                        local.typeName = type
                        member.locals[target[0]] = local
                    }
                }
            }
        }
        for index in elements.indices.dropFirst() {
            guard let cast = elements[index].as(UnresolvedAsExprSyntax.self), index + 1 < elements.count else { continue }
            let type = elements[index + 1].as(TypeExprSyntax.self).map { SwiftExpressions.typeName($0.type) }
                ?? table.snippet(elements[index + 1], limit: 80)
            let (line, column) = lineAndColumn(elements[index - 1])
            member.add(
                Event(
                    kind: .cast, path: SwiftExpressions.path(of: elements[index - 1]), typeName: type,
                    isForced: cast.questionOrExclamationMark?.tokenKind == .exclamationMark, line: line, column: column
                )
            )
        }
        return .visitChildren
    }

    /// Whether a sequence may hold an assignment (`=` or a compound one, second) or a cast, judged from the kinds of
    /// its raw elements: most sequences (`a == b`, `x + 1`) hold neither, and building each element as a node
    /// cost more than the rest of the visit.
    private static func mayAssignOrCast(_ node: SequenceExprSyntax) -> Bool {
        guard let elements = node.elements.raw.layoutView?.children else { return true }
        for (index, element) in elements.enumerated() where index >= 1 {
            switch element?.kind {
            case .unresolvedAsExpr:
                return true
            case .assignmentExpr where index == 1:
                return true
            case .binaryOperatorExpr where index == 1:
                if let binary = element.flatMap(RawBinaryOperatorExprSyntax.init),
                   compoundAssignments.contains(String(syntaxText: binary.operator.tokenText)) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// One summary for the right-hand side of an assignment, which is a run of sequence elements before folding.
    private func summarizeValue(_ elements: [ExprSyntax], locals: [String: LocalValue]) -> ValueSummary {
        if elements.count == 1 { return SwiftExpressions.summarize(elements[0], label: nil, locals: locals, table: table) }
        var facts = ExpressionFacts(table: table)
        for element in elements { facts.add(element) }
        let start = elements[0].positionAfterSkippingLeadingTrivia.utf8Offset
        let end = elements[elements.count - 1].endPositionBeforeTrailingTrivia.utf8Offset
        return ValueSummary(
            text: table.snippet(from: start, to: end), strings: facts.strings, roots: facts.roots,
            hasInterpolation: facts.hasInterpolation, isConstant: false, isDecision: facts.isDecision
        )
    }

    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        let (line, column) = lineAndColumn(node.exclamationMark)
        member.add(
            Event(
                kind: .forceUnwrap, path: SwiftExpressions.path(of: node.expression),
                arguments: [ValueSummary(text: table.snippet(node.expression))], line: line, column: column
            )
        )
        return .visitChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member, node.questionOrExclamationMark?.tokenKind == .exclamationMark else { return .visitChildren }
        let (line, column) = lineAndColumn(node)
        member.add(Event(kind: .forceTry, path: SwiftExpressions.path(of: node.expression), line: line, column: column))
        return .visitChildren
    }

    // MARK: Branches, closures and nesting

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        var conditions: [String] = []
        var deeper = true
        switch node.parent?.as(SyntaxEnum.self) {
        case .ifExpr(let ifExpr):
            conditions = SwiftConditions.forBranch(of: ifExpr, isElse: ifExpr.elseBody?.id == node.id, table)
        case .guardStmt(let guardStmt):
            conditions = SwiftConditions.negated(guardStmt.conditions, table).map { [$0] } ?? []
        case .whileStmt(let whileStmt):
            conditions = SwiftConditions.text(whileStmt.conditions, table).map { [$0] } ?? []
        case .catchClause(let catchClause):
            conditions = [SwiftConditions.forCatch(catchClause, table)]
        case .forStmt, .repeatStmt, .doStmt, .deferStmt:
            break
        default:
            deeper = false
        }
        member.enterBlock(conditions: conditions, deeper: deeper)
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) { member?.leaveBlock() }

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        let (line, column) = lineAndColumn(node)
        member.add(
            Event(kind: .switch, path: SwiftExpressions.path(of: node.subject), count: node.cases.count, line: line, column: column)
        )
        member.enterBlock(conditions: [], deeper: true)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchExprSyntax) { member?.leaveBlock() }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        let subject = node.parent?.parent?.as(SwitchExprSyntax.self).map { table.snippet($0.subject, limit: 40) } ?? "switch"
        var label = table.snippet(node.label, limit: 80)
        if label.hasSuffix(":") { label.removeLast() }
        member.enterBlock(conditions: [subject + ": " + label], deeper: false)
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) { member?.leaveBlock() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member else { return .visitChildren }
        var owner: Syntax? = node.parent
        if owner?.is(LabeledExprSyntax.self) == true || owner?.is(MultipleTrailingClosureElementSyntax.self) == true {
            owner = owner?.parent?.parent
        }
        let call = owner.flatMap { member.callIndexByNode[key($0)] }
        member.enterClosure(ownedBy: call)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) { member?.leaveClosure() }

    // MARK: Complexity, counted on tokens as lizard does for Swift

    /// lizard reads `func prepare(for segue: …)` as a `for`: a condition keyword used as an external
    /// parameter name counts when an internal name follows (`f(for: x)` does not).
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if let member, member.nestedFunctions == 0, node.secondName != nil, Self.conditionKeywords.contains(node.firstName.text) {
            member.complexity += 1
        }
        return .visitChildren
    }

    private static let conditionKeywords: Set<String> = ["if", "for", "while", "guard", "catch", "case"]

    /// lizard reports a subscript's explicit accessors as functions of their own.
    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if let member, member.member.kind == .subscript { member.nestedFunctions += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: AccessorDeclSyntax) {
        if let member, member.member.kind == .subscript { member.nestedFunctions -= 1 }
    }

    // Nothing inside a string literal counts, interpolations included.
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        member?.stringLiterals += 1
        return .visitChildren
    }

    override func visitPost(_ node: StringLiteralExprSyntax) {
        member?.stringLiterals -= 1
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard let member, member.nestedFunctions == 0, member.stringLiterals == 0 else { return .skipChildren }
        if token.isLizardCondition { member.complexity += 1 }
        return .skipChildren
    }
}

/// A type or extension being built.
private final class TypeBuilder {
    let id: SyntaxIdentifier
    let name: String
    let kind: TypeDecl.Kind
    let inherited: [String]
    let line: Int
    let endLine: Int
    var members: [Member] = []

    init(id: SyntaxIdentifier, name: String, kind: TypeDecl.Kind, inherited: [String], line: Int, endLine: Int) {
        self.id = id
        self.name = name
        self.kind = kind
        self.inherited = inherited
        self.line = line
        self.endLine = endLine
    }
}

extension MemberBuilder {
    func addParameters(_ parameters: FunctionParameterListSyntax, _ table: LineTable) {
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            addParameter(name: name, typeName: table.snippet(parameter.type, limit: 80))
        }
    }
}
