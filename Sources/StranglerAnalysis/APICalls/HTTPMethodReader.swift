import StranglerSources

/// Reads a request's HTTP method: the call's name (`GET:`, `post(…)`), an argument labelled `method:`, an `httpMethod`
/// assignment to the request, or what the codebase's request factory or initializer sets.
struct HTTPMethodReader {
    let context: EventContext

    /// The method a call names itself (`GET:`, `POST`), by an argument (`method: .post`), or by an `httpMethod` assignment
    /// to the request it sends (to one of the `followed` names, when any are).
    func explicitMethod(_ event: Event, followed: [String]) -> String? {
        if event.name.utf8.count <= 6, event.name.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return event.name }
        if let argument = Self.methodArgument(of: event) { return method(namedBy: argument, at: event.line) }
        // `request.httpMethod = "POST"`, or in Objective-C `request.HTTPMethod = @"POST";`.
        for candidate in context.member.events where candidate.kind == .assignment && (candidate.name == "httpMethod" || candidate.name == "HTTPMethod") {
            guard let target = candidate.path.first, followed.contains(target) || followed.isEmpty else { continue }
            if let value = candidate.arguments.first {
                // Or the type's property it reads (`request.httpMethod = method`, `method.rawValue`), which a subclass may
                // override (`override var method: String { "POST" }`).
                return Self.method(fromText: value.strings.first ?? value.text) ?? propertyMethod(value)
            }
        }
        return nil
    }

    /// The argument a call names the request's method with: one labelled so, or the first when the name ends in `Method`
    /// (`[self requestMethod:@"PUT" path:path …]`, Swift's `requestMethod(_:path:)`), whose first piece labels it.
    static func methodArgument(of event: Event) -> ValueSummary? {
        if let labelled = event.arguments.first(where: namesTheMethod) { return labelled }
        guard event.name.hasSuffix("Method"), let first = event.arguments.first, first.label == nil, !first.isClosure else { return nil }
        return first
    }

    /// An argument that says the request's method: `method: .post`, `httpMethod: .POST`
    /// (`super.init(httpMethod: .POST, endpoint: "user/buy/\(key)")`).
    private static func namesTheMethod(_ argument: ValueSummary) -> Bool {
        argument.label.map(RequestObjects.requestMethodProperties.contains) ?? false
    }

    /// The method an argument names: its literal (`"POST"`, `.post`, `HTTPMethod.get`), or the literal of the local it reads
    /// (`let method = "POST"`, `NSString *method = kRequestMethodPost;`).
    private func method(namedBy argument: ValueSummary, at line: Int) -> String? {
        if let literal = argument.strings.first { return Self.method(fromText: literal) }
        guard argument.roots.count == 1, argument.roots[0] == argument.text else { return Self.method(fromText: argument.text) }
        return context.member.local(argument.text, at: line)?.strings.first.flatMap(Self.method(fromText:))
    }

    /// The method a property of the type names, for a value that reads only it.
    private func propertyMethod(_ value: ValueSummary) -> String? {
        guard value.strings.isEmpty, value.roots.count == 1, let root = value.roots.first, context.member.locals[root] == nil,
              let initial = URLFollower(context: context).propertyValue(root) else { return nil }
        return Self.method(of: initial)
    }

    /// The method of a request a helper made (`let request = API.post(url: …)`): the one the helper's name says, else
    /// unknown (`.some(nil)`), not a `GET` guessed; `nil` when the request is no helper's.
    func helperMethod(_ event: Event) -> String?? {
        guard let argument = event.arguments.first, let local = madeByHelper(argument, line: event.line),
              let helper = local.calledChain.last
        else { return nil }
        let method = Self.methodFromName(helper) ?? factoryMethod(local.calledChain)
        // A request written as one (`NSURLRequest *request = [Router newBuddiesRequest]`) is URLRequest's `GET` unless its
        // maker says otherwise.
        if method == nil, local.typeName != nil { return nil }
        return .some(method)
    }

    /// The local an argument reads when a call made it and its type does not show (`let request = Requests.post(url: …)`).
    func madeByHelper(_ argument: ValueSummary, line: Int) -> LocalValue? {
        guard argument.roots.count == 1, argument.roots.first == argument.text,
              let local = context.member.local(argument.text, at: line), local.typeName.map(URLFollower.isRequestOrURL) ?? true,
              let made = local.calledChain.last, !Self.urlComponentCalls.contains(made)
        else { return nil }
        return local
    }

    /// Foundation's calls that add to a URL (`base.appendingPathComponent("user-info")`, `appending(path:)`): what they
    /// make is a URL, which URLSession fetches with `GET`, no request a helper made.
    private static let urlComponentCalls: Set<String> = ["appendingPathComponent", "appending", "appendingPathExtension"]

    /// The method a codebase's request factory sets (`ServerHelper.createJsonRequest(url:params:)` sets
    /// `request.httpMethod = "POST"`), or `GET`, URLRequest's own, when it makes a `URLRequest` and sets none.
    /// A factory that has another make the request (`createProtoRequest` calls `createEmptyProtoRequest`) is followed, three deep.
    /// A factory that takes the method from its caller sets the one this member hands it before `line`.
    func factoryMethod(_ chain: [String], calledFrom caller: String? = nil, depth: Int = 0, line: Int? = nil) -> String? {
        guard let name = chain.last, depth < 3 else { return nil }
        // `makeRequest()` or `self.makeRequest()` is on the type that calls it.
        let owner = chain.count == 1 || chain.first == "self" || chain.first == "Self"
            ? caller ?? context.typeName : chain[chain.count - 2]
        guard let factory = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }) else {
            return nil
        }
        // A URL carries no method: what is sent from one is URLSession's `GET`.
        if factory.typeName.map(URLFollower.isURL) == true { return "GET" }
        let assignment = factory.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "HTTPMethod") }
            ?? factory.events.first { $0.kind == .call && URLFollower.requestMakers.contains($0.name) }
        if let value = assignment?.arguments.first {
            if let line, let handed = handedMethod(value, to: factory, before: line) { return handed }
            return Self.method(fromText: value.strings.first ?? value.text)
        }
        if factory.events.contains(where: {
            $0.kind == .call && $0.name == "init" && $0.typeRoot.map(NetworkingNames.requestTypes.contains) == true
        }) {
            return "GET"
        }
        for local in factory.locals.values.sorted(by: { $0.calledChain.lexicographicallyPrecedes($1.calledChain) })
        where local.typeName == nil && !local.calledChain.isEmpty {
            if let method = factoryMethod(local.calledChain, calledFrom: owner, depth: depth + 1) { return method }
        }
        return nil
    }

    /// The method this member hands a factory that sets the one its caller gives (`createRequest(url:method:token:)` sets
    /// `request.httpMethod = method`): the argument of its last call before `line`, a literal or a local set
    /// to one (`let method = "POST"`); `nil` when the factory sets its own or the member hands on its own caller's.
    /// A parameter with a default (`req.HTTPMethod = method ?: @"GET"`) is the one handed too.
    private func handedMethod(_ value: ValueSummary, to factory: Member, before line: Int) -> String? {
        guard value.roots.count == 1, let root = value.roots.first, value.text == root || Self.defaults(value.text, root),
              let position = factory.locals[root]?.parameterPosition,
              let call = context.member.events.last(where: { $0.kind == .call && $0.name == factory.baseName && $0.line <= line }),
              let argument = HandedParameter(member: factory.name, position: position).argument(in: call)
        else { return nil }
        return method(namedBy: argument, at: call.line)
    }

    /// `name ?: fallback` (Objective-C) or `name ?? fallback` (Swift): the value of `name`, unless it has none.
    private static func defaults(_ text: String, _ name: String) -> Bool {
        guard text.hasPrefix(name) else { return false }
        let rest = text.utf8.dropFirst(name.utf8.count).drop { $0 == UInt8(ascii: " ") }
        return rest.starts(with: "?:".utf8) || rest.starts(with: "??".utf8)
    }

    /// The HTTP method a declared value names: `"POST"`, `.post`, `HTTPMethod.post`.
    static func method(of value: LocalValue) -> String? {
        method(fromText: value.strings.first ?? value.chain.last ?? "")
    }

    /// The HTTP method a piece of code names: `"POST"`, `.post`, `HTTPMethod.get.rawValue`.
    static func method(fromText text: String) -> String? {
        // The last word that is one: `"POST"`, `.post`, `HTTPMethod.get.rawValue`.
        text.split(whereSeparator: { !$0.isLetter }).reversed().lazy.map { $0.uppercased() }.first(where: NetworkingNames.methods.contains)
    }


    /// The method a member's name begins with (`getUser`, `postComment`), if any.
    static func methodFromName(_ name: String) -> String? {
        for method in ["get", "post", "put", "patch", "delete"] where name.lowercased().hasPrefix(method) {
            return method.uppercased()
        }
        return nil
    }
}
