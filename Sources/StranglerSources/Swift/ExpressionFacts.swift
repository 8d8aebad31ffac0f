@_spi(RawSyntax) import SwiftSyntax

/// Facts about one expression, gathered in one pass over its raw nodes that does not enter closures.
///
/// The pass visits the nodes a `SyntaxVisitor` walk would, in the same order, and records what the
/// summary needs of them; tokens hold no expression, so it does not visit them.
struct ExpressionFacts {
    private let expressions: SwiftExpressions
    var strings: [String] = []
    var roots: [String] = []
    var typeMembers: [String] = []
    var hasInterpolation = false
    var hasCall = false
    var isDecision = false
    /// How many subscripts' arguments the pass is inside: a key (`response.links?["next"]`, `json["id"]`) picks a value
    /// out, and is no text the value is made of.
    private var subscriptKeys = 0

    /// What the member knows of its names so far: which are its parameters.
    private let locals: [String: LocalValue]

    /// Facts read with `expressions`, which knows the file the expressions are in, in a member whose names are `locals`.
    init(expressions: SwiftExpressions, locals: [String: LocalValue] = [:]) {
        self.expressions = expressions
        self.locals = locals
    }

    static let maximumTypeMembers = 8

    /// Adds the facts of one expression.
    mutating func add(_ expr: RawNode) {
        visit(expr, parent: nil)
    }

    private mutating func visit(_ node: RawNode, parent: RawSyntax?) {
        switch node.kind {
        case .closureExpr:
            return
        case .stringLiteralExpr:
            guard subscriptKeys == 0 else { break }
            let literal = expressions.literalText(node)
            strings.append(literal.text)
            if literal.interpolated { hasInterpolation = true }
        case .subscriptCallExpr:
            guard let subscriptCall = RawSubscriptCallExprSyntax(node.raw) else { break }
            node.forEachChild { child in
                guard !child.raw.isToken else { return }
                let isKey = child.raw.id == subscriptCall.arguments.raw.id
                if isKey { subscriptKeys += 1 }
                visit(child, parent: node.raw)
                if isKey { subscriptKeys -= 1 }
            }
            return
        case .functionCallExpr:
            hasCall = true
            if subscriptKeys == 0, let (base, components) = Self.pathComponents(node) {
                addPathComponents(base: base, components)
                return
            }
        case .sequenceExpr:
            guard subscriptKeys == 0, let sequence = RawSequenceExprSyntax(node.raw),
                  let operands = Self.concatenatedOperands(node.child(sequence.elements).children[...]) else { break }
            addConcatenation(operands)
            return
        case .unresolvedTernaryExpr, .ifExpr, .switchExpr:
            // `let path = if let photoID { "…/items/\(photoID)" } else { "…" }` chooses as `a ? b : c` does.
            isDecision = true
        case .binaryOperatorExpr:
            if let binary = RawBinaryOperatorExprSyntax(node.raw),
               SwiftExpressions.decisionOperators.contains(String(syntaxText: binary.operator.tokenText)) {
                isDecision = true
            }
        case .prefixOperatorExpr:
            if RawPrefixOperatorExprSyntax(node.raw)?.operator.tokenText == "!" { isDecision = true }
        case .declReferenceExpr:
            if let reference = RawDeclReferenceExprSyntax(node.raw) { visit(reference, parent: parent) }
            return
        case .memberAccessExpr:
            // A called member (`Formatter.make()`) is no constant. A URL reads a few constants at most: an expression
            // that reads more (a list of thousands of icons) keeps the first few, instead of a search per element.
            let isCallee = parent.flatMap(RawFunctionCallExprSyntax.init)?.calledExpression.raw.id == node.raw.id
            if !isCallee, typeMembers.count < Self.maximumTypeMembers, let member = expressions.typeMember(node),
               !typeMembers.contains(member) {
                typeMembers.append(member)
            }
        default:
            break
        }
        node.forEachChild { child in
            if !child.raw.isToken { visit(child, parent: node.raw) }
        }
    }

    /// Adds the facts of a run of sequence elements (an assignment's right-hand side before folding, `url = base + "/x"`),
    /// read as one expression would be.
    mutating func add(_ elements: ArraySlice<RawNode>) {
        if subscriptKeys == 0, let operands = Self.concatenatedOperands(elements) {
            addConcatenation(operands)
        } else {
            for element in elements { add(element) }
        }
    }

    /// `"https://api.example.com/app/" + pubkey.hex()` reads as `"https://api.example.com/app/\(pubkey.hex())"`
    /// would: one text with the values where they stand, not a literal that ends in `/`. What comes before the first
    /// literal is the base the rest is added to (`kAPIBase + "/items"`), and a plain name added last may be the rest of
    /// the path a caller gives (`"https://api.example.com/v4/" + endpoint`): both followed as roots, not written into
    /// the text. A parameter added last that is no name for a location is a value of the path (`baseURL + "member/" +
    /// username` reads `member/\(username)`), as the caller's argument for it is, and so is a local bound to one literal
    /// (`let page = "recent"`, `baseURL + "api/" + page` reads `api/\(page)`, which the analysis writes in).
    /// The text comes first among the strings, before those the operands hold (`cond ? "true" : "false"`).
    private mutating func addConcatenation(_ operands: [RawNode]) {
        var text = ""
        var started = false
        let position = strings.count
        for (offset, operand) in operands.enumerated() {
            if !started && operand.kind != .stringLiteralExpr
                || offset == operands.count - 1 && operand.kind == .declReferenceExpr && !isAValueOfThePath(operand) {
                visit(operand, parent: nil)
                continue
            }
            started = true
            write(operand, into: &text)
        }
        strings.insert(text, at: position)
    }

    /// Whether a name added last is a value of the path: a parameter that names no location (`username`, not `endpoint`
    /// or `path`), or a local bound to one literal.
    private func isAValueOfThePath(_ reference: RawNode) -> Bool {
        guard !locals.isEmpty, let name = RawDeclReferenceExprSyntax(reference.raw)?.baseName.text, let local = locals[name] else {
            return false
        }
        return local.isParameter ? !NameWords.location.occur(in: name.utf8) : Self.isConstantLiteral(local)
    }

    /// Whether a local is bound to one literal and nothing else (`let page = "recent"`).
    private static func isConstantLiteral(_ local: LocalValue) -> Bool {
        local.strings.count == 1 && local.roots.isEmpty && !local.isDecision && local.calledChain.isEmpty && local.chain.isEmpty
    }

    /// Writes one piece of a text made of pieces into it: a literal as it reads, its interpolations' reads and calls
    /// visited as a visit of the literal finds them; another value as an interpolation of its code, visited. A path
    /// component starts with the `/` that joins it to what comes before.
    private mutating func write(_ piece: RawNode, into text: inout String, asPathComponent: Bool = false) {
        if piece.kind == .stringLiteralExpr {
            let literal = expressions.literalText(piece)
            if asPathComponent, literal.text.utf8.first != UInt8(ascii: "/") { text += "/" }
            text += literal.text
            guard literal.interpolated else { return }
            hasInterpolation = true
            piece.forEachChild { child in
                if !child.raw.isToken { visit(child, parent: piece.raw) }
            }
        } else {
            text += (asPathComponent ? "/" : "") + "\\(" + expressions.table.snippet(piece, limit: 60) + ")"
            hasInterpolation = true
            visit(piece, parent: nil)
        }
    }

    /// `base.appendingPathComponent("user-info").appendingPathComponent(pubkey.hex())` reads as
    /// `base + "/user-info/\(pubkey.hex())"` would: the components joined with `/` into one text, each value where it
    /// stands, and the base the chain starts from followed as a root.
    private mutating func addPathComponents(base: RawNode, _ components: [RawNode]) {
        visit(base, parent: nil)
        var text = ""
        for component in components { write(component, into: &text, asPathComponent: true) }
        strings.append(text)
    }

    /// The label of the one argument of Foundation's ways of adding a path component to a URL (empty for `_`); `nil`
    /// for another name. Compared as the token's bytes: the pass meets every call of every argument.
    private static func pathComponentLabel(_ name: SyntaxText) -> SyntaxText? {
        if name == "appendingPathComponent" { return "" }
        return name == "appending" ? "path" : nil
    }

    /// The base and the added components of a chain of `appendingPathComponent(_:)` (or `appending(path:)`) calls ending in
    /// `node`, first added first, when a string literal is among the components; `nil` for any other call.
    private static func pathComponents(_ node: RawNode) -> (base: RawNode, components: [RawNode])? {
        var components: [RawNode] = []
        var current = node
        var hasLiteral = false
        while let call = RawFunctionCallExprSyntax(current.raw), call.trailingClosure == nil,
              let access = RawMemberAccessExprSyntax(call.calledExpression.raw), let base = access.base,
              let expected = pathComponentLabel(access.declName.baseName.tokenText) {
            let arguments = current.child(call.arguments).children
            guard arguments.count == 1, let argument = RawLabeledExprSyntax(arguments[0].raw),
                  argument.label?.tokenText ?? "" == expected else { break }
            let value = arguments[0].child(argument.expression)
            if value.kind == .stringLiteralExpr { hasLiteral = true }
            components.append(value)
            current = current.child(call.calledExpression).child(base)
        }
        guard hasLiteral, current.raw.id != node.raw.id else { return nil }
        return (current, components.reversed())
    }

    /// The operands of sequence elements that only add strings (`"/rooms/" + id + "/messages"`): `+` between each, a
    /// string literal among them and something else too; `nil` for any other sequence (`a == b`, `count + 1`).
    private static func concatenatedOperands(_ elements: ArraySlice<RawNode>) -> [RawNode]? {
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var hasLiteral = false
        var hasOther = false
        for (offset, element) in elements.enumerated() {
            if offset % 2 == 1 {
                guard let binary = RawBinaryOperatorExprSyntax(element.raw), binary.operator.tokenText == "+" else { return nil }
            } else if element.kind == .stringLiteralExpr {
                hasLiteral = true
            } else {
                hasOther = true
            }
        }
        guard hasLiteral, hasOther else { return nil }
        return stride(from: elements.startIndex, to: elements.endIndex, by: 2).map { elements[$0] }
    }

    private mutating func visit(_ reference: RawDeclReferenceExprSyntax, parent: RawSyntax?) {
        // A member name (`x.name`) is not a root; `self.x` makes `x` the root.
        if let access = parent.flatMap(RawMemberAccessExprSyntax.init), access.declName.raw.id == reference.raw.id {
            if let base = access.base.flatMap(RawDeclReferenceExprSyntax.init), base.baseName.isKeyword("self") {
                addRoot(reference.baseName.text)
            }
            return
        }
        guard !reference.baseName.isKeyword("self") else { return }
        // A called function's name (`localized("…")`) is not data the expression reads.
        if let call = parent.flatMap(RawFunctionCallExprSyntax.init), call.calledExpression.raw.id == reference.raw.id { return }
        // ValueSummary labels of calls are not DeclReferences, so a lowercase name here is read from somewhere.
        let name = reference.baseName.text
        if !name.isEmpty, !name.startsUppercase { addRoot(name) }
    }

    private mutating func addRoot(_ name: String) {
        if !roots.contains(name) { roots.append(name) }
    }
}
