@_spi(RawSyntax) import SwiftSyntax

/// The `LocalValue` a binding, a getter or a case gives a name: what later passes read of a constant or a local.
extension SwiftUnitBuilder {
    /// What a getter that is one `switch self` returns in each case, for the cases that return a literal or a constant.
    func caseValues(of item: RawNode) -> [String: LocalValue] {
        var switchNode = item
        if let statement = RawExpressionStmtSyntax(item.raw) { switchNode = item.child(statement.expression) }
        guard let switchExpr = RawSwitchExprSyntax(switchNode.raw),
              RawDeclReferenceExprSyntax(switchExpr.subject.raw)?.baseName.isKeyword("self") == true
        else { return [:] }
        var values: [String: LocalValue] = [:]
        for caseNode in switchNode.child(switchExpr.cases).children {
            guard let switchCase = RawSwitchCaseSyntax(caseNode.raw) else { continue }
            let statements = caseNode.child(switchCase.statements).children
            guard statements.count == 1, let only = RawCodeBlockItemSyntax(statements[0].raw),
                  let returned = Self.writtenValue(statements[0].child(only.item))
            else { continue }
            let value = localValue(annotation: nil, value: returned, locals: [:])
            let label = caseNode.child(switchCase.label)
            if RawSwitchDefaultLabelSyntax(label.raw) != nil {
                values["default"] = value
            } else if let caseLabel = RawSwitchCaseLabelSyntax(label.raw) {
                for caseItem in label.child(caseLabel.caseItems).children {
                    // `case .user(let name)`, and `case let .user(name)`, whose `let` wraps the pattern.
                    guard var written = RawSwitchCaseItemSyntax(caseItem.raw)?.pattern else { continue }
                    if let binding = RawValueBindingPatternSyntax(written.raw) { written = binding.pattern }
                    guard let pattern = RawExpressionPatternSyntax(written.raw) else { continue }
                    var expression = pattern.expression.raw
                    if let call = RawFunctionCallExprSyntax(expression) { expression = call.calledExpression.raw }
                    guard let access = RawMemberAccessExprSyntax(expression), access.base == nil else { continue }
                    values[String(syntaxText: access.declName.baseName.tokenText)] = value
                }
            }
        }
        return values
    }

    /// The value a getter's statement returns (`return VALUE` or `VALUE`), when it is written out: a literal
    /// (`var path: String { "/me" }`, `{ return "/rooms/\(id)" }`), an array of literals and names, a case or a
    /// constant (`var method: HTTPMethod { .post }`). A request type's endpoint is often written so. A value
    /// computed by calls or subscripts is no such constant: its literals (a dictionary key, one path component of
    /// a builder's) would be read as the value's.
    static func writtenValue(_ statement: RawNode) -> RawNode? {
        var returned = statement
        if let returnStmt = RawReturnStmtSyntax(returned.raw) {
            guard let expression = returnStmt.expression else { return nil }
            returned = returned.child(expression)
        }
        switch returned.kind {
        case .stringLiteralExpr, .integerLiteralExpr, .booleanLiteralExpr: return returned
        case .arrayExpr: return arrayElements(returned) != nil ? returned : nil
        default: return isPlainReference(returned.raw) ? returned : nil
        }
    }

    /// The elements of an array literal of string literals and plain names, or `nil`.
    private static func arrayElements(_ array: RawNode) -> [RawNode]? {
        guard let syntax = RawArrayExprSyntax(array.raw) else { return nil }
        var elements: [RawNode] = []
        for element in array.child(syntax.elements).children {
            guard let item = RawArrayElementSyntax(element.raw) else { return nil }
            let expression = element.child(item.expression)
            guard expression.kind == .stringLiteralExpr || expression.kind == .declReferenceExpr else { return nil }
            elements.append(expression)
        }
        return elements
    }

    /// `.post`, `HTTPMethod.post`, `Constants.baseURL`: names only, no call or subscript on the way
    /// (`URLBuilder.github().add(paths: …).url` is computed).
    private static func isPlainReference(_ raw: RawSyntax) -> Bool {
        if raw.kind == .declReferenceExpr { return true }
        guard let access = RawMemberAccessExprSyntax(raw) else { return false }
        return access.base.map { isPlainReference($0.raw) } ?? true
    }

    /// The local value a binding (`let x: T = value`) gives its name.
    func localValue(of binding: RawNode, locals: [String: LocalValue]) -> LocalValue {
        guard let syntax = RawPatternBindingSyntax(binding.raw) else { return LocalValue(typeName: nil) }
        let annotation = syntax.typeAnnotation.map { binding.child($0).child($0.type) }
        let value = syntax.initializer.map { binding.child($0).child($0.value) }
        return localValue(annotation: annotation, value: value, locals: locals)
    }

    func localValue(annotation: RawNode?, value: RawNode?, locals: [String: LocalValue]) -> LocalValue {
        let declared = annotation.map { table.snippet($0, limit: Self.typeLimit) }
        guard let value else { return LocalValue(typeName: declared) }
        let summary = expressions.summarize(value, label: nil, locals: locals, withText: false)
        let isChain: Bool
        switch value.kind {
        case .memberAccessExpr, .tupleExpr, .declReferenceExpr, .optionalChainingExpr, .forceUnwrapExpr: isChain = true
        default: isChain = false
        }
        var result = LocalValue(
            typeName: declared ?? summary.typeName, strings: summary.strings, roots: summary.roots,
            chain: isChain ? expressions.path(of: value) : []
        )
        result.typeMembers = summary.typeMembers
        result.isDecision = summary.isDecision
        // Also under a written type: `let endpoint: ArtsyAPI = .auctionInfo(auctionID: id)` keeps which case it makes.
        if result.typeName == nil || declared != nil, let call = Self.call(in: value) {
            result.calledChain = expressions.path(of: value.child(call.calledExpression))
        }
        if value.kind == .arrayExpr, let elements = Self.arrayElements(value) {
            result.elements = elements.map { element in
                element.kind == .stringLiteralExpr ? expressions.literalText(element).text : "\\(" + table.snippet(element, limit: 60) + ")"
            }
        }
        return result
    }

    /// The call a value is, through `try`, `await` and `!`.
    private static func call(in value: RawNode) -> RawFunctionCallExprSyntax? {
        var current = value
        while current.kind == .tryExpr || current.kind == .awaitExpr || current.kind == .forceUnwrapExpr,
              let inner = SwiftExpressions.inner(current) {
            current = inner
        }
        return RawFunctionCallExprSyntax(current.raw)
    }
}
