@_spi(RawSyntax) import SwiftSyntax

/// Imports, type declarations and extensions, and what a type declares outside its members: cases, type aliases.
extension SwiftUnitBuilder {
    mutating func visitImport(_ node: RawNode) {
        guard let decl = RawImportDeclSyntax(node.raw) else { return }
        let module = decl.path.elements.map(\.name.text).joined(separator: ".")
        imports.append(module)
        let (line, column) = lineAndColumn(node.child(decl.path).start)
        let isTestable = decl.attributes.elements.contains { element in
            RawAttributeSyntax(element.raw).flatMap { RawIdentifierTypeSyntax($0.attributeName.raw)?.name.tokenText } == "testable"
        }
        importLines.append(ImportLine(module: module, line: line, column: column, isTestable: isTestable))
    }

    mutating func walkType(_ node: RawNode, _ index: Int) {
        // A type declared inside a function body is part of that member.
        guard member == nil else { return walkChildren(node, index) }
        let (name, kind, inheritance): (RawTokenSyntax, TypeDecl.Kind, RawInheritanceClauseSyntax?)
        var generics: RawGenericParameterClauseSyntax?
        if let type = RawClassDeclSyntax(node.raw) {
            (name, kind, inheritance, generics) = (type.name, .class, type.inheritanceClause, type.genericParameterClause)
        } else if let type = RawStructDeclSyntax(node.raw) {
            (name, kind, inheritance, generics) = (type.name, .struct, type.inheritanceClause, type.genericParameterClause)
        } else if let type = RawEnumDeclSyntax(node.raw) {
            (name, kind, inheritance, generics) = (type.name, .enum, type.inheritanceClause, type.genericParameterClause)
        } else if let type = RawActorDeclSyntax(node.raw) {
            (name, kind, inheritance, generics) = (type.name, .actor, type.inheritanceClause, type.genericParameterClause)
        } else if let type = RawProtocolDeclSyntax(node.raw) {
            (name, kind, inheritance) = (type.name, .protocol, type.inheritanceClause)
        } else {
            return walkChildren(node, index)
        }
        let qualified = typeStack.last.map { $0.nestingName + "." + name.text } ?? name.text
        let declLine = line(node.child(name).start)
        let endLine = line(node.end)
        typeStack.last?.members.append(Member(name: name.text, kind: .type, line: declLine, endLine: endLine))
        typeStack.append(
            TypeBuilder(
                name: qualified, kind: kind, inherited: inheritedNames(node.child(ifPresent: inheritance)), line: declLine,
                endLine: endLine, genericParameters: generics?.parameters.elements.map(\.name.text) ?? []
            )
        )
        walkChildren(node, index)
        endType()
    }

    mutating func walkExtension(_ node: RawNode, _ index: Int) {
        guard member == nil, let decl = RawExtensionDeclSyntax(node.raw) else { return walkChildren(node, index) }
        let extendedType = node.child(decl.extendedType)
        let builder = TypeBuilder(
            name: expressions.typeName(extendedType), kind: .extension,
            inherited: inheritedNames(node.child(ifPresent: decl.inheritanceClause)), line: line(extendedType.start),
            endLine: line(node.end)
        )
        if RawMemberTypeSyntax(extendedType.raw) != nil {
            let written = table.snippet(extendedType, limit: 200)
            if SwiftNames.isDottedName(written[...]) { builder.nestingName = written }
        }
        typeStack.append(builder)
        walkChildren(node, index)
        endType()
    }

    private mutating func endType() {
        guard let builder = typeStack.popLast() else { return }
        let members = builder.members.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
        types.append(
            TypeDecl(
                name: builder.name, kind: builder.kind, inherited: builder.inherited, file: path,
                line: builder.line, endLine: builder.endLine, members: members.map(\.element), cases: builder.cases,
                caseRawValues: builder.caseRawValues, caseValueTypes: builder.caseValueTypes, genericParameters: builder.genericParameters
            )
        )
    }

    /// A `typealias` outside any member: `typealias Completion = (Bool) -> Void`. The first of a name wins (`#if` branches).
    mutating func visitTypeAlias(_ node: RawNode) {
        guard let decl = RawTypeAliasDeclSyntax(node.raw) else { return }
        let name = typeStack.last.map { $0.name + "." + decl.name.text } ?? decl.name.text
        guard typeAliases[name] == nil else { return }
        let initializer = node.child(decl.initializer)
        typeAliases[name] = expressions.trimmedText(initializer.child(decl.initializer.value))
    }

    /// The names an enum's `case` declares (`case avatar, banner`, `case user(name: String)`), and the types of their values.
    func visitEnumCases(_ node: RawNode) {
        guard let decl = RawEnumCaseDeclSyntax(node.raw), let type = typeStack.last else { return }
        for elementNode in node.child(decl.elements).children {
            guard let element = RawEnumCaseElementSyntax(elementNode.raw) else { continue }
            let name = element.name.text
            type.cases.append(name)
            if let clause = element.parameterClause {
                let parameters = elementNode.child(clause).child(clause.parameters)
                for parameterNode in parameters.children {
                    guard let parameter = RawEnumCaseParameterSyntax(parameterNode.raw) else { continue }
                    type.caseValueTypes.append(expressions.typeName(parameterNode.child(parameter.type)))
                }
            }
            // `case showDetails = "Show Details"`: a segue identifier kept in a `String` enum.
            if let clause = element.rawValue {
                let value = elementNode.child(clause).child(clause.value)
                if value.kind == .stringLiteralExpr { type.caseRawValues[name] = expressions.literalText(value).text }
            }
        }
    }

    /// The names of an inheritance clause's types.
    private func inheritedNames(_ clause: RawNode?) -> [String] {
        guard let clause, let syntax = RawInheritanceClauseSyntax(clause.raw) else { return [] }
        return clause.child(syntax.inheritedTypes).children.compactMap { inherited in
            RawInheritedTypeSyntax(inherited.raw).map { expressions.typeName(inherited.child($0.type)) }
        }
    }
}
