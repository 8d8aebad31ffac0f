/// Reads a method body: statements with their conditions, and expressions into events.
///
/// Message sends are calls (`[[NSUserDefaults standardUserDefaults] setObject:x forKey:@"k"]` →
/// `NSUserDefaults.standardUserDefaults.set(_:forKey:)`), `[X alloc] init…` and `[X new]` are
/// constructions, a cast makes its type the root of the chain, a block is a closure owned by the
/// call it is passed to, and `[NSString stringWithFormat:@"/items/%@", itemId]` reads as the
/// literal `"/items/\(itemId)"`.
///
/// Long as a recursive-descent parser is: one method per construct, kept in one file so the grammar reads top to bottom.
final class ObjCBodyParser {
    typealias Token = ObjCLexer.Token

    private let parser: ObjCParser
    private let builder: MemberBuilder
    /// Calls whose arguments are being read, innermost last, so a block knows its owner.
    private var callStack: [Int] = []
    /// How deep in blocks the statement being read is: 1 is the method body's own.
    private var blockDepth = 0
    /// The body's own statements, and the value the first of them returns when it is a `return`: a getter's written-out
    /// value (`- (NSString *)path { return @"/login"; }`), as a Swift computed property's.
    private var bodyStatements = 0
    private var bodyReturn: Expression?
    /// `self` and the locals that hold it (`__weak typeof(self) wself = self;`, `__strong typeof(wself) sself = wself;`),
    /// whose `nil` checks are the weak-self dance, not a condition.
    private var selfAliases: Set<String> = ["self"]

    init(parser: ObjCParser, builder: MemberBuilder) {
        self.parser = parser
        self.builder = builder
    }

    private var current: Token? { parser.current }

    private func advance() { parser.position += 1 }

    private func lineAndColumn(_ token: Token) -> (Int, Int) {
        let line = parser.table.line(of: token.offset)
        return (line, parser.table.column(of: token.offset, line: line))
    }

    // MARK: Statements

    /// A method body: its statements, and lizard's C-like complexity over its tokens.
    func parseMethodBody() {
        let start = parser.position
        parseBlock()
        countComplexity(from: start, to: parser.position)
    }

    /// What a body of one `return` statement returns, when it is written out: a literal (a format's included), or a plain
    /// reference (`return self.baseURL;`).
    var returnedValue: LocalValue? {
        guard bodyStatements == 1, let value = bodyReturn, !value.isBlock, !value.isDecision else { return nil }
        // A literal, or the one a format builds (`[NSString stringWithFormat:@"api/user/%@/project/%@", …]`).
        let isLiteral = !value.strings.isEmpty && !value.isSend
        let isReference = value.strings.isEmpty && !value.path.isEmpty && !value.hasCall
        guard isLiteral || isReference else { return nil }
        return LocalValue(typeName: value.typeName, strings: value.strings, roots: value.roots, chain: isReference ? value.path : [])
    }

    /// `{ … }` at the current token; returns whether its last statement leaves the method.
    @discardableResult
    private func parseBlock() -> Bool {
        guard parser.expect("{") else { return false }
        builder.enterBlock(conditions: [], deeper: false)
        blockDepth += 1
        defer { blockDepth -= 1 }
        var exits = false
        while let token = current, !token.is("}") {
            if blockDepth == 1 { bodyStatements += 1 }
            exits = parseStatement()
        }
        parser.expect("}")
        builder.leaveBlock()
        return exits
    }

    private func countComplexity(from start: Int, to end: Int) {
        for token in parser.tokens[start..<min(end, parser.tokens.count)] {
            switch token.kind {
            case .identifier where ["if", "for", "while", "case", "catch"].contains(token.text),
                 .atKeyword where token.text == "@catch",
                 .punctuation where token.text == "&&" || token.text == "||" || token.text == "?":
                builder.complexity += 1
            default:
                break
            }
        }
    }

    /// One statement; returns whether it leaves the method (`return`).
    @discardableResult
    private func parseStatement() -> Bool {
        guard let token = current else { return false }
        let start = parser.position
        builder.pushStatement(
            Statement(
                line: parser.table.line(of: token.offset), endLine: parser.table.line(of: token.offset),
                text: parser.table.snippet(from: token.offset, to: token.offset + 400, firstLineOnly: true), parent: builder.currentStatement
            )
        )
        defer {
            builder.popStatement()
            if parser.position == start { advance() }
        }
        switch (token.kind, token.text) {
        case (.punctuation, "{"):
            return parseBlock()
        case (.punctuation, ";"):
            advance()
        case (.identifier, "if"):
            parseIf()
        case (.identifier, "for"), (.identifier, "while"):
            advance()
            let condition = parseParenthesized()
            let holds = token.text == "while" ? condition.flatMap(withoutSelfChecks) : nil
            builder.enterBlock(conditions: holds.map { [$0] } ?? [], deeper: true)
            parseBody()
            builder.leaveBlock()
        case (.identifier, "do"):
            advance()
            builder.enterBlock(conditions: [], deeper: true)
            parseBody()
            builder.leaveBlock()
            if parser.expect("while") { _ = parseParenthesized() }
            parser.expect(";")
        case (.identifier, "switch"):
            parseSwitch()
        case (.atKeyword, "@try"):
            advance()
            parseBody()
            while parser.isAt("@catch") {
                advance()
                let caught = parseParenthesized()
                builder.enterBlock(conditions: ["error thrown" + (caught.map { ": " + $0 } ?? "")], deeper: true)
                parseBody()
                builder.leaveBlock()
            }
            if parser.expect("@finally") { parseBody() }
        case (.atKeyword, "@synchronized"), (.atKeyword, "@autoreleasepool"):
            advance()
            if parser.isAt("(") { _ = parseParenthesized() }
            parseBody()
        case (.identifier, "return"):
            advance()
            let isBodys = blockDepth == 1 && bodyStatements == 1
            if !parser.isAt(";") {
                let value = parseExpression()
                if isBodys { bodyReturn = value }
            }
            parser.expect(";")
            return true
        case (.identifier, "break"), (.identifier, "continue"), (.identifier, "goto"):
            skipToSemicolon()
        default:
            parseExpressionStatement()
        }
        return false
    }

    @discardableResult
    private func parseBody() -> Bool {
        parser.isAt("{") ? parseBlock() : parseStatement()
    }

    /// Moves past the rest of a statement: to its `;`, over any bracketed part whole (a block literal's body has `;`s of its
    /// own, and its `}` would otherwise end the method), or to the `}` that closes the block the statement is in.
    private func skipToSemicolon() {
        var depth = 0
        while let token = current {
            if token.is("(") || token.is("[") || token.is("{") {
                depth += 1
            } else if token.is(")") || token.is("]") || token.is("}") {
                if depth == 0, token.is("}") { break }
                depth = max(depth - 1, 0)
            } else if depth == 0, token.is(";") {
                break
            }
            advance()
        }
        parser.expect(";")
    }

    private func parseIf() {
        advance()
        let condition = parseParenthesized()
        builder.enterBlock(conditions: condition.flatMap(withoutSelfChecks).map { [$0] } ?? [], deeper: true)
        let exits = parseBody()
        builder.leaveBlock()
        let negated = condition.map(ConditionText.negated).flatMap(withoutSelfChecks)
        if parser.expect("else") {
            builder.enterBlock(conditions: negated.map { [$0] } ?? [], deeper: !parser.isAt("if"))
            parseBody()
            builder.leaveBlock()
        }
        // What follows a branch that returns runs only when it was not taken, with an `else` or without one.
        if exits, let negated { builder.addContinuation(negated) }
    }

    /// A condition without its tests of `self` and the locals holding it (`if (!sself) return;` leaves nothing after it).
    private func withoutSelfChecks(_ condition: String) -> String? {
        ConditionText.assuming(selfAliases, areNotNil: condition)
    }

    private func parseSwitch() {
        advance()
        let subject = parseParenthesized() ?? "value"
        guard let brace = current, brace.is("{") else { return }
        // Count the labels at the switch's own depth before reading it.
        var depth = 0, labels = 0, index = parser.position
        while index < parser.tokens.count {
            let token = parser.tokens[index]
            if token.is("{") { depth += 1 } else if token.is("}") { depth -= 1; if depth == 0 { break } }
            if depth == 1, token.kind == .identifier, token.text == "case" || token.text == "default" { labels += 1 }
            index += 1
        }
        let (line, column) = lineAndColumn(brace)
        builder.add(Event(kind: .switch, path: [subject], count: labels, line: line, column: column))
        advance()
        builder.enterBlock(conditions: [], deeper: true)
        var inCase = false
        while let token = current, !token.is("}") {
            if token.kind == .identifier, token.text == "case" || token.text == "default" {
                if inCase { builder.leaveBlock() }
                let labelStart = token.offset
                advance()
                var nested = 0
                while let part = current, !(part.is(":") && nested == 0) {
                    if part.is("?") { nested += 1 } else if part.is(":") { nested -= 1 }
                    if part.is("}") { break }
                    advance()
                }
                let labelEnd = current?.offset ?? labelStart
                parser.expect(":")
                builder.enterBlock(conditions: [subject + ": " + parser.table.snippet(from: labelStart, to: labelEnd, limit: 80)], deeper: false)
                inCase = true
            } else {
                parseStatement()
            }
        }
        if inCase { builder.leaveBlock() }
        parser.expect("}")
        builder.leaveBlock()
    }

    /// `( … )`: reads the events inside and returns the text.
    private func parseParenthesized() -> String? {
        guard let open = current, open.is("(") else { return nil }
        advance()
        _ = parseExpression()
        // `for (NSInteger i = 0; i < n; i++)`: clauses separated by `;` and `,` up to the matching `)`.
        while let token = current, !token.is(")"), !token.is("{"), !token.is("}") {
            advance()
            if token.is(",") || token.is(";"), !parser.isAt(")") { _ = parseExpression() }
        }
        let close = current?.offset ?? open.offset
        parser.expect(")")
        let text = parser.table.snippet(from: open.offset + 1, to: close, limit: 100)
        return text.isEmpty ? nil : text
    }

    private static let cTypes: Set<String> = [
        "int", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "float", "double", "long", "unsigned", "id", "char", "bool",
        "short", "instancetype", "void", "size_t", "uint8_t", "int64_t", "uint64_t", "__block", "__weak", "__strong",
        "__typeof", "__typeof__", "typeof", "__auto_type", "static", "const",
    ]

    /// A declaration (`NSString *url = …;`) or an expression.
    private func parseExpressionStatement() {
        let offset = current?.offset ?? parser.table.bytes.count
        if let declaration = declarationName() {
            let name = declaration.name
            if parser.expect("=") {
                let value = parseExpression()
                if value.path.count == 1, selfAliases.contains(value.path[0]), !value.hasCall, value.strings.isEmpty {
                    selfAliases.insert(name)
                }
                var local = LocalValue(
                    typeName: declaration.type ?? value.typeName, strings: value.strings, roots: value.roots,
                    chain: value.hasCall ? [] : value.path
                )
                // `NSURLRequest *request = [ARRouter newUserInfoRequest];`: the method that made it, as Swift's locals keep.
                if value.isSend { local.calledChain = value.path }
                builder.declare(name, local, line: parser.table.line(of: offset))
            } else {
                builder.declare(name, LocalValue(typeName: declaration.type), line: parser.table.line(of: offset))
            }
            skipToSemicolon()
            return
        }
        _ = parseExpression()
        while parser.expect(",") { _ = parseExpression() }
        skipToSemicolon()
    }

    /// Recognises `Type *name =`, `Type name;`, `__weak typeof(self) weakSelf =` and moves past the name.
    private func declarationName() -> (name: String, type: String?)? {
        let tokens = parser.tokens
        var index = parser.position
        guard index < tokens.count, tokens[index].kind == .identifier else { return nil }
        var typeName: String?
        while index < tokens.count, tokens[index].kind == .identifier,
              Self.cTypes.contains(tokens[index].text) || tokens[index].text.startsUppercase || Self.namesTypedef(at: index, in: tokens) {
            if ["typeof", "__typeof", "__typeof__"].contains(tokens[index].text) {
                index += 1
                var depth = 0
                while index < tokens.count {
                    if tokens[index].is("(") { depth += 1 } else if tokens[index].is(")") { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
            } else if !["__block", "__weak", "__strong", "static", "const"].contains(tokens[index].text) {
                typeName = tokens[index].text
            }
            index += 1
            if index < tokens.count, tokens[index].is("<") {
                while index < tokens.count, !tokens[index].is(">") { index += 1 }
                index += 1
            }
            while index < tokens.count, tokens[index].is("*") { index += 1 }
        }
        // A block variable: `void (^answer)(void) = ^{ … };`, `BOOL (^isValid)(NSString *) = …`.
        if typeName != nil, index + 4 < tokens.count, tokens[index].is("("), tokens[index + 1].is("^"),
           tokens[index + 2].kind == .identifier, tokens[index + 3].is(")"), tokens[index + 4].is("(") {
            let name = tokens[index + 2].text
            var close = index + 4
            var depth = 0
            while close < tokens.count {
                if tokens[close].is("(") { depth += 1 } else if tokens[close].is(")") { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard close + 1 < tokens.count, tokens[close + 1].is("=") || tokens[close + 1].is(";") else { return nil }
            parser.position = close + 1
            return (name, nil)
        }
        guard typeName != nil || index > parser.position, index + 1 < tokens.count, tokens[index].kind == .identifier,
              tokens[index + 1].is("=") || tokens[index + 1].is(";")
        else { return nil }
        parser.position = index + 1
        return (tokens[index].text, typeName)
    }

    /// Whether the identifier at `index` is a type the codebase or a C library `typedef`s in lowercase, for it is followed
    /// by a name and then `=` or `;`, which only a declaration is (`dispatch_block_t done = ^{ … };`,
    /// `void_block_t checkIfDone = ^{ … };`, `my_handle_t *handle;`).
    private static func namesTypedef(at index: Int, in tokens: [Token]) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].is("*") { next += 1 }
        guard next + 1 < tokens.count, tokens[next].kind == .identifier else { return false }
        return tokens[next + 1].is("=") || tokens[next + 1].is(";")
    }

    // MARK: Expressions

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

    private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "&&", "||"]
    private static let binaryOperators: Set<String> = [
        "==", "!=", "<", ">", "<=", ">=", "&&", "||", "+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>",
    ]
    private static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    private func parseExpression() -> Expression {
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

    private func parseUnary() -> Expression {
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

    private func parsePostfix(_ start: Expression) -> Expression {
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
    private func parseFunctionCall(_ callee: Expression) -> Expression {
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
    private func parsePrimary() -> Expression {
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
    private func parseName(_ token: Token, end: Int) -> Expression {
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
    private func parseStringLiteral(_ token: Token) -> Expression {
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
    private func parseCollectionLiteral(_ token: Token, end: Int) -> Expression {
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
    private func parseParenthesizedOrCast() -> Expression {
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
    private func parseBlockLiteral() -> Expression {
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
            builder.enterClosure(ownedBy: callStack.last)
            parseBlock()
            builder.leaveClosure()
        }
        var block = Expression(start: caret.offset, end: current?.offset ?? caret.offset, isBlock: true)
        if !parameters.isEmpty {
            block.blockType = "(" + parameters.map { $0.typeName ?? "Any" }.joined(separator: ", ") + ") -> Void"
        }
        return block
    }

    /// What a message send says: its receiver, its selector's pieces and arguments, and the Swift call it imports as.
    private struct MessageSend {
        let receiver: Expression
        let pieces: [String]
        let arguments: [Expression]
        /// The swift name of the selector, `init` for a construction (`[[X alloc] init…]`, `[X new]`).
        let swift: ObjCSelectors.SwiftName
        /// The receiver's chain and the method's Swift name: `[[X alloc] initWithItemId:…]` is `X.init`.
        let path: [String]
        /// The receiver is a class by its name (`[NSUserDefaults standardUserDefaults]`).
        let receiverIsType: Bool

        /// `stringWithFormat:` and `localizedStringWithFormat:`, whose first argument is a format.
        var isFormat: Bool { pieces.first == "stringWithFormat:" || pieces.first == "localizedStringWithFormat:" }
    }

    /// `[receiver selector:argument label:argument]`.
    private func parseMessageSend() -> Expression {
        guard let open = current else { return Expression(start: 0, end: 0) }
        advance()
        var receiver = parseUnary()
        var result = Expression(start: open.offset, end: open.offset, hasCall: true)
        result.absorb(receiver)
        let anchor = current ?? open
        let (line, column) = lineAndColumn(anchor)
        // `[[X alloc] initWithItemId:…]` is one act, making an `X` (Swift's `X(itemId:)`): the send takes the place of
        // the `alloc` event, at its line, rather than being a second one.
        let makes = receiver.isSend && receiver.path.last == "alloc" && current.map { ObjCSelectors.isInitializer($0.text) } == true
        let index = makes ? builder.lastEventIndex : builder.add(Event(kind: .call, path: [], line: line, column: column))
        callStack.append(index)
        let (pieces, arguments) = parseSelector()
        result.end = (current?.offset ?? result.end) + 1
        parser.expect("]")
        callStack.removeLast()

        if receiver.path.isEmpty { receiver.path = receiver.typeName.map { [$0] } ?? [] }
        let send = Self.messageSend(receiver: receiver, pieces: pieces, arguments: arguments)
        var labels = send.swift.labels
        while labels.count < arguments.count { labels.append(nil) }
        var summaries = zip(labels, arguments).map { summary($1, label: $0) }
        absorbArguments(of: send, into: &result, summaries: &summaries)
        record(send, at: index, summaries: summaries)
        Self.describeReturnedValue(of: send, in: &result)
        return result
    }

    /// The selector's pieces and the arguments after them, up to the closing `]`: `setObject:x forKey:@"k"` is
    /// `setObject:` and `forKey:` with two arguments, `standardUserDefaults` one piece and none.
    private func parseSelector() -> (pieces: [String], arguments: [Expression]) {
        var pieces: [String] = []
        var arguments: [Expression] = []
        while let token = current, !token.is("]") {
            if token.kind == .identifier, parser.peek()?.is(":") == true {
                pieces.append(token.text + ":")
                parser.position += 2
                arguments.append(parseExpression())
                while parser.expect(",") { arguments.append(parseExpression()) }
            } else if token.is(":") {
                pieces.append(":")
                advance()
                arguments.append(parseExpression())
            } else if token.kind == .identifier, pieces.isEmpty {
                pieces.append(token.text)
                advance()
            } else if token.is(";") || token.is("}") {
                break
            } else {
                advance()
            }
        }
        return (pieces, arguments)
    }

    /// The Swift call a send imports as: `[[X alloc] initWithItemId:…]` is `X(itemId:)` and `[X new]` is `X()`, both `init`.
    private static func messageSend(receiver: Expression, pieces: [String], arguments: [Expression]) -> MessageSend {
        var swift = ObjCSelectors.swiftName(pieces)
        var path = receiver.path
        let receiverIsType = path.count == 1 && path[0].startsUppercase
        if path.last == "alloc", ObjCSelectors.isInitializer(swift.name) {
            path.removeLast()
            swift.name = "init"
            // `[[X alloc] initWithItemId:…]` is `X(itemId:)`, so a call names the initializer it makes with.
            if !swift.labels.isEmpty, swift.labels[0] == nil, let first = pieces.first {
                swift.labels[0] = ObjCSelectors.initializerLabel(ofFirstPiece: first)
            }
        } else if receiverIsType, swift.name == "new" {
            swift.name = "init"
        }
        path.append(swift.name)
        return MessageSend(
            receiver: receiver, pieces: pieces, arguments: arguments, swift: swift, path: path, receiverIsType: receiverIsType
        )
    }

    /// The send's literals and names are its arguments'. `stringWithFormat:` reads as the literal it builds, for endpoints.
    private func absorbArguments(of send: MessageSend, into result: inout Expression, summaries: inout [ValueSummary]) {
        let arguments = send.arguments
        if send.isFormat, let format = arguments.first?.strings.first {
            let formatArguments = arguments.dropFirst().map {
                Self.writtenOut($0).map(FormatArgument.literal) ?? .value(Self.isChoice($0) ? $0.roots[0] : summary($0, label: nil).text)
            }
            let built = Self.interpolate(format, arguments: formatArguments)
            result.strings = [built]
            // Literals written in are no value formatted.
            let writesOnlyLiterals = !formatArguments.isEmpty && formatArguments.allSatisfy { if case .literal = $0 { true } else { false } }
            result.hasInterpolation = built != format && !writesOnlyLiterals
            if !summaries.isEmpty { summaries[0].strings = [built] }
        }
        // A format string is no literal of its own once it has been read as the string it builds.
        // A dictionary handed over holds parameters, no piece of a URL or a text the send makes
        // (`[NSString oex_stringWithFormat:URL_EXCHANGE_TOKEN parameters:@{@"backend" : name}]`).
        for argument in send.isFormat ? Array(arguments.dropFirst()) : arguments {
            var absorbed = argument
            if argument.isDictionary || send.isFormat && (Self.isChoice(argument) || Self.writtenOut(argument) != nil) { absorbed.strings = [] }
            result.absorb(absorbed)
        }
    }

    /// A value chosen between literals (`isJoined ? @"joined" : @"unjoined"`) is one or the other: the name it is chosen by.
    private static func isChoice(_ argument: Expression) -> Bool {
        argument.isDecision && !argument.strings.isEmpty && !argument.roots.isEmpty
    }

    /// A literal or a macro that is one (`[NSString stringWithFormat:@"%@/wikis/", API_URL_V21]`) is written into the
    /// string the format builds, `/api/v2.1/wikis/`, as the preprocessor would.
    private static func writtenOut(_ argument: Expression) -> String? {
        guard argument.strings.count == 1, argument.roots.isEmpty, !argument.hasCall, !argument.isDecision, !argument.hasInterpolation,
              !argument.isDictionary, !argument.isBlock else { return nil }
        return argument.strings[0]
    }

    /// Makes the send's event at `index` what the send is: a setter an assignment, a shared instance an access, else a call.
    private func record(_ send: MessageSend, at index: Int, summaries: [ValueSummary]) {
        // `[NSUserDefaults standardUserDefaults]` hands out a shared instance: an access, as `UserDefaults.standard` is in Swift.
        let isSharedInstance = send.receiverIsType && send.arguments.isEmpty && SharedInstances.accessors.contains(send.swift.name)
        // `[request setHTTPMethod:@"POST"]` is the property's setter: `request.HTTPMethod = @"POST"`, as the dot syntax reads.
        // A block handed to one stays a call's, which owns the block's events; so does a setter the codebase writes itself
        // (a `setRepeatMode:` that also saves the mode), whose code the call runs.
        if !send.receiverIsType, !send.receiver.path.isEmpty, send.arguments.count == 1, !send.arguments[0].isBlock,
           let property = ObjCSelectors.setterProperty(send.pieces), !parser.shared.setters.contains(send.pieces[0]) {
            builder.updateEvent(index) {
                $0.kind = .assignment
                $0.path = send.receiver.path + [property]
                $0.arguments = [summary(send.arguments[0], label: nil)]
                $0.`operator` = "="
            }
        } else {
            builder.updateEvent(index) {
                $0.kind = isSharedInstance ? .access : .call
                $0.path = send.path.isEmpty ? [send.swift.name] : send.path
                $0.arguments = summaries
            }
        }
    }

    /// What the send evidently returns: an instance of the class it constructs or hands out
    /// (a shared instance keeps its accessor in the chain, as `UserDefaults.standard` does in Swift).
    private static func describeReturnedValue(of send: MessageSend, in result: inout Expression) {
        let path = send.path
        let pieces = send.pieces
        if send.swift.name == "init" {
            result.typeName = path.first
            result.path = path.first.map { [$0] } ?? []
        } else if send.receiverIsType
                    && (SharedInstances.accessors.contains(send.swift.name) || pieces.first?.hasPrefix(path[0].dropFirst(2).lowercased()) == true) {
            result.typeName = path.first
            result.path = path
        } else if pieces.first == "stringWithFormat:" {
            result.typeName = "NSString"
            result.path = []
        } else {
            result.path = path
            result.isSend = true
            // `[self path]` reads the property as `self.path` does.
            if send.receiver.path == ["self"], send.arguments.isEmpty, pieces.count == 1, !pieces[0].hasSuffix(":"), !result.roots.contains(pieces[0]) {
                result.roots.append(pieces[0])
            }
        }
    }

    /// An argument of a format: a value read as `\(value)`, or a literal written in.
    enum FormatArgument {
        case value(String)
        case literal(String)
    }

    /// `%@`, `%d`, `%ld`… replaced in order by `\(argument)`, or a literal argument's text.
    static func interpolate(_ format: String, arguments: [FormatArgument]) -> String {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%", let next = characters.first else {
                result.append(character)
                continue
            }
            if next == "%" {
                result.append("%")
                characters.removeFirst()
                continue
            }
            var specifier = ""
            while let letter = characters.first, "0123456789.-+ #lhqLzjt".contains(letter) {
                specifier.append(letter)
                characters.removeFirst()
            }
            guard let conversion = characters.popFirst() else { break }
            _ = specifier
            _ = conversion
            switch remaining.popFirst() ?? .value("value") {
            case .value(let text): result += "\\(" + Self.interpolated(text) + ")"
            case .literal(let text): result += text
            }
        }
        return result
    }

    /// How an argument of a format reads in the string it builds, as Swift would write it: `(long)topicID` is `topicID`,
    /// `self.userId` is `userId`, `[NSObject baseCompany]` is `NSObject.baseCompany`.
    static func interpolated(_ argument: String) -> String {
        var name = Substring(argument)
        // A C cast to the format's type (`(long)`, `(unsigned long)`, `(int)`).
        if name.first == "(", let close = name.firstIndex(of: ")"), name[name.index(after: name.startIndex)..<close].allSatisfy({ $0.isLetter || $0 == " " }) {
            name = name[name.index(after: close)...].drop { $0 == " " }
        }
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        // A message without arguments, alone or read on: `[receiver selector]`, `[Config sharedConfig].apiHostURL`.
        if name.first == "[", let close = name.firstIndex(of: "]") {
            let inner = name[name.index(after: name.startIndex)..<close].split(separator: " ")
            let rest = name[name.index(after: close)...]
            if inner.count == 2, !inner.joined().contains(where: { "[]:()".contains($0) }), rest.isEmpty || rest.first == "." {
                return inner.joined(separator: ".") + rest
            }
        }
        return String(name)
    }

    private func summary(_ expression: Expression, label: String?) -> ValueSummary {
        if expression.isBlock { return ValueSummary(label: label, text: "{…}", typeName: expression.blockType, isClosure: true) }
        return ValueSummary(
            label: label, text: parser.table.snippet(from: expression.start, to: expression.end),
            typeName: expression.typeName, strings: expression.strings, roots: expression.roots,
            hasInterpolation: expression.hasInterpolation, isConstant: expression.isConstant || (expression.roots.isEmpty && !expression.hasCall && !expression.isDecision),
            isDecision: expression.isDecision
        )
    }
}
