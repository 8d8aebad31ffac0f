/// Message sends: the selector read, the Swift call it imports as, and the event it records.
extension ObjCBodyParser {
    /// What a message send says: its receiver, its selector's pieces and arguments, and the Swift call it imports as.
    struct MessageSend {
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
    func parseMessageSend() -> Expression {
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
        let outerSend = sendText
        sendText = (receiver.path + [current?.text ?? ""]).joined(separator: ".")
        let (pieces, arguments) = parseSelector()
        sendText = outerSend
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
    func parseSelector() -> (pieces: [String], arguments: [Expression]) {
        var pieces: [String] = []
        var arguments: [Expression] = []
        while let token = current, !token.is("]") {
            if token.kind == .identifier, parser.peek()?.is(":") == true {
                pieces.append(token.text + ":")
                parser.position += 2
                blockLabel = token.text
                arguments.append(parseExpression())
                blockLabel = nil
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
    static func messageSend(receiver: Expression, pieces: [String], arguments: [Expression]) -> MessageSend {
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
    func absorbArguments(of send: MessageSend, into result: inout Expression, summaries: inout [ValueSummary]) {
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
    static func isChoice(_ argument: Expression) -> Bool {
        argument.isDecision && !argument.strings.isEmpty && !argument.roots.isEmpty
    }

    /// A literal or a macro that is one (`[NSString stringWithFormat:@"%@/wikis/", API_URL_V21]`) is written into the
    /// string the format builds, `/api/v2.1/wikis/`, as the preprocessor would.
    static func writtenOut(_ argument: Expression) -> String? {
        guard argument.strings.count == 1, argument.roots.isEmpty, !argument.hasCall, !argument.isDecision, !argument.hasInterpolation,
              !argument.isDictionary, !argument.isBlock else { return nil }
        return argument.strings[0]
    }

    /// Makes the send's event at `index` what the send is: a setter an assignment, a shared instance an access, else a call.
    func record(_ send: MessageSend, at index: Int, summaries: [ValueSummary]) {
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
    static func describeReturnedValue(of send: MessageSend, in result: inout Expression) {
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

    func summary(_ expression: Expression, label: String?) -> ValueSummary {
        if expression.isBlock { return ValueSummary(label: label, text: "{…}", typeName: expression.blockType, isClosure: true) }
        return ValueSummary(
            label: label, text: parser.table.snippet(from: expression.start, to: expression.end),
            typeName: expression.typeName, strings: expression.strings, roots: expression.roots,
            hasInterpolation: expression.hasInterpolation, isConstant: expression.isConstant || (expression.roots.isEmpty && !expression.hasCall && !expression.isDecision),
            isDecision: expression.isDecision
        )
    }
}
