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
/// access at run time on each change.
struct SwiftUnitBuilder {
    private let path: String
    private let table: LineTable
    private let expressions: SwiftExpressions
    private let conditions: SwiftConditions
    private(set) var imports: [String] = []
    private(set) var importLines: [ImportLine] = []
    private(set) var typeAliases: [String: String] = [:]
    /// The file's top-level `let` constants that are one plain string literal (`let kAPIBase = "https://api.example.com"`).
    private(set) var stringConstants: [String: String] = [:]
    private(set) var types: [TypeDecl] = []
    private(set) var functions: [Member] = []
    private var typeStack: [TypeBuilder] = []
    private var member: MemberBuilder?
    /// Further bindings of `var a = 1, b = 2`, added after the first so members stay in source order.
    private var siblingProperties: [Member] = []
    /// The nodes the walk is inside, innermost last: what a `Syntax` node's `parent` gave.
    private var ancestors: [Ancestor] = []
    /// Nodes walked so far: a node's index in the walk is its identity (`MemberBuilder.id`, `callIndexByNode`).
    private var walked = 0

    private struct Ancestor {
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
    private mutating func walkChildren(_ node: RawNode, _ index: Int) {
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
    private func ancestor(_ level: Int) -> Ancestor? {
        let position = ancestors.count - 1 - level
        return position >= 0 ? ancestors[position] : nil
    }

    // MARK: - Positions

    private func line(_ offset: Int) -> Int { table.line(of: offset) }

    private func lineAndColumn(_ offset: Int) -> (Int, Int) {
        let line = table.line(of: offset)
        return (line, table.column(of: offset, line: line))
    }

    // MARK: - Imports and types

    private mutating func visitImport(_ node: RawNode) {
        guard let decl = RawImportDeclSyntax(node.raw) else { return }
        let module = decl.path.elements.map(\.name.text).joined(separator: ".")
        imports.append(module)
        let (line, column) = lineAndColumn(node.child(decl.path).start)
        let isTestable = decl.attributes.elements.contains { element in
            RawAttributeSyntax(element.raw).flatMap { RawIdentifierTypeSyntax($0.attributeName.raw)?.name.tokenText } == "testable"
        }
        importLines.append(ImportLine(module: module, line: line, column: column, isTestable: isTestable))
    }

    private mutating func walkType(_ node: RawNode, _ index: Int) {
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

    private mutating func walkExtension(_ node: RawNode, _ index: Int) {
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
    private mutating func visitTypeAlias(_ node: RawNode) {
        guard let decl = RawTypeAliasDeclSyntax(node.raw) else { return }
        let name = typeStack.last.map { $0.name + "." + decl.name.text } ?? decl.name.text
        guard typeAliases[name] == nil else { return }
        let initializer = node.child(decl.initializer)
        typeAliases[name] = expressions.trimmedText(initializer.child(decl.initializer.value))
    }

    /// The names an enum's `case` declares (`case avatar, banner`, `case user(name: String)`), and the types of their values.
    private func visitEnumCases(_ node: RawNode) {
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

    // MARK: - Members

    private mutating func walkFunction(_ node: RawNode, _ index: Int) {
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
            // the caller asks for: no type of its own (NetNewsWire's settings pushed five `T`s).
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
        // A URL factory (`static func blockEndpointURL(domain: String, accountID: ID) -> URL { return
        // Mastodon.API.endpointURL(domain: domain).appendingPathComponent("accounts/\(accountID)/block") }`): the expression
        // its last statement returns, read as a local's value is, its parameters and locals known.
        // So is a path factory, a method that returns a `String` in a type named for paths (WooCommerce's `enum Paths { static
        // func campaigns(siteID: Int64) -> String { "sites/\(siteID)/wordads/dsp/api/v1.1/campaigns" } }`).
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

    private mutating func walkInitializer(_ node: RawNode, _ index: Int) {
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

    private mutating func walkDeinitializer(_ node: RawNode, _ index: Int) {
        if member != nil { return walkChildren(node, index) }
        guard !typeStack.isEmpty, let decl = RawDeinitializerDeclSyntax(node.raw) else { return }
        beginMember(node, index, name: "deinit", kind: .deinitializer, nameStart: node.child(decl.deinitKeyword).start, modifiers: decl.modifiers, attributes: decl.attributes)
        walkChildren(node, index)
        endMember()
    }

    private mutating func walkSubscript(_ node: RawNode, _ index: Int) {
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

    /// A top-level `let` whose value is one string literal, without interpolation, which other files may read.
    private mutating func collectStringConstants(_ decl: RawVariableDeclSyntax, _ bindings: [RawNode]) {
        guard decl.bindingSpecifier.isKeyword("let") else { return }
        for binding in bindings {
            guard let syntax = RawPatternBindingSyntax(binding.raw), syntax.initializer != nil,
                  let name = RawIdentifierPatternSyntax(syntax.pattern)?.identifier.text else { continue }
            let value = localValue(of: binding, locals: [:])
            if value.roots.isEmpty, value.typeMembers.isEmpty, value.calledChain.isEmpty, value.strings.count == 1,
               value.typeName == "String" {
                stringConstants[name] = value.strings[0]
            }
        }
    }

    private mutating func walkVariable(_ node: RawNode, _ index: Int) {
        guard let decl = RawVariableDeclSyntax(node.raw) else { return walkChildren(node, index) }
        let bindings = node.child(decl.bindings).children
        if let member {
            for binding in bindings {
                guard let syntax = RawPatternBindingSyntax(binding.raw),
                      let name = RawIdentifierPatternSyntax(syntax.pattern)?.identifier.text else { continue }
                member.declare(name, localValue(of: binding, locals: member.locals), line: table.line(of: binding.start))
            }
            return walkChildren(node, index)
        }
        guard let type = typeStack.last else { return collectStringConstants(decl, bindings) }
        let isStatic = decl.modifiers.elements.contains { $0.name.isKeyword("static") || $0.name.isKeyword("class") }
        var first: MemberBuilder?
        for binding in bindings {
            guard let syntax = RawPatternBindingSyntax(binding.raw),
                  let nameToken = RawIdentifierPatternSyntax(syntax.pattern)?.identifier else { continue }
            let isStored = syntax.accessorBlock.map { block in
                guard let accessors = RawAccessorDeclListSyntax(block.accessors) else { return false }
                return accessors.elements.allSatisfy {
                    $0.accessorSpecifier.isKeyword("willSet") || $0.accessorSpecifier.isKeyword("didSet")
                }
            } ?? (type.kind != .protocol)
            let value = localValue(of: binding, locals: [:])
            let nameStart = binding.child(syntax.pattern).child(nameToken).start
            if first == nil {
                let builder = beginMember(node, index, name: nameToken.text, kind: .property, nameStart: nameStart, modifiers: decl.modifiers, attributes: decl.attributes)
                builder.member.isStored = isStored
                let wrapped = value.typeName == nil ? wrapperType(node.child(decl.attributes)) : nil
                builder.member.typeName = value.typeName ?? wrapped?.type
                if syntax.initializer != nil {
                    builder.member.initialValue = value
                } else if let chain = wrapped?.chain {
                    // `@Environment(\.isStatusFocused) var isFocused` reads a value the codebase may declare in its extension
                    // of `EnvironmentValues` (`@Entry var isStatusFocused: Bool = false`), which types it; the Defaults
                    // library's `@Default(.webViewPageZoom)` the key its extension of `Defaults.Keys` declares.
                    builder.member.initialValue = LocalValue(chain: chain)
                } else if !isStored, let getter = getterItem(of: binding, syntax) {
                    // A computed property's written-out value, as a whole or case by case.
                    builder.member.initialValue = Self.writtenValue(getter).map { localValue(annotation: nil, value: $0, locals: [:]) }
                    builder.member.caseValues = caseValues(of: getter)
                }
                builder.member.isStatic = isStatic
                // `let` is kept with the modifiers: a constant cannot be set from a test, a `var` can.
                if decl.bindingSpecifier.isKeyword("let") { builder.member.attributes.append("let") }
                first = builder
            } else {
                var property = Member(
                    name: nameToken.text, kind: .property, line: line(nameStart),
                    endLine: line(binding.end), isStatic: isStatic, attributes: first?.member.attributes ?? [],
                    typeName: value.typeName, isStored: isStored
                )
                property.initialValue = syntax.initializer == nil ? nil : value
                siblingProperties.append(property)
            }
        }
        guard first != nil else { return }
        walkChildren(node, index)
        endMember()
    }

    /// The type of a SwiftUI property wrapper's value that has no annotation: `@Environment(Theme.self) var theme` is a
    /// `Theme`, `@Environment(\.dismiss) var dismiss` a `DismissAction`, the key paths SwiftUI documents; `@Namespace var
    /// animation` a `Namespace.ID`. Another key path's name (`\.isStatusFocused`) is the codebase's to type, as is the key of
    /// the Defaults library's `@Default(.webViewPageZoom)`: the chain to the declaration that types it.
    private func wrapperType(_ attributes: RawNode) -> (type: String?, chain: [String]?)? {
        for attribute in attributes.children {
            guard let syntax = RawAttributeSyntax(attribute.raw) else { continue }
            let wrapper = expressions.typeName(attribute.child(syntax.attributeName))
            if wrapper == "Namespace" { return ("Namespace.ID", nil) }
            guard let arguments = syntax.arguments else { continue }
            let text = table.snippet(from: attribute.child(arguments).start, to: attribute.end, limit: 80)
            let argument = text.hasSuffix(")") ? String(text.dropLast()) : text
            guard wrapper == "Environment" || wrapper == DefaultsLibrary.wrapper else {
                // Another wrapper's key path (`@Injected(\.apiClient)`), for the analysis to follow.
                if let chain = KeyPathWrapper.chain(wrapper: wrapper, argument: argument[...]) { return (nil, chain) }
                continue
            }
            if wrapper == DefaultsLibrary.wrapper {
                // `.webViewPageZoom`, or a key the codebase nests in a type of its extension (Swiftfin's
                // `.Customization.itemViewType`).
                let key = argument.dropFirst().split(separator: ".", omittingEmptySubsequences: false)
                guard argument.hasPrefix("."), !key.isEmpty, key.allSatisfy(SwiftNames.isName) else { return nil }
                return (nil, [DefaultsLibrary.keys] + key.map(String.init))
            }
            if argument.hasSuffix(".self") { return (String(argument.dropLast(5)), nil) }
            guard argument.hasPrefix("\\.") else { continue }
            let key = String(argument.dropFirst(2))
            if let known = Self.environmentValues[key] { return (known, nil) }
            return SwiftNames.isName(key[...]) ? (nil, ["EnvironmentValues", key]) : nil
        }
        return nil
    }

    /// SwiftUI's `EnvironmentValues` a view reads most, with their types.
    private static let environmentValues: [String: String] = [
        "dismiss": "DismissAction", "openURL": "OpenURLAction", "openWindow": "OpenWindowAction", "dismissSearch": "DismissSearchAction",
        "refresh": "RefreshAction?", "modelContext": "ModelContext", "managedObjectContext": "NSManagedObjectContext",
        "colorScheme": "ColorScheme", "horizontalSizeClass": "UserInterfaceSizeClass?", "verticalSizeClass": "UserInterfaceSizeClass?",
        "scenePhase": "ScenePhase", "presentationMode": "Binding<PresentationMode>", "editMode": "Binding<EditMode>?",
        "locale": "Locale", "calendar": "Calendar", "timeZone": "TimeZone", "isEnabled": "Bool", "isSearching": "Bool",
        "dynamicTypeSize": "DynamicTypeSize", "displayScale": "CGFloat", "undoManager": "UndoManager?",
        "accessibilityReduceMotion": "Bool", "accessibilityReduceTransparency": "Bool", "accessibilityVoiceOverEnabled": "Bool",
        "layoutDirection": "LayoutDirection", "isPresented": "Bool", "requestReview": "RequestReviewAction",
        "redactionReasons": "RedactionReasons", "webAuthenticationSession": "WebAuthenticationSession",
        "dismissWindow": "DismissWindowAction", "openSettings": "OpenSettingsAction", "supportsMultipleWindows": "Bool",
        "isFocused": "Bool", "sizeCategory": "ContentSizeCategory", "font": "Font?", "isLuminanceReduced": "Bool",
        "accessibilityDifferentiateWithoutColor": "Bool", "accessibilityInvertColors": "Bool", "pixelLength": "CGFloat",
        "purchase": "PurchaseAction", "openImmersiveSpace": "OpenImmersiveSpaceAction", "dismissImmersiveSpace": "DismissImmersiveSpaceAction",
        "widgetFamily": "WidgetFamily", "showsWidgetContainerBackground": "Bool", "widgetRenderingMode": "WidgetRenderingMode",
        "isActivityFullscreen": "Bool", "activityFamily": "ActivityFamily",
    ]

    /// Opens the member `node` declares; the walk of its children fills it, `endMember` closes it.
    @discardableResult
    private mutating func beginMember(
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

    private mutating func endMember() {
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

    /// The local value a binding (`let x: T = value`) gives its name.
    /// What a getter that is one `switch self` returns in each case, for the cases that return a literal or a constant.
    private func caseValues(of item: RawNode) -> [String: LocalValue] {
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

    /// The one statement of a computed property's getter: its implicit getter's or a lone `get`'s.
    private func getterItem(of binding: RawNode, _ syntax: RawPatternBindingSyntax) -> RawNode? {
        guard let accessorBlock = syntax.accessorBlock else { return nil }
        let block = binding.child(accessorBlock)
        var statements: RawNode?
        if let getter = RawCodeBlockItemListSyntax(accessorBlock.accessors) {
            statements = block.child(getter)
        } else if let list = RawAccessorDeclListSyntax(accessorBlock.accessors) {
            let accessors = block.child(list).children
            guard accessors.count == 1, let get = RawAccessorDeclSyntax(accessors[0].raw), get.accessorSpecifier.isKeyword("get"),
                  let body = get.body
            else { return nil }
            statements = accessors[0].child(body).child(body.statements)
        }
        guard let items = statements?.children, items.count == 1, let item = RawCodeBlockItemSyntax(items[0].raw) else { return nil }
        return items[0].child(item.item)
    }

    /// The value a getter's statement returns (`return VALUE` or `VALUE`), when it is written out: a literal
    /// (`var path: String { "/me" }`, `{ return "/rooms/\(id)" }`), an array of literals and names, a case or a
    /// constant (`var method: HTTPMethod { .post }`). A request type's endpoint is often written so. A value
    /// computed by calls or subscripts is no such constant: its literals (a dictionary key, one path component of
    /// a builder's) would be read as the value's.
    private static func writtenValue(_ statement: RawNode) -> RawNode? {
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

    private func localValue(of binding: RawNode, locals: [String: LocalValue]) -> LocalValue {
        guard let syntax = RawPatternBindingSyntax(binding.raw) else { return LocalValue(typeName: nil) }
        let annotation = syntax.typeAnnotation.map { binding.child($0).child($0.type) }
        let value = syntax.initializer.map { binding.child($0).child($0.value) }
        return localValue(annotation: annotation, value: value, locals: locals)
    }

    private func localValue(annotation: RawNode?, value: RawNode?, locals: [String: LocalValue]) -> LocalValue {
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

    // MARK: - Statements

    private mutating func walkStatement(_ node: RawNode, _ index: Int) {
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

    // MARK: - Inside members

    private mutating func walkOptionalBinding(_ node: RawNode, _ index: Int) {
        if let member, let binding = RawOptionalBindingConditionSyntax(node.raw),
           let name = RawIdentifierPatternSyntax(binding.pattern)?.identifier.text, let initializer = binding.initializer {
            let annotation = binding.typeAnnotation.map { node.child($0).child($0.type) }
            let value = node.child(initializer).child(initializer.value)
            member.declare(name, localValue(annotation: annotation, value: value, locals: member.locals), line: table.line(of: node.start))
        }
        walkChildren(node, index)
    }

    private mutating func walkCall(_ node: RawNode, _ index: Int) {
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

    /// The state a GameplayKit state machine is told to enter, whose `didEnter(from:)` runs then: Mastodon's
    /// `viewModel.stateMachine.enter(FollowerListViewModel.State.Loading.self)`, whose `Loading` state fetches the followers.
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
    /// qualified by its module) and `Outer.Inner(…)` make the last one. A name all in capitals is a member (AFNetworking's
    /// `Manager.GET(…)`), as is any after a lowercase one.
    static func namesAQualifiedType(_ path: [String]) -> Bool {
        guard path.count >= 2, path.allSatisfy(\.startsUppercase), let last = path.last else { return false }
        return last.utf8.contains { $0 >= 0x61 && $0 <= 0x7A }
    }

    private mutating func walkMemberAccess(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, !isPartOfLongerChain(node.raw) else { return }
        let path = expressions.path(of: node)
        guard path.count >= 2, let root = path.first, root.startsUppercase else { return }
        let (line, column) = lineAndColumn(node.start)
        member.add(Event(kind: .access, path: path, line: line, column: column))
    }

    /// A type's subscript read on its own (`let texts = Defaults[.recentSearchTexts]`, the Defaults library's): an access
    /// of the type, as `Defaults[.codes].count` is already. Not the target of an assignment, which the assignment records.
    private mutating func walkSubscriptCall(_ node: RawNode, _ index: Int) {
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

    /// The most of a written type kept: the analysis reads types whole, and a composition of three coordinator protocols
    /// (Zotero's `(PdfReaderCoordinatorDelegate & PdfAnnotationsCoordinatorDelegate & ReadAloudCoordinatorDelegate)?`, 103
    /// bytes) cut at 80 lost its last part and the parentheses that close it.
    private static let typeLimit = 240

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    private mutating func walkSequence(_ node: RawNode, _ index: Int) {
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

    private mutating func walkForceUnwrap(_ node: RawNode, _ index: Int) {
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

    private mutating func walkTry(_ node: RawNode, _ index: Int) {
        defer { walkChildren(node, index) }
        guard let member, let tryExpr = RawTryExprSyntax(node.raw),
              tryExpr.questionOrExclamationMark?.tokenKind == .exclamationMark else { return }
        let (line, column) = lineAndColumn(node.start)
        member.add(Event(kind: .forceTry, path: expressions.path(of: node.child(tryExpr.expression)), line: line, column: column))
    }

    // MARK: Branches, closures and nesting

    private mutating func walkBlock(_ node: RawNode, _ index: Int) {
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

    private mutating func walkSwitch(_ node: RawNode, _ index: Int) {
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

    private mutating func walkSwitchCase(_ node: RawNode, _ index: Int) {
        guard let member, let switchCase = RawSwitchCaseSyntax(node.raw) else { return walkChildren(node, index) }
        // A case's parent is the case list, whose parent is the switch (unless the case is in an `#if`).
        var subject = "switch"
        if let switchNode = ancestor(1)?.node, let switchExpr = RawSwitchExprSyntax(switchNode.raw) {
            subject = table.snippet(switchNode.child(switchExpr.subject), limit: 40)
        }
        var label = table.snippet(node.child(switchCase.label), limit: 80)
        if label.hasSuffix(":") { label.removeLast() }
        member.enterBlock(conditions: [subject + ": " + label], deeper: false)
        walkChildren(node, index)
        self.member?.leaveBlock()
    }

    private mutating func walkClosure(_ node: RawNode, _ index: Int) {
        guard let member else { return walkChildren(node, index) }
        // A closure argument's parent is its labeled expression (or trailing closure element), in a list, in the call.
        var owner = ancestor(0)
        if let kind = owner?.node.kind, kind == .labeledExpr || kind == .multipleTrailingClosureElement {
            owner = ancestor(2)
        }
        member.enterClosure(ownedBy: owner.flatMap { member.callIndexByNode[$0.index] })
        walkChildren(node, index)
        self.member?.leaveClosure()
    }

    // MARK: Complexity, counted on tokens as lizard does for Swift

    /// lizard reads `func prepare(for segue: …)` as a `for`: a condition keyword used as an external
    /// parameter name counts when an internal name follows (`f(for: x)` does not).
    private mutating func walkParameter(_ node: RawNode, _ index: Int) {
        if let member, member.nestedFunctions == 0, let parameter = RawFunctionParameterSyntax(node.raw),
           parameter.secondName != nil, Self.conditionKeywords.contains(parameter.firstName.text) {
            member.complexity += 1
        }
        walkChildren(node, index)
    }

    private static let conditionKeywords: Set<String> = ["if", "for", "while", "guard", "catch", "case"]

    /// lizard reports a subscript's explicit accessors as functions of their own.
    private mutating func walkAccessor(_ node: RawNode, _ index: Int) {
        if let member, member.member.kind == .subscript { member.nestedFunctions += 1 }
        walkChildren(node, index)
        if let member, member.member.kind == .subscript { member.nestedFunctions -= 1 }
    }

    /// Nothing inside a string literal counts, interpolations included.
    private mutating func walkStringLiteral(_ node: RawNode, _ index: Int) {
        member?.stringLiterals += 1
        walkChildren(node, index)
        member?.stringLiterals -= 1
    }

    private func visitToken(_ token: RawSyntax) {
        guard let member, member.nestedFunctions == 0, member.stringLiterals == 0, let view = token.tokenView,
              view.presence == .present, view.isLizardCondition
        else { return }
        member.complexity += 1
    }
}

/// A type or extension being built.
private final class TypeBuilder {
    let name: String
    /// The name the types declared inside go under: the qualified name of a type, and the whole written name of the type an
    /// extension extends (`extension FollowerListViewModel.State { class Loading … }` declares
    /// `FollowerListViewModel.State.Loading`), though the extension goes by its last component.
    var nestingName: String
    let kind: TypeDecl.Kind
    let inherited: [String]
    let line: Int
    let endLine: Int
    var members: [Member] = []
    var cases: [String] = []
    var caseRawValues: [String: String] = [:]
    var caseValueTypes: [String] = []
    let genericParameters: [String]

    init(name: String, kind: TypeDecl.Kind, inherited: [String], line: Int, endLine: Int, genericParameters: [String] = []) {
        self.name = name
        self.nestingName = name
        self.kind = kind
        self.inherited = inherited
        self.line = line
        self.endLine = endLine
        self.genericParameters = genericParameters
    }
}
