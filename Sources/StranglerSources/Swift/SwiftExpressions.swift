@_spi(RawSyntax) import SwiftSyntax

/// Reading Swift expressions into the neutral model: reference paths, evident types, argument summaries.
enum SwiftExpressions {
    /// The reference chain of an expression: `self.navigationController?.pushViewController`
    /// → `["self", "navigationController", "pushViewController"]`; `Foo().bar` → `["Foo", "bar"]`;
    /// `(x as! AppDelegate).api` → `["AppDelegate", "api"]`. Empty when the expression is no chain.
    static func path(of expr: ExprSyntax) -> [String] {
        var components: [String] = []
        // Most chains have two to four components: one allocation instead of growing from one.
        components.reserveCapacity(4)
        appendPath(of: expr, to: &components)
        return components
    }

    private static func appendPath(of expr: ExprSyntax, to components: inout [String]) {
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let ref):
            components.append(ref.baseName.text)
        case .memberAccessExpr(let access):
            if let base = access.base {
                appendPath(of: base, to: &components)
            } else {
                components.append("")
            }
            components.append(access.declName.baseName.text)
        case .functionCallExpr(let call):
            appendPath(of: call.calledExpression, to: &components)
        case .optionalChainingExpr(let chain):
            appendPath(of: chain.expression, to: &components)
        case .forceUnwrapExpr(let unwrap):
            appendPath(of: unwrap.expression, to: &components)
        case .subscriptCallExpr(let subscriptCall):
            appendPath(of: subscriptCall.calledExpression, to: &components)
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            appendPath(of: tuple.elements.first!.expression, to: &components)
        case .awaitExpr(let awaitExpr):
            appendPath(of: awaitExpr.expression, to: &components)
        case .tryExpr(let tryExpr):
            appendPath(of: tryExpr.expression, to: &components)
        case .genericSpecializationExpr(let generic):
            appendPath(of: generic.expression, to: &components)
        case .superExpr:
            components.append("super")
        case .sequenceExpr(let sequence):
            if let cast = castType(in: sequence) {
                components.append(cast.type)
            }
        case .typeExpr(let type):
            components.append(typeName(type.type))
        default:
            break
        }
    }

    /// The target type of the first `as`, `as?` or `as!` in a sequence, and whether it is forced.
    static func castType(in sequence: SequenceExprSyntax) -> (type: String, forced: Bool)? {
        var iterator = sequence.elements.makeIterator()
        while let element = iterator.next() {
            if let cast = element.as(UnresolvedAsExprSyntax.self), let next = iterator.next() {
                let forced = cast.questionOrExclamationMark?.tokenKind == .exclamationMark
                if let typeExpr = next.as(TypeExprSyntax.self) {
                    return (typeName(typeExpr.type), forced)
                }
                return (String(decoding: trimmedBytes(next), as: UTF8.self), forced)
            }
        }
        return nil
    }

    /// The name a type is looked up by: generic arguments and module qualifiers dropped.
    static func typeName(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        return trimmedBytes(type).foldedLine(limit: 80, firstLineOnly: false)
    }

    /// A node's source without its outer trivia, the bytes of `trimmedDescription`, read from its tokens
    /// without building the trimmed copy of the node that `trimmedDescription` prints.
    static func trimmedBytes(_ node: some SyntaxProtocol) -> ArraySlice<UInt8> {
        let bytes = node.syntaxTextBytes
        let start = node.leadingTriviaLength.utf8Length
        let end = bytes.count - node.trailingTriviaLength.utf8Length
        return bytes[start..<max(start, end)]
    }

    /// The type an expression evidently has, without type checking.
    static func evidentType(of expr: ExprSyntax, locals: [String: LocalValue]) -> String? {
        switch expr.as(ExprSyntaxEnum.self) {
        case .functionCallExpr(let call):
            // `x.load()`: a lowercase method other than `init` shows no type, whatever the receiver's chain.
            if let access = RawFunctionCallExprSyntax(call.raw).flatMap({ RawMemberAccessExprSyntax($0.calledExpression) }),
               let first = access.declName.baseName.tokenText.first, (0x61...0x7A).contains(first),
               access.declName.baseName.tokenText != "init" {
                return nil
            }
            // `Set<AnyCancellable>()`: the type keeps its generic arguments, as a declared type does.
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               let name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, name.startsUppercase {
                return generic.trimmedDescription
            }
            let callee = path(of: call.calledExpression)
            if callee.count == 1, let name = callee.first, name.startsUppercase { return name }
            if callee.count == 2, callee[1] == "init", let name = callee.first { return name }
            if let arrayType = call.calledExpression.as(ArrayExprSyntax.self) { return arrayType.trimmedDescription }
            return nil
        case .forceUnwrapExpr(let unwrap):
            return evidentType(of: unwrap.expression, locals: locals)
        case .optionalChainingExpr(let chain):
            return evidentType(of: chain.expression, locals: locals)
        case .tryExpr(let tryExpr):
            return evidentType(of: tryExpr.expression, locals: locals)
        case .awaitExpr(let awaitExpr):
            return evidentType(of: awaitExpr.expression, locals: locals)
        case .memberAccessExpr(let access):
            let components = path(of: ExprSyntax(access))
            if components.count == 2, let first = components.first, first.startsUppercase,
               SharedInstances.accessors.contains(components[1]) {
                return first
            }
            return nil
        case .sequenceExpr(let sequence):
            return castType(in: sequence)?.type
        case .tupleExpr(let tuple) where tuple.elements.count == 1:
            return evidentType(of: tuple.elements.first!.expression, locals: locals)
        case .stringLiteralExpr: return "String"
        case .integerLiteralExpr: return "Int"
        case .floatLiteralExpr: return "Double"
        case .booleanLiteralExpr: return "Bool"
        case .declReferenceExpr(let ref):
            return locals[ref.baseName.text]?.typeName
        default:
            return nil
        }
    }

    /// A summary of one argument or assigned value. Closures are not entered; simple expressions
    /// (a name, a literal, a chain of names) are read without a walk. `withText: false` skips the text.
    static func summarize(
        _ expr: ExprSyntax, label: String?, locals: [String: LocalValue], table: LineTable, withText: Bool = true
    ) -> ValueSummary {
        if expr.is(ClosureExprSyntax.self) {
            return ValueSummary(label: label, text: "{…}", isClosure: true)
        }
        let text = withText ? table.snippet(expr) : ""
        switch expr.as(ExprSyntaxEnum.self) {
        case .declReferenceExpr(let ref):
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
        case .stringLiteralExpr(let literal):
            // Without interpolations, all a walk would find is the literal itself.
            let content = literalText(literal, table: table)
            guard content.interpolated else {
                return ValueSummary(label: label, text: text, typeName: "String", strings: [content.text], isConstant: true)
            }
        case .memberAccessExpr(let access) where isPlainChain(access):
            var components = path(of: expr)
            if components.first == "self" { components.removeFirst() }
            let root = components.first.flatMap { !$0.startsUppercase && !$0.isEmpty ? $0 : nil }
            return ValueSummary(
                label: label, text: text, typeName: evidentType(of: expr, locals: locals), roots: root.map { [$0] } ?? [],
                isConstant: root == nil
            )
        default:
            break
        }
        var collector = ExpressionFacts(table: table)
        collector.add(expr)
        let isLiteral = (expr.is(StringLiteralExprSyntax.self) && !collector.hasInterpolation) || expr.is(IntegerLiteralExprSyntax.self)
            || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(NilLiteralExprSyntax.self)
        let isConstant = isLiteral
            || (collector.roots.isEmpty && !collector.hasInterpolation && !collector.hasCall && !collector.isDecision)
        return ValueSummary(
            label: label, text: text, typeName: evidentType(of: expr, locals: locals),
            strings: collector.strings, roots: collector.roots, hasInterpolation: collector.hasInterpolation,
            isConstant: isConstant, isDecision: collector.isDecision, isClosure: false
        )
    }

    /// `a.b.c` or `.red`: names only, nothing called, nothing computed.
    private static func isPlainChain(_ access: MemberAccessExprSyntax) -> Bool {
        var base = access.base
        while let current = base {
            if let inner = current.as(MemberAccessExprSyntax.self) {
                base = inner.base
            } else {
                return current.is(DeclReferenceExprSyntax.self)
            }
        }
        return true
    }

    /// A string literal as written, interpolations kept as `\(expr)`.
    static func literalText(_ literal: StringLiteralExprSyntax, table: LineTable) -> (text: String, interpolated: Bool) {
        literalText(raw: literal.raw, at: literal.position.utf8Offset, table: table)
    }

    /// `literalText` read from the raw literal that starts (leading trivia included) at `offset` in the file.
    fileprivate static func literalText(raw literal: RawSyntax, at offset: Int, table: LineTable) -> (text: String, interpolated: Bool) {
        let start = offset + literal.leadingTriviaByteLength
        let end = offset + literal.byteLength - literal.trailingTriviaByteLength
        if let plain = plainLiteralContent(from: start, to: end, table: table) { return (plain, false) }
        var text = ""
        var interpolated = false
        forEachChild(of: literal, at: offset) { list, listOffset in
            guard list.kind == .stringLiteralSegmentList else { return }
            forEachChild(of: list, at: listOffset) { segment, segmentOffset in
                if let part = RawStringSegmentSyntax(segment) {
                    text += String(syntaxText: part.content.tokenText)
                } else if let interpolation = RawExpressionSegmentSyntax(segment) {
                    interpolated = true
                    let expressions = interpolation.expressions.raw
                    forEachChild(of: segment, at: segmentOffset) { child, childOffset in
                        guard child.id == expressions.id else { return }
                        let from = childOffset + child.leadingTriviaByteLength
                        let to = childOffset + child.byteLength - child.trailingTriviaByteLength
                        text += "\\(" + table.snippet(from: from, to: to, limit: 60) + ")"
                    }
                }
            }
        }
        return (text, interpolated)
    }

    /// Calls `body` with each present child of a raw node and the offset it starts at (its leading trivia included).
    fileprivate static func forEachChild(of node: RawSyntax, at offset: Int, _ body: (RawSyntax, Int) -> Void) {
        guard let children = node.layoutView?.children else { return }
        var childOffset = offset
        for child in children {
            guard let child else { continue }
            body(child, childOffset)
            childOffset += child.byteLength
        }
    }
}

extension SwiftExpressions {
    /// The text of a one-line literal without a backslash (`"product_viewed"`), read from the file's bytes between
    /// the quotes: its only segment's content, without visiting the segments. `nil` for any other literal
    /// (interpolations, escapes, `#"raw"#`, `"""` blocks), which `literalText` reads segment by segment.
    fileprivate static func plainLiteralContent(from start: Int, to end: Int, table: LineTable) -> String? {
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

/// Facts about one expression, gathered in one pass over its raw nodes that does not enter closures.
///
/// Read from the raw tree: a `SyntaxVisitor` walk built a node for each descendant (tokens included) and
/// dispatched a visit for each, for every argument and value of a member body. The pass visits the same
/// nodes in the same order a walk does, and records what the walk's handlers did.
struct ExpressionFacts {
    private let table: LineTable
    var strings: [String] = []
    var roots: [String] = []
    var hasInterpolation = false
    var hasCall = false
    var isDecision = false

    init(table: LineTable) {
        self.table = table
    }

    private static let decisionOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!=="]

    /// Adds the facts of one expression of the file `table` reads.
    mutating func add(_ expr: some SyntaxProtocol) {
        visit(expr.raw, at: expr.position.utf8Offset, parent: nil)
    }

    private mutating func visit(_ node: RawSyntax, at offset: Int, parent: RawSyntax?) {
        switch node.kind {
        case .closureExpr:
            return
        case .stringLiteralExpr:
            let literal = SwiftExpressions.literalText(raw: node, at: offset, table: table)
            strings.append(literal.text)
            if literal.interpolated { hasInterpolation = true }
        case .functionCallExpr:
            hasCall = true
        case .unresolvedTernaryExpr:
            isDecision = true
        case .binaryOperatorExpr:
            if let binary = RawBinaryOperatorExprSyntax(node),
               Self.decisionOperators.contains(String(syntaxText: binary.operator.tokenText)) {
                isDecision = true
            }
        case .prefixOperatorExpr:
            if RawPrefixOperatorExprSyntax(node)?.operator.tokenText == "!" { isDecision = true }
        case .declReferenceExpr:
            if let reference = RawDeclReferenceExprSyntax(node) { visit(reference, parent: parent) }
            return
        default:
            break
        }
        // Tokens hold no expression: a walk visits them, but none of the facts comes from one.
        SwiftExpressions.forEachChild(of: node, at: offset) { child, childOffset in
            if !child.isToken { visit(child, at: childOffset, parent: node) }
        }
    }

    private mutating func visit(_ reference: RawDeclReferenceExprSyntax, parent: RawSyntax?) {
        // A member name (`x.name`) is not a root; `self.x` makes `x` the root.
        if let access = parent.flatMap(RawMemberAccessExprSyntax.init), access.declName.raw.id == reference.raw.id {
            if let base = access.base.flatMap(RawDeclReferenceExprSyntax.init), Self.isSelf(base.baseName) {
                addRoot(String(syntaxText: reference.baseName.tokenText))
            }
            return
        }
        guard !Self.isSelf(reference.baseName) else { return }
        // A called function's name (`localized("…")`) is not data the expression reads.
        if let call = parent.flatMap(RawFunctionCallExprSyntax.init), call.calledExpression.raw.id == reference.raw.id { return }
        // ValueSummary labels of calls are not DeclReferences, so a lowercase name here is read from somewhere.
        let name = String(syntaxText: reference.baseName.tokenText)
        if !name.isEmpty, !name.startsUppercase { addRoot(name) }
    }

    private static func isSelf(_ token: RawTokenSyntax) -> Bool {
        token.tokenKind == .keyword && token.tokenText == "self"
    }

    private mutating func addRoot(_ name: String) {
        if !roots.contains(name) { roots.append(name) }
    }
}
