@_spi(RawSyntax) import SwiftSyntax

/// Stored and computed properties, the values and types they are written with, and a file's string constants.
extension SwiftUnitBuilder {
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

    mutating func walkVariable(_ node: RawNode, _ index: Int) {
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
                // `.webViewPageZoom`, or a key the codebase nests in a type of its extension
                // (`.Customization.itemViewType`).
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
}
