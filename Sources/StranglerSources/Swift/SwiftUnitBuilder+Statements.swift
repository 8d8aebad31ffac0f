@_spi(RawSyntax) import SwiftSyntax

/// Statements, blocks and closures inside a member: where each sits, and the conditions under which it runs.
extension SwiftUnitBuilder {
    mutating func walkStatement(_ node: RawNode, _ index: Int) {
        guard let member else {
            // Outside any type, only declarations can hold types.
            if let item = RawCodeBlockItemSyntax(node.raw)?.item.raw, RawDeclSyntax.isKindOf(item) { walkChildren(node, index) }
            return
        }
        let start = node.start
        let end = node.end
        member.pushStatement(
            Statement(
                line: table.line(of: start), endLine: table.line(of: end),
                text: table.snippet(from: start, to: end, firstLineOnly: true), parent: member.currentStatement
            )
        )
        walkChildren(node, index)
        self.member?.popStatement()
        addContinuation(after: node)
    }

    /// After `guard x else { return }`, or `if error != nil { …; return }` (with an `else` or not), a condition holds for the
    /// rest of the block.
    private func addContinuation(after node: RawNode) {
        guard let member, let syntax = RawCodeBlockItemSyntax(node.raw) else { return }
        let item = node.child(syntax.item)
        switch item.kind {
        case .guardStmt:
            guard let guardStmt = RawGuardStmtSyntax(item.raw),
                  let condition = conditions.text(item.child(guardStmt.conditions)) else { return }
            member.addContinuation(condition)
        case .ifExpr:
            addContinuation(afterIf: item, to: member)
        case .expressionStmt:
            guard let statement = RawExpressionStmtSyntax(item.raw) else { return }
            addContinuation(afterIf: item.child(statement.expression), to: member)
        default:
            break
        }
    }

    private func addContinuation(afterIf node: RawNode, to member: MemberBuilder) {
        guard let ifExpr = RawIfExprSyntax(node.raw),
              let last = ifExpr.body.statements.layoutView.children.last.flatMap({ $0.flatMap(RawCodeBlockItemSyntax.init) }),
              last.item.raw.kind == .returnStmt || last.item.raw.kind == .throwStmt,
              let condition = conditions.negated(node.child(ifExpr.conditions))
        else { return }
        member.addContinuation(condition)
    }

    mutating func walkBlock(_ node: RawNode, _ index: Int) {
        guard let member else { return walkChildren(node, index) }
        var blockConditions: [String] = []
        var deeper = true
        let parent = ancestor(0)?.node
        switch parent?.kind {
        case .ifExpr:
            if let parent, let ifExpr = RawIfExprSyntax(parent.raw) {
                // An `else if` is the `else` of the `if`s around it.
                var outer: [RawNode] = []
                var level = 1
                while let next = ancestor(level), next.node.kind == .ifExpr {
                    outer.insert(next.node, at: 0)
                    level += 1
                }
                let isElse = ifExpr.elseBody?.raw.id == node.raw.id
                blockConditions = conditions.forBranch(of: parent, outer: outer, isElse: isElse)
            }
        case .guardStmt:
            if let parent, let guardStmt = RawGuardStmtSyntax(parent.raw) {
                blockConditions = conditions.negated(parent.child(guardStmt.conditions)).map { [$0] } ?? []
            }
        case .whileStmt:
            if let parent, let whileStmt = RawWhileStmtSyntax(parent.raw) {
                blockConditions = conditions.text(parent.child(whileStmt.conditions)).map { [$0] } ?? []
            }
        case .catchClause:
            if let parent { blockConditions = [conditions.forCatch(parent)] }
        case .forStmt:
            // `for actionView in allActionViews`: the name is an element of the sequence, typed when the sequence's type is
            // known (see `LocalValue.elementMarker`). In `for (index, view) in stackView.arrangedSubviews.enumerated()`, the
            // second name is the element.
            if let parent, let forStmt = RawForStmtSyntax(parent.raw), forStmt.caseKeyword == nil {
                var sequence = expressions.path(of: parent.child(forStmt.sequence))
                var name = RawIdentifierPatternSyntax(forStmt.pattern)?.identifier.text
                if name == nil, sequence.count > 1, sequence.last == "enumerated", let tuple = RawTuplePatternSyntax(forStmt.pattern),
                   case let elements = tuple.elements.elements, elements.count == 2 {
                    name = RawIdentifierPatternSyntax(elements[1].pattern)?.identifier.text
                    sequence.removeLast()
                }
                if let name, !sequence.isEmpty {
                    member.declare(name, LocalValue(chain: sequence + [LocalValue.elementMarker]), line: table.line(of: parent.start))
                }
            }
        case .repeatStmt, .doStmt, .deferStmt:
            break
        default:
            deeper = false
        }
        member.enterBlock(conditions: blockConditions, deeper: deeper)
        walkChildren(node, index)
        self.member?.leaveBlock()
    }

    mutating func walkSwitch(_ node: RawNode, _ index: Int) {
        guard let member, let switchExpr = RawSwitchExprSyntax(node.raw) else { return walkChildren(node, index) }
        let (line, column) = lineAndColumn(node.start)
        member.add(
            Event(
                kind: .switch, path: expressions.path(of: node.child(switchExpr.subject)),
                count: switchExpr.cases.layoutView.children.count, line: line, column: column
            )
        )
        member.enterBlock(conditions: [], deeper: true)
        walkChildren(node, index)
        self.member?.leaveBlock()
    }

    mutating func walkSwitchCase(_ node: RawNode, _ index: Int) {
        guard let member, let switchCase = RawSwitchCaseSyntax(node.raw) else { return walkChildren(node, index) }
        // A case's parent is the case list, whose parent is the switch (unless the case is in an `#if`).
        var subject = "switch"
        if let switchNode = ancestor(1)?.node, let switchExpr = RawSwitchExprSyntax(switchNode.raw) {
            subject = table.snippet(switchNode.child(switchExpr.subject), limit: 40)
        }
        var label = ConditionText.withoutBindings(table.snippet(node.child(switchCase.label), limit: 80))
        if label.hasSuffix(":") { label.removeLast() }
        member.enterBlock(conditions: [subject + ": " + label], deeper: false)
        walkChildren(node, index)
        self.member?.leaveBlock()
    }

    mutating func walkClosure(_ node: RawNode, _ index: Int) {
        guard let member else { return walkChildren(node, index) }
        // A closure argument's parent is its labeled expression (or trailing closure element), in a list, in the call.
        var owner = ancestor(0)
        var label: String?
        if let argument = owner?.node, argument.kind == .labeledExpr || argument.kind == .multipleTrailingClosureElement {
            label = RawLabeledExprSyntax(argument.raw)?.label?.text ?? RawMultipleTrailingClosureElementSyntax(argument.raw)?.label.text
            owner = ancestor(2)
        }
        let call = owner.flatMap { member.callIndexByNode[$0.index] }
        member.enterClosure(ownedBy: call, condition: call.flatMap { Callbacks.failureCondition(label: label, call: member.symbol(ofEvent: $0)) })
        walkChildren(node, index)
        self.member?.leaveClosure()
    }
}
