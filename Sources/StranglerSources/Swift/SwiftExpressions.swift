@_spi(RawSyntax) import SwiftSyntax

/// Reading the Swift expressions of one file into the neutral model: reference paths, evident types, argument
/// summaries. Reads raw nodes (see `RawNode` for why) and slices source text from the file's bytes in `table`.
struct SwiftExpressions {
    let table: LineTable

    /// The reference chain of an expression: `self.navigationController?.pushViewController`
    /// → `["self", "navigationController", "pushViewController"]`; `Foo().bar` → `["Foo", "bar"]`;
    /// `(x as! AppDelegate).api` → `["AppDelegate", "api"]`. Empty when the expression is no chain.
    func path(of expr: RawNode) -> [String] {
        var components: [String] = []
        // Most chains have two to four components: one allocation instead of growing from one.
        components.reserveCapacity(4)
        appendPath(of: expr, to: &components)
        return components
    }

    private func appendPath(of expr: RawNode, to components: inout [String]) {
        switch expr.kind {
        case .declReferenceExpr:
            guard let ref = RawDeclReferenceExprSyntax(expr.raw) else { return }
            components.append(ref.baseName.text)
        case .memberAccessExpr:
            guard let access = RawMemberAccessExprSyntax(expr.raw) else { return }
            if let base = access.base {
                appendPath(of: expr.child(base), to: &components)
            } else {
                components.append("")
            }
            components.append(access.declName.baseName.text)
        case .functionCallExpr, .subscriptCallExpr, .genericSpecializationExpr, .optionalChainingExpr, .forceUnwrapExpr,
             .awaitExpr, .tryExpr:
            if let inner = Self.inner(expr) { appendPath(of: inner, to: &components) }
        case .tupleExpr:
            if let only = Self.onlyElement(ofTuple: expr) { appendPath(of: only, to: &components) }
        case .superExpr:
            components.append("super")
        case .sequenceExpr:
            if let cast = castType(in: expr) {
                components.append(cast.type)
            }
        case .typeExpr:
            guard let type = RawTypeExprSyntax(expr.raw) else { return }
            components.append(typeName(expr.child(type.type)))
        default:
            break
        }
    }

    /// The expression a chain goes on through: the called one of `f()`, `a[i]` and `f<T>`, the wrapped one of `x?`,
    /// `x!`, `await x` and `try x`; `nil` for any other expression.
    static func inner(_ expr: RawNode) -> RawNode? {
        switch expr.kind {
        case .functionCallExpr: RawFunctionCallExprSyntax(expr.raw).map { expr.child($0.calledExpression) }
        case .subscriptCallExpr: RawSubscriptCallExprSyntax(expr.raw).map { expr.child($0.calledExpression) }
        case .genericSpecializationExpr: RawGenericSpecializationExprSyntax(expr.raw).map { expr.child($0.expression) }
        case .optionalChainingExpr: RawOptionalChainingExprSyntax(expr.raw).map { expr.child($0.expression) }
        case .forceUnwrapExpr: RawForceUnwrapExprSyntax(expr.raw).map { expr.child($0.expression) }
        case .awaitExpr: RawAwaitExprSyntax(expr.raw).map { expr.child($0.expression) }
        case .tryExpr: RawTryExprSyntax(expr.raw).map { expr.child($0.expression) }
        default: nil
        }
    }

    /// The expression of a tuple of one element, `(x as! Foo)`, with its offset; `nil` for any other tuple.
    private static func onlyElement(ofTuple tuple: RawNode) -> RawNode? {
        guard let syntax = RawTupleExprSyntax(tuple.raw), syntax.elements.layoutView.children.count == 1,
              let first = syntax.elements.layoutView.children.first, let element = first.flatMap(RawLabeledExprSyntax.init)
        else { return nil }
        return tuple.child(syntax.elements).child(element).child(element.expression)
    }

    /// The target type of the first `as`, `as?` or `as!` in a sequence, and whether it is forced.
    func castType(in sequence: RawNode) -> (type: String, forced: Bool)? {
        guard let syntax = RawSequenceExprSyntax(sequence.raw) else { return nil }
        var iterator = sequence.child(syntax.elements).children.makeIterator()
        while let element = iterator.next() {
            if let cast = RawUnresolvedAsExprSyntax(element.raw), let next = iterator.next() {
                let forced = cast.questionOrExclamationMark?.tokenKind == .exclamationMark
                if let typeExpr = RawTypeExprSyntax(next.raw) {
                    return (typeName(next.child(typeExpr.type)), forced)
                }
                return (trimmedText(next), forced)
            }
        }
        return nil
    }

    /// The name a type is looked up by: generic arguments and module qualifiers dropped.
    func typeName(_ type: RawNode) -> String {
        if let identifier = RawIdentifierTypeSyntax(type.raw) { return identifier.name.text }
        if let member = RawMemberTypeSyntax(type.raw) { return member.name.text }
        return table.snippet(type, limit: 80)
    }

    /// A node's source without its outer trivia, as `trimmedDescription` prints it (whitespace kept as written).
    func trimmedText(_ node: RawNode) -> String {
        let bytes = table.bytes
        let start = max(0, min(node.start, bytes.count))
        return String(decoding: bytes[start..<max(start, min(node.end, bytes.count))], as: UTF8.self)
    }

    /// Static members that hold a value of their own type (`CGPoint.zero`, `Date.now`, `Int.max`).
    static let selfTypedConstants: Set<String> = [
        "zero", "identity", "infinity", "max", "min", "distantPast", "distantFuture", "now", "greatestFiniteMagnitude",
        "leastNormalMagnitude", "leastNonzeroMagnitude", "pi", "nan", "empty", "null", "allZeros",
    ]

    /// Framework functions named like types, with the type they return: `NSLocalizedString("…", comment: "")` is no
    /// `NSLocalizedString`.
    static let functionResults: [String: String] = [
        "NSLocalizedString": "String", "NSStringFromClass": "String", "NSStringFromSelector": "String",
        "NSStringFromCGRect": "String", "NSClassFromString": "AnyClass?", "NSSelectorFromString": "Selector",
        "CGRectMake": "CGRect", "CGPointMake": "CGPoint", "CGSizeMake": "CGSize", "UIEdgeInsetsMake": "UIEdgeInsets",
        "UIImagePNGRepresentation": "Data?", "UIImageJPEGRepresentation": "Data?", "UIGraphicsGetImageFromCurrentImageContext": "UIImage?",
        "UIGraphicsGetCurrentContext": "CGContext?",
        // AppKit's, Core Media's and Core Location's C constructors (`minSize = NSMakeSize(285, 120)`).
        "NSMakeSize": "NSSize", "NSMakeRect": "NSRect", "NSMakePoint": "NSPoint", "NSMakeRange": "NSRange",
        "CMTimeMake": "CMTime", "CMTimeMakeWithSeconds": "CMTime", "CLLocationCoordinate2DMake": "CLLocationCoordinate2D",
    ]

    /// The type an expression evidently has, without type checking.
    func evidentType(of expr: RawNode, locals: [String: LocalValue]) -> String? {
        switch expr.kind {
        case .functionCallExpr:
            return callType(expr, locals: locals)
        case .forceUnwrapExpr, .optionalChainingExpr, .tryExpr, .awaitExpr:
            return Self.inner(expr).flatMap { evidentType(of: $0, locals: locals) }
        case .memberAccessExpr:
            return memberAccessType(expr)
        case .sequenceExpr:
            return castType(in: expr)?.type ?? alternativesType(in: expr, locals: locals) ?? decisionType(in: expr)
        case .prefixOperatorExpr:
            // `!SyncManager.isUserLoggedIn()` is a `Bool`; `-1` the type of `1`.
            guard let prefix = RawPrefixOperatorExprSyntax(expr.raw) else { return nil }
            if prefix.operator.tokenText == "!" { return "Bool" }
            guard prefix.operator.tokenText == "-" || prefix.operator.tokenText == "+" else { return nil }
            return evidentType(of: expr.child(prefix.expression), locals: locals)
        case .arrayExpr:
            return arrayType(expr, locals: locals)
        case .dictionaryExpr:
            return dictionaryType(expr, locals: locals)
        case .tupleExpr:
            guard let only = Self.onlyElement(ofTuple: expr) else { return nil }
            return evidentType(of: only, locals: locals)
        case .stringLiteralExpr: return "String"
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .booleanLiteralExpr: return "Bool"
        case .declReferenceExpr:
            guard let ref = RawDeclReferenceExprSyntax(expr.raw) else { return nil }
            return locals[ref.baseName.text]?.typeName
        default:
            return nil
        }
    }

    /// The type a call evidently makes: a type's initializer, a framework function named like a type, a controller's
    /// factory, or what an immediately called closure returns.
    private func callType(_ expr: RawNode, locals: [String: LocalValue]) -> String? {
        guard let call = RawFunctionCallExprSyntax(expr.raw) else { return nil }
        // `x.load()`: a lowercase method other than `init` shows no type, whatever the receiver's chain, except a
        // controller type's factory (`ProfileViewController.instantiate()`, `UIAlertController.configured(…)`).
        if let access = RawMemberAccessExprSyntax(call.calledExpression),
           let first = access.declName.baseName.tokenText.first, (0x61...0x7A).contains(first),
           access.declName.baseName.tokenText != "init" {
            if let base = access.base.flatMap(RawDeclReferenceExprSyntax.init), base.baseName.tokenText.last == 0x72,
               case let name = base.baseName.text, name.startsUppercase, name.hasSuffix("Controller") {
                return name
            }
            // The Then library's `MFMailComposeViewController().then { $0.mailComposeDelegate = self }` and
            // `.with { … }` give back what they configure.
            if call.arguments.layoutView.children.isEmpty, call.trailingClosure != nil, let base = access.base,
               access.declName.baseName.tokenText == "then" || access.declName.baseName.tokenText == "with" {
                return evidentType(of: expr.child(base), locals: locals)
            }
            return nil
        }
        let callee = expr.child(call.calledExpression)
        // `let button = { let button = UIButton(type: .system); …; return button }()`: what the closure returns.
        if callee.kind == .closureExpr {
            return call.arguments.layoutView.children.isEmpty ? closureResultType(callee, locals: locals) : nil
        }
        // `Set<AnyCancellable>()`, `Defaults.Key<[String]>(…)`: the type keeps its generic arguments, as a declared type does.
        if let generic = RawGenericSpecializationExprSyntax(callee.raw) {
            let names = RawDeclReferenceExprSyntax(generic.expression).map { [$0.baseName.text] } ?? path(of: callee.child(generic.expression))
            if !names.isEmpty, names.allSatisfy(\.startsUppercase) { return trimmedText(callee) }
        }
        let calleePath = path(of: callee)
        if calleePath.count == 1, let name = calleePath.first, name.startsUppercase { return Self.functionResults[name] ?? name }
        if calleePath.count == 2, calleePath[1] == "init", let name = calleePath.first { return name }
        // `ComposeContentToolbarView.ViewModel(delegate: self)`: a nested type.
        if calleePath.count > 1, calleePath.allSatisfy(\.startsUppercase) { return calleePath.joined(separator: ".") }
        // `[String]()`, `[Int: [Int: BlockerToggle]]()`.
        if callee.kind == .arrayExpr || callee.kind == .dictionaryExpr { return trimmedText(callee) }
        return nil
    }

    /// `URLSession.shared`, `CGPoint.zero`, `Date.distantPast`, `UIColor.red`: a value of the type itself.
    private func memberAccessType(_ expr: RawNode) -> String? {
        let components = path(of: expr)
        if components.count == 2, let first = components.first, first.startsUppercase,
           SharedInstances.accessors.contains(components[1]) || Self.selfTypedConstants.contains(components[1])
            || (first.hasSuffix("Color") && !components[1].startsUppercase) {
            return first
        }
        return nil
    }

    /// `[NotificationPolicySection(entries: …)]`: elements of one evident type.
    private func arrayType(_ expr: RawNode, locals: [String: LocalValue]) -> String? {
        guard let syntax = RawArrayExprSyntax(expr.raw) else { return nil }
        var element: String?
        for item in expr.child(syntax.elements).children {
            guard let written = RawArrayElementSyntax(item.raw),
                  let type = evidentType(of: item.child(written.expression), locals: locals), element == nil || element == type
            else { return nil }
            element = type
        }
        return element.map { "[" + $0 + "]" }
    }

    /// `[Sections.info: "Info", Sections.models: "Models"]`: keys and values of one evident type each. A key written
    /// `Type.name` (a case, or a constant of the type) is a value of `Type`.
    private func dictionaryType(_ dictionary: RawNode, locals: [String: LocalValue]) -> String? {
        guard let syntax = RawDictionaryExprSyntax(dictionary.raw),
              let list = RawDictionaryElementListSyntax(syntax.content) else { return nil }
        var key: String?
        var value: String?
        for item in dictionary.child(syntax.content).child(list).children {
            guard let element = RawDictionaryElementSyntax(item.raw) else { return nil }
            let keyNode = item.child(element.key)
            let components = keyNode.kind == .memberAccessExpr ? path(of: keyNode) : []
            let keyType = components.count == 2 && components[0].startsUppercase && !components[1].startsUppercase
                ? components[0] : evidentType(of: keyNode, locals: locals)
            guard let keyType, key == nil || key == keyType,
                  let valueType = evidentType(of: item.child(element.value), locals: locals), value == nil || value == valueType
            else { return nil }
            (key, value) = (keyType, valueType)
        }
        guard let key, let value else { return nil }
        return "[" + key + ": " + value + "]"
    }

    /// Comparisons and logical operators, whose result is a `Bool`: a decision.
    static let decisionOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

    /// `Bool` for a comparison or a logical expression (`count > 0 && isEnabled`) that no ternary or assignment wraps.
    private func decisionType(in sequence: RawNode) -> String? {
        guard let syntax = RawSequenceExprSyntax(sequence.raw) else { return nil }
        var decides = false
        for element in sequence.child(syntax.elements).children {
            switch element.kind {
            case .unresolvedTernaryExpr, .assignmentExpr: return nil
            case .binaryOperatorExpr:
                if let binary = RawBinaryOperatorExprSyntax(element.raw),
                   Self.decisionOperators.contains(String(syntaxText: binary.operator.tokenText)) {
                    decides = true
                }
            default: break
            }
        }
        return decides ? "Bool" : nil
    }

    /// The type of `a ?? b` (`TabsModel.get() ?? TabsModel(desktop: false)`) and of `c ? a : b` when both sides show the
    /// same one: the side that shows it for `??`, whose left side is the optional of the right.
    private func alternativesType(in sequence: RawNode, locals: [String: LocalValue]) -> String? {
        guard let syntax = RawSequenceExprSyntax(sequence.raw) else { return nil }
        let elements = sequence.child(syntax.elements).children
        guard elements.count >= 3, let last = elements.last else { return nil }
        let before = elements[elements.count - 2]
        if elements.count == 3, let coalescing = RawBinaryOperatorExprSyntax(before.raw), coalescing.operator.tokenText == "??" {
            return evidentType(of: last, locals: locals) ?? evidentType(of: elements[0], locals: locals)
        }
        guard let ternary = RawUnresolvedTernaryExprSyntax(before.raw),
              let type = evidentType(of: before.child(ternary.thenExpression), locals: locals),
              evidentType(of: last, locals: locals) == type else { return nil }
        return type
    }

    /// The type a closure called in place gives: its signature's, or that of what its last `return` gives (often a
    /// local it made and set up), or of its one expression.
    private func closureResultType(_ closure: RawNode, locals: [String: LocalValue]) -> String? {
        guard let syntax = RawClosureExprSyntax(closure.raw) else { return nil }
        if let signature = syntax.signature, let returnClause = signature.returnClause {
            let clause = closure.child(signature).child(returnClause)
            return table.snippet(clause.child(returnClause.type), limit: 80)
        }
        let statements = closure.child(syntax.statements).children
        var scope = locals
        var result: String?
        for statement in statements {
            guard let item = RawCodeBlockItemSyntax(statement.raw) else { continue }
            let node = statement.child(item.item)
            if let variable = RawVariableDeclSyntax(node.raw) {
                for binding in node.child(variable.bindings).children {
                    guard let pattern = RawPatternBindingSyntax(binding.raw), let name = RawIdentifierPatternSyntax(pattern.pattern) else { continue }
                    let declared = pattern.typeAnnotation.map { binding.child($0).child($0.type) }.map { table.snippet($0, limit: 80) }
                    let type = declared ?? pattern.initializer.flatMap { evidentType(of: binding.child($0).child($0.value), locals: scope) }
                    scope[name.identifier.text] = LocalValue(typeName: type)
                }
            } else if let returned = RawReturnStmtSyntax(node.raw) {
                result = returned.expression.flatMap { evidentType(of: node.child($0), locals: scope) }
            } else if statements.count == 1, RawExprSyntax.isKindOf(node.raw) {
                result = evidentType(of: node, locals: scope)
            }
        }
        return result
    }

    /// A summary of one argument or assigned value. Closures are not entered; simple expressions
    /// (a name, a literal, a chain of names) are read without a walk. `withText: false` skips the text.
    func summarize(_ expr: RawNode, label: String?, locals: [String: LocalValue], withText: Bool = true) -> ValueSummary {
        let kind = expr.kind
        if kind == .closureExpr {
            return ValueSummary(label: label, text: "{…}", isClosure: true)
        }
        let text = withText ? table.snippet(expr) : ""
        switch kind {
        case .declReferenceExpr:
            guard let ref = RawDeclReferenceExprSyntax(expr.raw) else { break }
            let name = ref.baseName.text
            let isRoot = !ref.baseName.isKeyword("self") && !name.startsUppercase
            return ValueSummary(
                label: label, text: text, typeName: isRoot ? locals[name]?.typeName : nil, roots: isRoot ? [name] : [],
                isConstant: !isRoot
            )
        case .integerLiteralExpr:
            return ValueSummary(label: label, text: text, typeName: "Int", isConstant: true)
        case .floatLiteralExpr:
            return ValueSummary(label: label, text: text, typeName: "Double", isConstant: true)
        case .booleanLiteralExpr:
            return ValueSummary(label: label, text: text, typeName: "Bool", isConstant: true)
        case .nilLiteralExpr:
            return ValueSummary(label: label, text: text, isConstant: true)
        case .stringLiteralExpr:
            // Without interpolations, all a walk would find is the literal itself.
            let content = literalText(expr)
            guard content.interpolated else {
                return ValueSummary(label: label, text: text, typeName: "String", strings: [content.text], isConstant: true)
            }
        case .memberAccessExpr where Self.isPlainChain(expr.raw):
            var components = path(of: expr)
            if components.first == "self" { components.removeFirst() }
            let root = components.first.flatMap { !$0.startsUppercase && !$0.isEmpty ? $0 : nil }
            var summary = ValueSummary(
                label: label, text: text, typeName: evidentType(of: expr, locals: locals), roots: root.map { [$0] } ?? [],
                isConstant: root == nil
            )
            if let member = Self.typeMember(components) { summary.typeMembers = [member] }
            return summary
        default:
            break
        }
        var collector = ExpressionFacts(expressions: self, locals: locals)
        collector.add(expr)
        let isLiteral = (kind == .stringLiteralExpr && !collector.hasInterpolation) || kind == .integerLiteralExpr
            || kind == .floatLiteralExpr || kind == .booleanLiteralExpr || kind == .nilLiteralExpr
        let isConstant = isLiteral
            || (collector.roots.isEmpty && !collector.hasInterpolation && !collector.hasCall && !collector.isDecision)
        var summary = ValueSummary(
            label: label, text: text, typeName: evidentType(of: expr, locals: locals),
            strings: collector.strings, roots: collector.roots, hasInterpolation: collector.hasInterpolation,
            isConstant: isConstant, isDecision: collector.isDecision, isClosure: false
        )
        summary.typeMembers = collector.typeMembers
        return summary
    }

    /// `ImgurClient.hostpath`, `Constants.API.baseURL`, `Self.host`: a constant named for a location (`locationWords`)
    /// read on a type, as its chain of type names.
    func typeMember(_ access: RawNode) -> String? {
        // Most member accesses are read on a value (`self.x`, `label.text`) or named otherwise: decided on the
        // member's name and the base's first letter before any path is built.
        guard let member = RawMemberAccessExprSyntax(access.raw), let base = member.base,
              member.declName.baseName.tokenText.first.map({ $0 < 0x41 || $0 > 0x5A }) == true else { return nil }
        if let reference = RawDeclReferenceExprSyntax(base) {
            guard reference.baseName.tokenText.first.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
                  Self.locationWords.occur(in: member.declName.baseName.tokenText) || Self.pathTypeWords.occur(in: reference.baseName.tokenText)
            else { return nil }
        } else {
            guard Self.locationWords.occur(in: member.declName.baseName.tokenText)
                    || RawMemberAccessExprSyntax(base).map({ Self.pathTypeWords.occur(in: $0.declName.baseName.tokenText) }) == true
            else { return nil }
        }
        guard Self.isPlainChain(access.raw) else { return nil }
        return Self.typeMember(path(of: access))
    }

    /// `baseURL`, `hostpath`, `apiServer`, `endpoint`: a constant named for where requests go, or kept on a type named for
    /// paths (`Path.products`; see `pathTypeWords`). Only those are kept, so the thousands of
    /// `L10n.Settings.title`-style constants an app reads cost a glance at their last two names.
    static let locationWords = NameWords(
        ["url", "host", "base", "path", "endpoint", "api", "server", "domain", "route"], ignoringCase: true
    )

    /// A type that keeps paths (`Path`, `Paths`, `Endpoints`, `APIRoutes`), whose constants are read whatever their names: not
    /// any type with a word of networking (`URLSession.shared`, `APIClient.shared`).
    static let pathTypeWords = NameWords(["Path", "Paths", "Endpoint", "Endpoints", "Route", "Routes"], wholeWords: true)

    private static func typeMember(_ components: [String]) -> String? {
        guard components.count >= 2, let last = components.last, !last.startsUppercase,
              locationWords.occur(in: last) || pathTypeWords.occur(in: components[components.count - 2]),
              components.dropLast().allSatisfy(\.startsUppercase) else { return nil }
        return components.joined(separator: ".")
    }

    /// `a.b.c` or `.red`: names only, nothing called, nothing computed.
    private static func isPlainChain(_ access: RawSyntax) -> Bool {
        var base = RawMemberAccessExprSyntax(access)?.base
        while let current = base {
            if let inner = RawMemberAccessExprSyntax(current) {
                base = inner.base
            } else {
                return current.raw.kind == .declReferenceExpr
            }
        }
        return true
    }

    /// A string literal as written, interpolations kept as `\(expr)`.
    func literalText(_ literal: RawNode) -> (text: String, interpolated: Bool) {
        let start = literal.start
        let end = literal.end
        if let plain = plainLiteralContent(from: start, to: end) { return (plain, false) }
        var text = ""
        var interpolated = false
        literal.forEachChild { list in
            guard list.kind == .stringLiteralSegmentList else { return }
            list.forEachChild { segment in
                if let part = RawStringSegmentSyntax(segment.raw) {
                    text += String(syntaxText: part.content.tokenText)
                } else if let interpolation = RawExpressionSegmentSyntax(segment.raw) {
                    interpolated = true
                    text += "\\(" + table.snippet(segment.child(interpolation.expressions), limit: 60) + ")"
                }
            }
        }
        return (text, interpolated)
    }

    /// The text of a one-line literal without a backslash (`"product_viewed"`), read from the file's bytes between
    /// the quotes: its only segment's content, without visiting the segments. `nil` for any other literal
    /// (interpolations, escapes, `#"raw"#`, `"""` blocks), which `literalText` reads segment by segment.
    private func plainLiteralContent(from start: Int, to end: Int) -> String? {
        let quote = UInt8(ascii: "\"")
        return table.bytes.withUnsafeBufferPointer { bytes in
            guard start >= 0, end <= bytes.count, end - start >= 2, bytes[start] == quote, bytes[end - 1] == quote,
                  !(end - start >= 3 && bytes[start + 1] == quote)
            else { return nil }
            let content = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
            guard !content.contains(UInt8(ascii: "\\")) else { return nil }
            return String(decoding: content, as: UTF8.self)
        }
    }
}
