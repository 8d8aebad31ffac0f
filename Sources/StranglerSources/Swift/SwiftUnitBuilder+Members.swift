@_spi(RawSyntax) import SwiftSyntax

/// Functions, initializers, deinitializers and subscripts: each opens a `MemberBuilder` that the walk of its body fills.
extension SwiftUnitBuilder {
    mutating func walkFunction(_ node: RawNode, _ index: Int) {
        guard let decl = RawFunctionDeclSyntax(node.raw) else { return walkChildren(node, index) }
        let signature = node.child(decl.signature)
        let parameters = signature.child(decl.signature.parameterClause).child(decl.signature.parameterClause.parameters)
        if let member {
            // A nested function: its events belong to the member; lizard counts its complexity on its own.
            addParameters(parameters, to: member, ownedByMember: false)
            member.nestedFunctions += 1
            walkChildren(node, index)
            self.member?.nestedFunctions -= 1
            return
        }
        let name = decl.name.text + "(" + Self.labels(decl.signature.parameterClause.parameters) + ")"
        let builder = beginMember(node, index, name: name, kind: .method, nameStart: node.child(decl.name).start, modifiers: decl.modifiers, attributes: decl.attributes)
        if let returnClause = decl.signature.returnClause {
            builder.member.typeName = table.snippet(signature.child(returnClause).child(returnClause.type), limit: Self.typeLimit)
            // A result of the function's own generic type (`func instantiateController<T>(ofType: T.Type) -> T`) is whatever
            // the caller asks for: no type of its own.
            if let generics = decl.genericParameterClause, let written = builder.member.typeName,
               case let bare = written.last == "?" || written.last == "!" ? written.dropLast() : written[...],
               generics.parameters.elements.contains(where: { $0.name.text == bare }) {
                builder.member.typeName = nil
            }
            // `func path() -> String { switch self { case .account(let id): "accounts/\(id)" … } }`: a method that answers
            // case by case, as a computed property would.
            if decl.signature.parameterClause.parameters.elements.isEmpty, let body = decl.body {
                let items = node.child(body).child(body.statements).children
                if items.count == 1, let item = RawCodeBlockItemSyntax(items[0].raw) {
                    builder.member.caseValues = caseValues(of: items[0].child(item.item))
                }
            }
        }
        addParameters(parameters, to: builder)
        walkChildren(node, index)
        // A URL factory (`static func blockURL(domain: String, accountID: ID) -> URL { return
        // API.endpointURL(domain: domain).appendingPathComponent("accounts/\(accountID)/block") }`): the expression
        // its last statement returns, read as a local's value is, its parameters and locals known.
        // So is a path factory, a method that returns a `String` in a type named for paths (`enum Paths { static
        // func campaigns(siteID: Int64) -> String { "sites/\(siteID)/campaigns" } }`).
        if let returned = builder.member.typeName,
           Self.isURLType(returned) || returned == "String" && typeStack.last.map({ SwiftExpressions.pathTypeWords.occur(in: Self.lastName($0.name).utf8) }) == true,
           let body = decl.body,
           let last = node.child(body).child(body.statements).children.last, let item = RawCodeBlockItemSyntax(last.raw) {
            var expression = last.child(item.item)
            if let returnStmt = RawReturnStmtSyntax(expression.raw), let value = returnStmt.expression { expression = expression.child(value) }
            if expression.kind != .returnStmt {
                builder.member.initialValue = localValue(annotation: nil, value: expression, locals: builder.member.locals)
            }
        }
        endMember()
    }

    /// The last component of a qualified name (`OrdersRemote.Paths` → `Paths`).
    private static func lastName(_ name: String) -> Substring {
        name.lastIndex(of: ".").map { name[name.index(after: $0)...] } ?? name[...]
    }

    /// `URL`, `URL?`, `Foundation.URL`: a value a request is sent to.
    private static func isURLType(_ type: String) -> Bool {
        let base = type.hasSuffix("?") || type.hasSuffix("!") ? type.dropLast() : type[...]
        return base == "URL" || base == "Foundation.URL" || base == "URLRequest"
    }

    mutating func walkInitializer(_ node: RawNode, _ index: Int) {
        guard let decl = RawInitializerDeclSyntax(node.raw) else { return walkChildren(node, index) }
        let parameterClause = node.child(decl.signature).child(decl.signature.parameterClause)
        let parameters = parameterClause.child(decl.signature.parameterClause.parameters)
        if let member {
            addParameters(parameters, to: member, ownedByMember: false)
            return walkChildren(node, index)
        }
        guard !typeStack.isEmpty else { return }
        let name = "init(" + Self.labels(decl.signature.parameterClause.parameters) + ")"
        let builder = beginMember(node, index, name: name, kind: .initializer, nameStart: node.child(decl.initKeyword).start, modifiers: decl.modifiers, attributes: decl.attributes)
        addParameters(parameters, to: builder)
        walkChildren(node, index)
        endMember()
    }

    mutating func walkDeinitializer(_ node: RawNode, _ index: Int) {
        if member != nil { return walkChildren(node, index) }
        guard !typeStack.isEmpty, let decl = RawDeinitializerDeclSyntax(node.raw) else { return }
        beginMember(node, index, name: "deinit", kind: .deinitializer, nameStart: node.child(decl.deinitKeyword).start, modifiers: decl.modifiers, attributes: decl.attributes)
        walkChildren(node, index)
        endMember()
    }

    mutating func walkSubscript(_ node: RawNode, _ index: Int) {
        if member != nil { return walkChildren(node, index) }
        guard !typeStack.isEmpty, let decl = RawSubscriptDeclSyntax(node.raw) else { return }
        let name = "subscript(" + Self.labels(decl.parameterClause.parameters) + ")"
        let builder = beginMember(node, index, name: name, kind: .subscript, nameStart: node.child(decl.subscriptKeyword).start, modifiers: decl.modifiers, attributes: decl.attributes)
        let returnClause = node.child(decl.returnClause)
        builder.member.typeName = table.snippet(returnClause.child(decl.returnClause.type), limit: Self.typeLimit)
        addParameters(node.child(decl.parameterClause).child(decl.parameterClause.parameters), to: builder)
        walkChildren(node, index)
        endMember()
    }

    /// `a:b:` of a member's name: each parameter's first name and a colon.
    private static func labels(_ parameters: RawFunctionParameterListSyntax) -> String {
        parameters.elements.map { $0.firstName.text + ":" }.joined()
    }

    /// The parameters of `parameters` (a parameter list) become locals with their written types; the member's own
    /// (`ownedByMember`, not a nested function's) with their places in the list.
    private func addParameters(_ parameters: RawNode, to builder: MemberBuilder, ownedByMember: Bool = true) {
        var position = 0
        parameters.forEachChild { node in
            guard let parameter = RawFunctionParameterSyntax(node.raw) else { return }
            let name = (parameter.secondName ?? parameter.firstName).text
            builder.addParameter(name: name, typeName: table.snippet(node.child(parameter.type), limit: Self.typeLimit), position: ownedByMember ? position : nil)
            position += 1
        }
    }

    /// Opens the member `node` declares; the walk of its children fills it, `endMember` closes it.
    @discardableResult
    mutating func beginMember(
        _ node: RawNode, _ index: Int, name: String, kind: Member.Kind, nameStart: Int,
        modifiers: RawDeclModifierListSyntax, attributes: RawAttributeListSyntax
    ) -> MemberBuilder {
        let attributeList = node.child(attributes)
        var names: [String] = attributeList.children.compactMap { attribute in
            RawAttributeSyntax(attribute.raw).map { expressions.typeName(attribute.child($0.attributeName)) }
        }
        var isStatic = false
        for modifier in modifiers.elements {
            let token = modifier.name
            guard token.tokenKind == .keyword else { continue }
            switch token.tokenText {
            case "static", "class": isStatic = true
            case "override", "lazy", "weak", "unowned", "private", "fileprivate": names.append(token.text)
            default: break
            }
        }
        let builder = MemberBuilder(
            id: index,
            member: Member(
                name: name, kind: kind, line: line(nameStart), endLine: line(node.end),
                isStatic: isStatic, attributes: names
            )
        )
        member = builder
        return builder
    }

    mutating func endMember() {
        guard let builder = member else { return }
        member = nil
        guard let type = typeStack.last else {
            functions.append(builder.finish())
            return
        }
        type.members.append(builder.finish())
        type.members.append(contentsOf: siblingProperties)
        siblingProperties = []
    }
}
