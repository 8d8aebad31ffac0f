/// Reads a method body: statements with their conditions, and expressions into events.
///
/// Message sends are calls (`[[NSUserDefaults standardUserDefaults] setObject:x forKey:@"k"]` →
/// `NSUserDefaults.standardUserDefaults.set(_:forKey:)`), `[X alloc] init…` and `[X new]` are
/// constructions, a cast makes its type the root of the chain, a block is a closure owned by the
/// call it is passed to, and `[NSString stringWithFormat:@"/items/%@", itemId]` reads as the
/// literal `"/items/\(itemId)"`.
///
/// A recursive-descent parser, one method per construct: statements here, expressions in `ObjCBodyParser+Expressions`,
/// message sends in `ObjCBodyParser+MessageSends`.
final class ObjCBodyParser {
    typealias Token = ObjCLexer.Token

    let parser: ObjCParser
    let builder: MemberBuilder
    /// Calls whose arguments are being read, innermost last, so a block knows its owner.
    var callStack: [Int] = []
    /// How deep in blocks the statement being read is: 1 is the method body's own.
    var blockDepth = 0
    /// The body's own statements, and the value the first of them returns when it is a `return`: a getter's written-out
    /// value (`- (NSString *)path { return @"/login"; }`), as a Swift computed property's.
    var bodyStatements = 0
    var bodyReturn: Expression?
    /// `self` and the locals that hold it (`__weak typeof(self) wself = self;`, `__strong typeof(wself) sself = wself;`),
    /// whose `nil` checks are the weak-self dance, not a condition.
    var selfAliases: Set<String> = ["self"]
    /// The selector piece whose argument is being read (`failure` in `failure:^(NSError *error) { … }`), for a block there.
    var blockLabel: String?
    /// The send whose arguments are being read, as far as it is known: its receiver and first selector piece (`self.client.POST`).
    var sendText = ""

    init(parser: ObjCParser, builder: MemberBuilder) {
        self.parser = parser
        self.builder = builder
    }

    var current: Token? { parser.current }

    func advance() { parser.position += 1 }

    func lineAndColumn(_ token: Token) -> (Int, Int) {
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
    func parseBlock() -> Bool {
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

    func countComplexity(from start: Int, to end: Int) {
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
    func parseStatement() -> Bool {
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
    func parseBody() -> Bool {
        parser.isAt("{") ? parseBlock() : parseStatement()
    }

    /// Moves past the rest of a statement: to its `;`, over any bracketed part whole (a block literal's body has `;`s of its
    /// own, and its `}` would otherwise end the method), or to the `}` that closes the block the statement is in.
    func skipToSemicolon() {
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

    func parseIf() {
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
    func withoutSelfChecks(_ condition: String) -> String? {
        ConditionText.assuming(selfAliases, areNotNil: condition)
    }

    func parseSwitch() {
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
    func parseParenthesized() -> String? {
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

    static let cTypes: Set<String> = [
        "int", "BOOL", "NSInteger", "NSUInteger", "CGFloat", "float", "double", "long", "unsigned", "id", "char", "bool",
        "short", "instancetype", "void", "size_t", "uint8_t", "int64_t", "uint64_t", "__block", "__weak", "__strong",
        "__typeof", "__typeof__", "typeof", "__auto_type", "static", "const",
    ]

    /// A declaration (`NSString *url = …;`) or an expression.
    func parseExpressionStatement() {
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
    func declarationName() -> (name: String, type: String?)? {
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
    static func namesTypedef(at index: Int, in tokens: [Token]) -> Bool {
        var next = index + 1
        while next < tokens.count, tokens[next].is("*") { next += 1 }
        guard next + 1 < tokens.count, tokens[next].kind == .identifier else { return false }
        return tokens[next + 1].is("=") || tokens[next + 1].is(";")
    }
}
