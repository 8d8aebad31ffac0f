@_spi(RawSyntax) import SwiftSyntax

/// The events of a member body: calls, member accesses, assignments, casts, force unwraps and `try!`.
extension SwiftUnitBuilder {
    mutating func walkOptionalBinding(_ node: RawNode, _ index: Int) {
        if let member, let binding = RawOptionalBindingConditionSyntax(node.raw),
           let name = RawIdentifierPatternSyntax(binding.pattern)?.identifier.text, let initializer = binding.initializer {
            let annotation = binding.typeAnnotation.map { node.child($0).child($0.type) }
            let value = node.child(initializer).child(initializer.value)
            member.declare(name, localValue(annotation: annotation, value: value, locals: member.locals), line: table.line(of: node.start))
        }
        walkChildren(node, index)
    }

    mutating func walkCall(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, let call = RawFunctionCallExprSyntax(node.raw) else { return }
        let callee = node.child(call.calledExpression)
        var path = expressions.path(of: callee)
        guard !path.isEmpty else { return }
        if path[0].startsUppercase, path.count == 1 || Self.namesAQualifiedType(path) { path.append("init") }
        var arguments: [ValueSummary] = []
        arguments.reserveCapacity(call.arguments.layoutView.children.count + (call.trailingClosure == nil ? 0 : 1))
        node.child(call.arguments).forEachChild { argument in
            guard let labeled = RawLabeledExprSyntax(argument.raw) else { return }
            arguments.append(
                expressions.summarize(argument.child(labeled.expression), label: labeled.label?.text, locals: member.locals)
            )
        }
        if call.trailingClosure != nil { arguments.append(ValueSummary(text: "{…}", isClosure: true)) }
        for extra in call.additionalTrailingClosures.elements {
            arguments.append(ValueSummary(label: extra.label.text, text: "{…}", isClosure: true))
        }
        if let state = Self.stateEntered(path, arguments) {
            path = state + ["didEnter"]
            arguments = []
        }
        let (line, column) = lineAndColumn(callee.lastToken?.start ?? node.start)
        let eventIndex = member.add(Event(kind: .call, path: path, arguments: arguments, line: line, column: column))
        // Only a call with a closure argument (trailing ones included) can own a closure the walk will meet.
        if arguments.contains(where: \.isClosure) { member.callIndexByNode[index] = eventIndex }
    }

    /// The state a GameplayKit state machine is told to enter, whose `didEnter(from:)` runs then:
    /// `viewModel.stateMachine.enter(FollowerListViewModel.State.Loading.self)` runs `Loading`'s `didEnter(from:)`.
    /// The call is read as that state's `didEnter`, so what it does is the caller's.
    static func stateEntered(_ path: [String], _ arguments: [ValueSummary]) -> [String]? {
        guard arguments.count == 1, path.count >= 2, path.last == "enter", arguments[0].label == nil,
              arguments[0].text.hasSuffix(".self")
        else { return nil }
        let written = arguments[0].text.dropLast(5)
        let state = written.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = state.last, last.first?.isUppercase == true, SwiftNames.isDottedName(written) else { return nil }
        return state.map(String.init)
    }

    /// Whether a called chain of capitalised names ends in a type rather than a member: `Networking.Product(…)` (a type
    /// qualified by its module) and `Outer.Inner(…)` make the last one. A name all in capitals is a member
    /// (`Manager.GET(…)`), as is any after a lowercase one.
    static func namesAQualifiedType(_ path: [String]) -> Bool {
        guard path.count >= 2, path.allSatisfy(\.startsUppercase), let last = path.last else { return false }
        return last.utf8.contains { $0 >= 0x61 && $0 <= 0x7A }
    }

    mutating func walkMemberAccess(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, !isPartOfLongerChain(node.raw) else { return }
        let path = expressions.path(of: node)
        guard path.count >= 2, let root = path.first, root.startsUppercase else { return }
        let (line, column) = lineAndColumn(node.start)
        member.add(Event(kind: .access, path: path, line: line, column: column))
    }

    /// A type's subscript read on its own (`let texts = Defaults[.recentSearchTexts]`, the Defaults library's): an access
    /// of the type, as `Defaults[.codes].count` is already. Not the target of an assignment, which the assignment records.
    mutating func walkSubscriptCall(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        // Most subscripts are a value's (`items[0]`): the name's first byte rules them out before any string is made.
        guard let member, let call = RawSubscriptCallExprSyntax(node.raw),
              let reference = RawDeclReferenceExprSyntax(call.calledExpression.raw), case let name = reference.baseName.tokenText,
              let first = name.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
              !isPartOfLongerChain(node.raw), !isAssignmentTarget(node.raw)
        else { return }
        let (line, column) = lineAndColumn(node.start)
        member.add(Event(kind: .access, path: [String(syntaxText: name), "subscript"], line: line, column: column))
    }

    /// Whether an expression is what a sequence assigns to (`Defaults[.recentSearchTexts] = []`).
    private func isAssignmentTarget(_ node: RawSyntax) -> Bool {
        guard let list = ancestor(0)?.node.raw, list.kind == .exprList, let elements = list.layoutView?.children,
              elements.count >= 3, elements[0]?.id == node.id
        else { return false }
        return elements[1]?.kind == .assignmentExpr
    }

    /// Whether a reference is the base of a longer chain or the callee of a call (those make their own events).
    private func isPartOfLongerChain(_ node: RawSyntax) -> Bool {
        var current = node
        var level = 0
        while let next = ancestor(level), next.node.kind == .optionalChainingExpr || next.node.kind == .forceUnwrapExpr {
            current = next.node.raw
            level += 1
        }
        guard let parent = ancestor(level)?.node.raw else { return false }
        let id = current.id
        switch parent.kind {
        case .memberAccessExpr: return RawMemberAccessExprSyntax(parent)?.base?.raw.id == id
        case .functionCallExpr: return RawFunctionCallExprSyntax(parent)?.calledExpression.raw.id == id
        case .subscriptCallExpr: return RawSubscriptCallExprSyntax(parent)?.calledExpression.raw.id == id
        default: return false
        }
    }

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    mutating func walkSequence(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, let sequence = RawSequenceExprSyntax(node.raw), Self.mayAssignOrCast(sequence) else { return }
        let elements = node.child(sequence.elements).children
        if elements.count >= 3 {
            var assignmentOperator: String?
            if elements[1].kind == .assignmentExpr {
                assignmentOperator = "="
            } else if let binary = RawBinaryOperatorExprSyntax(elements[1].raw), Self.compoundAssignments.contains(binary.operator.text) {
                assignmentOperator = binary.operator.text
            }
            if let assignmentOperator {
                let target = expressions.path(of: elements[0])
                if !target.isEmpty {
                    let value = summarizeValue(elements[2...], locals: member.locals)
                    let (line, column) = lineAndColumn(elements[0].start)
                    member.add(
                        Event(kind: .assignment, path: target, arguments: [value], operator: assignmentOperator, line: line, column: column)
                    )
                    if assignmentOperator == "=", target.count == 1, let type = value.typeName {
                        member.refine(target[0], typeName: type)
                    }
                }
            }
        }
        for position in elements.indices.dropFirst() {
            guard let cast = RawUnresolvedAsExprSyntax(elements[position].raw), position + 1 < elements.count else { continue }
            let next = elements[position + 1]
            let operand = elements[position - 1]
            let type = RawTypeExprSyntax(next.raw).map { expressions.typeName(next.child($0.type)) } ?? table.snippet(next, limit: 80)
            let (line, column) = lineAndColumn(operand.start)
            member.add(
                Event(
                    kind: .cast, path: expressions.path(of: operand), typeName: type,
                    isForced: cast.questionOrExclamationMark?.tokenKind == .exclamationMark, line: line, column: column
                )
            )
        }
    }

    /// Whether a sequence may hold an assignment (`=` or a compound one, second) or a cast, judged from the kinds of
    /// its elements: most sequences (`a == b`, `x + 1`) hold neither.
    private static func mayAssignOrCast(_ sequence: RawSequenceExprSyntax) -> Bool {
        for (index, element) in sequence.elements.layoutView.children.enumerated() where index >= 1 {
            switch element?.kind {
            case .unresolvedAsExpr:
                return true
            case .assignmentExpr where index == 1:
                return true
            case .binaryOperatorExpr where index == 1:
                if let binary = element.flatMap(RawBinaryOperatorExprSyntax.init),
                   compoundAssignments.contains(binary.operator.text) {
                    return true
                }
            default:
                break
            }
        }
        return false
    }

    /// One summary for the right-hand side of an assignment, which is a run of sequence elements before folding.
    private func summarizeValue(_ elements: ArraySlice<RawNode>, locals: [String: LocalValue]) -> ValueSummary {
        guard let first = elements.first, let last = elements.last else { return ValueSummary(text: "") }
        if elements.count == 1 { return expressions.summarize(first, label: nil, locals: locals) }
        var facts = ExpressionFacts(expressions: expressions, locals: locals)
        facts.add(elements)
        var summary = ValueSummary(
            text: table.snippet(from: first.start, to: last.end), strings: facts.strings, roots: facts.roots,
            hasInterpolation: facts.hasInterpolation, isConstant: false, isDecision: facts.isDecision
        )
        summary.typeMembers = facts.typeMembers
        return summary
    }

    mutating func walkForceUnwrap(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, let unwrap = RawForceUnwrapExprSyntax(node.raw) else { return }
        let expression = node.child(unwrap.expression)
        let (line, column) = lineAndColumn(node.child(unwrap.exclamationMark).start)
        member.add(
            Event(
                kind: .forceUnwrap, path: expressions.path(of: expression),
                arguments: [ValueSummary(text: table.snippet(expression))], line: line, column: column
            )
        )
    }

    mutating func walkTry(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, let tryExpr = RawTryExprSyntax(node.raw),
              tryExpr.questionOrExclamationMark?.tokenKind == .exclamationMark else { return }
        let (line, column) = lineAndColumn(node.start)
        member.add(Event(kind: .forceTry, path: expressions.path(of: node.child(tryExpr.expression)), line: line, column: column))
    }
}
