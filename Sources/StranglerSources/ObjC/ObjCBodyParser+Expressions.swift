/// Expressions: operators, postfix chains, calls, literals, casts and blocks.
extension ObjCBodyParser {
    /// What is known of an expression: the reference chain if it is one, its evident type, literals, names.
    struct Expression {
        var start: Int
        var end: Int
        var path: [String] = []
        var typeName: String?
        var strings: [String] = []
        var roots: [String] = []
        var hasCall = false
        var isDecision = false
        var isConstant = false
        var isBlock = false
        /// A block's type, from its parameters' (`^(NSHTTPURLResponse *response, NSArray *items) { … }` is
        /// `(NSHTTPURLResponse, NSArray) -> Void`), when it declares any.
        var blockType: String?
        /// `@{…}`: its literals are keys and the values of parameters.
        var isDictionary = false
        var hasInterpolation = false
        /// The expression is one message send, whose receiver and method `path` names (`[ARRouter newUserInfoRequest]`).
        var isSend = false

        mutating func absorb(_ other: Expression) {
            isSend = false
            strings.append(contentsOf: other.strings)
            for root in other.roots where !roots.contains(root) { roots.append(root) }
            hasCall = hasCall || other.hasCall
            isDecision = isDecision || other.isDecision
            hasInterpolation = hasInterpolation || other.hasInterpolation
            end = max(end, other.end)
        }
    }

    static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]
    static let binaryOperators: Set<String> = [
        "==", "!=", "<", ">", "<=", ">=", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
    ]
    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    func parseExpression() -> Expression {
        var expression = parseUnary()
        while let token = current, token.kind == .punctuation {
            if Self.assignments.contains(token.text) {
                advance()
                let value = parseExpression()
                if !expression.path.isEmpty, let anchor = parser.tokens.first(where: { $0.offset == expression.start }) {
                    let (line, column) = lineAndColumn(anchor)
                    builder.add(
                        Event(kind: .assignment, path: expression.path, arguments: [summary(value, label: nil)], operator: token.text, line: line, column: column)
                    )
                }
                expression.absorb(value)
                expression.path = []
            } else if token.text == "?" {
                advance()
                expression.isDecision = true
                if !parser.isAt(":") { expression.absorb(parseExpression()) }
                parser.expect(":")
                expression.absorb(parseExpression())
                expression.path = []
            } else if Self.binaryOperators.contains(token.text) {
                advance()
                if Self.comparisons.contains(token.text) { expression.isDecision = true }
                expression.absorb(parseUnary())
                expression.path = []
                expression.isConstant = false
            } else {
                break
            }
        }
        return expression
    }

    func parseUnary() -> Expression {
        guard let token = current else { return Expression(start: parser.table.bytes.count, end: parser.table.bytes.count) }
        if token.kind == .punctuation, ["!", "-", "+", "~", "*", "&", "++", "--"].contains(token.text) {
            advance()
            var operand = parseUnary()
            operand.start = token.offset
            if token.text == "!" { operand.isDecision = true }
            if token.text != "*" && token.text != "&" { operand.path = [] }
            return operand
        }
        if token.kind == .identifier, token.text == "sizeof" {
            advance()
            _ = parseParenthesized()
            return Expression(start: token.offset, end: token.offset, isConstant: true)
        }
        return parsePostfix(parsePrimary())
    }

    func parsePostfix(_ start: Expression) -> Expression {
        var expression = start
        while let token = current, token.kind == .punctuation {
            if (token.text == "." || token.text == "->"), let name = parser.peek(), name.kind == .identifier {
                parser.position += 2
                // `self.addReviewerPath` reads the property, as Swift's `self.addReviewerPath` does; `self->_mxAccount`, the
                // instance variable of `mxAccount`.
                if expression.path == ["self"], expression.roots.isEmpty {
                    var property = name.text
                    if token.text == "->", property.hasPrefix("_"), property.count > 1 { property.removeFirst() }
                    expression.roots = [property]
                }
                expression.path.append(name.text)
                expression.end = name.offset + name.text.utf8.count
                expression.typeName = nil
            } else if token.text == "(", expression.path.count == 1 {
                expression = parseFunctionCall(expression)
            } else if token.text == "[" {
                // `partnerDict[ARFeedIDKey]` reads the value under a key: the key is no literal of the value.
                advance()
                var key = parseExpression()
                key.strings = []
                expression.absorb(key)
                parser.expect("]")
            } else if token.text == "++" || token.text == "--" {
                advance()
            } else {
                break
            }
        }
        return expression
    }

    /// `dispatch_async(dispatch_get_main_queue(), ^{ … })`, `NSLog(@"…")`, `SecItemAdd(query, NULL)`.
    func parseFunctionCall(_ callee: Expression) -> Expression {
        guard let open = current else { return callee }
        let (line, column) = lineAndColumn(parser.tokens.first { $0.offset == callee.start } ?? open)
        let index = builder.add(Event(kind: .call, path: callee.path, line: line, column: column))
        callStack.append(index)
        advance()
        var arguments: [ValueSummary] = []
        var result = Expression(start: callee.start, end: open.offset, path: callee.path, hasCall: true)
        while let token = current, !token.is(")") {
            let argument = parseExpression()
            arguments.append(summary(argument, label: nil))
            result.absorb(argument)
            if !parser.expect(",") && !(current?.is(")") ?? true) { advance() }
        }
        result.end = current.map { $0.offset + 1 } ?? result.end
        parser.expect(")")
        callStack.removeLast()
        builder.updateEvent(index) { $0.arguments = arguments }
        result.path = []
        result.roots.removeAll { $0 == callee.path.first }
        return result
    }

    /// A name, a literal, a message send, a block, a parenthesised expression or cast, or a collection literal.
    func parsePrimary() -> Expression {
        guard let token = current else { return Expression(start: parser.table.bytes.count, end: parser.table.bytes.count) }
        let end = token.offset + token.text.utf8.count
        switch token.kind {
        case .identifier:
            return parseName(token, end: end)
        case .string:
            return parseStringLiteral(token)
        case .number, .character:
            advance()
            return Expression(start: token.offset, end: end, isConstant: true)
        case .atKeyword:
            // `@selector(…)`, `@encode(…)`, `@available(…)`: the whole of it, so `@selector(cancel:)` names its method.
            advance()
            guard parser.isAt("(") else { return Expression(start: token.offset, end: end, isConstant: true) }
            _ = parseParenthesized()
            let close = parser.tokens[parser.position - 1]
            return Expression(start: token.offset, end: close.is(")") ? close.offset + 1 : end, isConstant: true)
        case .punctuation:
            switch token.text {
            case "[":
                return parseMessageSend()
            case "^":
                return parseBlockLiteral()
            case "(":
                return parseParenthesizedOrCast()
            case "@":
                return parseCollectionLiteral(token, end: end)
            case "{":
                parser.skipBalanced("{", "}")
                return Expression(start: token.offset, end: end)
            default:
                return Expression(start: token.offset, end: token.offset)
            }
        }
    }

    /// A name: a constant (`nil`, `YES`), `self`, a string constant's literal, a class, or a local or property to follow.
    func parseName(_ token: Token, end: Int) -> Expression {
        advance()
        var name = token.text
        if ["nil", "NULL", "YES", "NO", "true", "false", "TRUE", "FALSE", "Nil"].contains(name) {
            return Expression(start: token.offset, end: end, isConstant: true)
        }
        // An instance variable `_product` is the property `product`.
        if name.hasPrefix("_"), name.count > 1, name.dropFirst().first?.isLowercase == true { name.removeFirst() }
        var expression = Expression(start: token.offset, end: end, path: [name])
        if name == "self" || name == "super" {
            return expression
        }
        // A string constant of the file (`kBaseURL`, `ARMyInfoURL`) is its literal, no name to follow; another file's is the
        // index's to read.
        if builder.locals[name] == nil, let constant = parser.constant(name) {
            expression.strings = [constant]
            // A macro the literals after it continue (`API_URL_V21"/starred-items/"`): C joins adjacent
            // literals into one.
            if current?.kind == .string {
                let literal = parsePrimary()
                expression.strings[0] += literal.strings.first ?? ""
                expression.end = literal.end
            }
        } else if name.startsUppercase {
            expression.typeName = name
        } else {
            expression.roots = [name]
            expression.typeName = builder.locals[name]?.typeName
        }
        return expression
    }

    /// A string literal, with the ones right after it that C joins to it (`@"/users/" @"me"`).
    func parseStringLiteral(_ token: Token) -> Expression {
        advance()
        var strings = [token.text]
        var last = token
        while let next = current, next.kind == .string {
            strings[0] += next.text
            last = next
            advance()
        }
        // The last piece's quotes (and `@`) are no part of its text: the literal ends after its closing quote.
        let opening = parser.table.bytes[last.offset] == UInt8(ascii: "@") ? 2 : 1
        let end = min(last.offset + opening + last.text.utf8.count + 1, parser.table.bytes.count)
        return Expression(start: token.offset, end: end, typeName: "NSString", strings: strings, isConstant: true)
    }

    /// `@[…]`, `@{…}`, `@(…)`: collection literals and boxing, with what their elements hold.
    func parseCollectionLiteral(_ token: Token, end: Int) -> Expression {
        advance()
        var expression = Expression(start: token.offset, end: end)
        if let open = current, open.is("[") || open.is("{") || open.is("(") {
            let close = open.text == "[" ? "]" : open.text == "{" ? "}" : ")"
            advance()
            while let inner = current, !inner.is(close) {
                expression.absorb(parseExpression())
                if !parser.expect(","), !parser.expect(":"), !(current?.is(close) ?? true) { advance() }
            }
            expression.end = current?.offset ?? expression.end
            parser.expect(close)
            expression.isDictionary = close == "}"
        }
        return expression
    }

    /// `(AppDelegate *)[[UIApplication sharedApplication] delegate]` or `(a + b)`.
    func parseParenthesizedOrCast() -> Expression {
        guard let open = current else { return Expression(start: 0, end: 0) }
        let tokens = parser.tokens
        var index = parser.position + 1
        var typeName: String?
        while index < tokens.count, tokens[index].kind == .identifier, Self.cTypes.contains(tokens[index].text) || tokens[index].text.startsUppercase || ["nonnull", "nullable", "__kindof"].contains(tokens[index].text) {
            if !["nonnull", "nullable", "__kindof", "const"].contains(tokens[index].text) { typeName = tokens[index].text }
            index += 1
            while index < tokens.count, tokens[index].is("*") || tokens[index].is("<") || tokens[index].is(">") { index += 1 }
        }
        if let typeName, index < tokens.count, tokens[index].is(")"), index + 1 < tokens.count,
           !tokens[index + 1].is(";"), !tokens[index + 1].is(")"), !Self.binaryOperators.contains(tokens[index + 1].text) {
            parser.position = index + 1
            var operand = parseUnary()
            let (line, column) = lineAndColumn(open)
            if !operand.path.isEmpty {
                // A C cast is not checked at run time, so it is not a forced cast in the Swift sense.
                builder.add(Event(kind: .cast, path: operand.path, typeName: typeName, isForced: false, line: line, column: column))
            }
            operand.start = open.offset
            operand.path = [typeName]
            operand.typeName = typeName
            return operand
        }
        advance()
        var expression = parseExpression()
        while let token = current, !token.is(")"), !token.is(";"), !token.is("}") {
            advance()
            expression.absorb(parseExpression())
        }
        expression.start = open.offset
        expression.end = (current?.offset ?? expression.end) + 1
        parser.expect(")")
        return expression
    }

    /// `^(NSData *data, NSError *error) { … }`: a closure owned by the call it is passed to.
    func parseBlockLiteral() -> Expression {
        guard let caret = current else { return Expression(start: 0, end: 0) }
        advance()
        var parameters: [(name: String, typeName: String?)] = []
        while let token = current, !token.is("{"), !token.is(";"), !token.is(")"), !token.is("]") {
            if token.is("(") {
                // Block parameters are locals of the member, inside the block.
                let start = parser.position
                parser.skipBalanced("(", ")")
                for index in (start + 1)..<max(start + 1, parser.position - 1) where parser.tokens[index].kind == .identifier {
                    let next = index + 1 < parser.tokens.count ? parser.tokens[index + 1] : nil
                    if next?.is(",") == true || next?.is(")") == true, let typeToken = parser.tokens[..<index].last(where: { $0.kind == .identifier }) {
                        parameters.append((parser.tokens[index].text, typeToken.text.startsUppercase ? typeToken.text : nil))
                    }
                }
            } else {
                advance()
            }
        }
        builder.withBlockParameters(parameters, from: parser.table.line(of: caret.offset), to: { parser.table.line(of: current?.offset ?? caret.offset) }) {
            builder.enterClosure(ownedBy: callStack.last, condition: blockLabel.flatMap { Callbacks.failureCondition(label: $0, call: sendText) })
            // The label is the block's own, not that of a block inside it (`dispatch_async(queue, ^{ … })`).
            let label = blockLabel
            blockLabel = nil
            parseBlock()
            blockLabel = label
            builder.leaveClosure()
        }
        var block = Expression(start: caret.offset, end: current?.offset ?? caret.offset, isBlock: true)
        if !parameters.isEmpty {
            block.blockType = "(" + parameters.map { $0.typeName ?? "Any" }.joined(separator: ", ") + ") -> Void"
        }
        return block
    }
}
