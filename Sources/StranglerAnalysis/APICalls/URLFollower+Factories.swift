import StranglerSources

/// The codebase's own makers of URLs, paths and requests, read where they make them: URL factories (`static func
/// blockEndpointURL(domain:accountID:) -> URL`), endpoint factories, a model's path property, the type's helpers.
extension URLFollower {
    /// The names a call written as a whole expression calls (`Server.API.endpointURL(domain: domain)` → `Server`, `API`,
    /// `endpointURL`), or `nil` for anything else.
    static func calledChain(ofCall text: String) -> [String]? {
        // Objective-C's message without arguments: `[project toDetailPath]`, `[self.user toUpdateInfoPath]`.
        // Bytes first: asked of every argument a URL is looked for in, and few are calls.
        guard let last = text.utf8.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ")") else { return nil }
        if last == UInt8(ascii: "]") {
            guard text.utf8.first == UInt8(ascii: "[") else { return nil }
            let pieces = text.dropFirst().dropLast().split(separator: " ")
            guard pieces.count == 2, pieces.allSatisfy(TypeNames.isNameChain) else { return nil }
            return pieces[0].split(separator: ".").map(String.init) + [String(pieces[1])]
        }
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), TypeNames.isNameChain(text[..<open]) else { return nil }
        return text[..<open].split(separator: ".").map(String.init)
    }


    /// The codebase method or property a chain names, with the type that declares it: one name (or `self`'s) is a member of
    /// `caller`'s (the type being read, or the factory that calls it); a type's name (`Server.API.endpointURL`) its
    /// member; a value's (`[project toDetailPath]`), its type's.
    func calledMember(_ chain: [String], from caller: String? = nil, where matches: (Member) -> Bool) -> (type: String, member: Member)? {
        guard let name = chain.last else { return nil }
        let owners = chain.count == 1 || chain == ["self", name] ? [caller ?? context.typeName]
            : chain[0] == "self" || !chain[0].startsUppercase ? context.type(of: chain.dropLast()).map { [$0] } ?? []
            : Self.typeNames(chain.dropLast().joined(separator: "."), nestedIn: caller ?? context.typeName) + [chain[chain.count - 2]]
        for owner in owners {
            if let found = context.index.firstDeclaring(owner, where: { $0.baseName == name && matches($0) }) { return found }
        }
        return nil
    }

    /// What a URL factory of the codebase returns (see the Swift front end's `URL` factories: `static func
    /// blockEndpointURL(domain:accountID:) -> URL`, one expression): its literals, after those of the factory it adds them
    /// to (`Server.API.endpointURL(domain: domain).appendingPathComponent("accounts/\(accountID)/block")`), six deep.
    /// A chain of one name calls a member of `caller`'s (the type being read, or the factory that calls it).
    func factoryURL(_ chain: [String], of caller: String? = nil, depth: Int = 0) -> [String]? {
        // On a value (`[project toDetailPath]`, a model that says its own path): the value's type's.
        // One that chooses between URLs (`api_base_url()`, a `switch self` over its environments) says none of them.
        guard depth < 6, let (owner, factory) = calledMember(chain, from: caller, where: { $0.kind == .method && $0.initialValue != nil }),
              let value = factory.initialValue, !value.isDecision || value.strings.count < 2 else { return nil }
        var base = value.calledChain
        while let last = base.last, Self.urlBuilders.contains(last) { base.removeLast() }
        let prefix = base.isEmpty ? nil : factoryURL(base, of: owner, depth: depth + 1)
        // What it adds may be a local it bound first (`let pathComponent = "accounts/" + accountID + "/follow"`) or one of its
        // parameters (`appendingPathComponent(id)`, a placeholder), read where it adds them.
        var added: [String] = []
        // In the order written: a chain's outer call is read before the calls inside it.
        let builders = factory.events.filter { $0.kind == .call && Self.urlBuilders.contains($0.name) }
        for event in builders.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            for argument in event.arguments where !argument.isClosure {
                var component = argument.strings
                if component.isEmpty, argument.roots.count == 1, let root = argument.roots.first, let local = factory.locals[root] {
                    component = local.isParameter ? ["\\(" + root + ")"] : local.strings
                }
                added += component.map { $0.hasPrefix("/") ? $0 : "/" + $0 }
            }
        }
        let strings = (prefix ?? []) + (added.isEmpty ? value.strings : added)
        return strings.isEmpty ? nil : strings
    }

    /// The argument a local's URL or request was made from, where the member makes it: `URLRequest(url: …)`'s `url:`, or the
    /// location handed to the method that made it (`Server.API.post(url: …)`).
    func madeFrom(_ value: LocalValue) -> ValueSummary? {
        let path: [String]
        if !value.calledChain.isEmpty {
            path = value.calledChain
        } else if let type = value.typeName.map(TypeNames.base), Self.isRequestOrURL(type) {
            path = [type, "init"]
        } else {
            return nil
        }
        let made = context.member.events.last { $0.kind == .call && $0.path == path }
        return made?.arguments.first { !$0.isClosure && ($0.label.map(Self.namesALocation) ?? true) }
    }

    /// The literals of the property a value's property read names, when its type declares them (`project.detailPath`).
    func modelPath(_ argument: ValueSummary) -> [String]? {
        guard argument.text.utf8.contains(UInt8(ascii: ".")), TypeNames.isNameChain(argument.text[...]) else { return nil }
        let chain = argument.text.split(separator: ".").map(String.init)
        guard chain.count >= 2, argument.roots.count == 1, chain[0] == argument.roots[0] || chain[0] == "self",
              let type = context.type(of: chain.dropLast()[...]), type != context.typeName,
              let value = context.index.property(chain[chain.count - 1], of: type)?.initialValue
        else { return nil }
        let path = Endpoint.writtenPath(value)
        return path.isEmpty ? nil : path
    }

    /// `URL`'s members that add to its path.
    private static let urlBuilders: Set<String> = ["appendingPathComponent", "appending", "appendingPathExtension"]

    /// The URL one of the type's own methods makes (`NetworkCall.fire()` sends `mutableRequest()`, which builds
    /// `URL(string: urlString)`), or a static method of another codebase type (`[Router newUserInfoRequest]`), read in
    /// that method: the first URL or request it initializes, or the path of the
    /// AFNetworking request it makes. Two helpers deep.
    func helperURL(_ chain: [String], helpers: Int) -> URLParts? {
        guard helpers < 2, chain.count == 1 || chain.count == 2, let name = chain.last else { return nil }
        // The type's own method, or a static one of another codebase type (`[Router newUserInfoRequest]`).
        let owner = chain.count == 1 || chain[0] == "self" ? context.typeName : chain[0]
        guard owner == context.typeName || context.index.contains(owner),
              let helper = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }),
              helper.name != context.member.name,
              let made = helper.events.first(where: { event in
                  event.kind == .call && (event.name == "init" && event.typeRoot.map(Self.isRequestOrURL) == true
                      || Self.requestMakers.contains(event.name))
              }),
              let argument = Self.requestMakers.contains(made.name)
                ? made.arguments.first(where: { $0.label == "path" || $0.label == "URLString" })
                : made.arguments.first(where: { !$0.isClosure })
        else { return nil }
        let inHelper = URLFollower(context: EventContext(scope: context.scope, member: helper))
        return inHelper.urlParts(argument, helpers: helpers + 1, at: made.line)
    }

    /// AFNetworking's request factories: `[httpClient requestWithMethod:@"GET" path:MyInfoURL parameters:nil]` (1.x), a
    /// serializer's `requestWithMethod:URLString:parameters:error:` (2.x and later).
    static let requestMakers: Set<String> = ["requestWithMethod", "multipartFormRequestWithMethod"]

    /// A URL's type or a request's (`URL`, `NSURL`, `URLRequest`, `NSMutableURLRequest`).
    static func isRequestOrURL(_ type: String) -> Bool {
        isURL(type) || NetworkingNames.requestTypes.contains(TypeNames.base(type))
    }

    /// `URL` or `NSURL`.
    static func isURL(_ type: String) -> Bool {
        let base = TypeNames.base(type)
        return base == "URL" || base == "NSURL"
    }

    /// The path an endpoint factory of the codebase hands its type's initializer, for a value read from what it makes
    /// (`Endpoint.sitemaps(rootUrl: root).url`) or made by it (`let endpoint = Endpoint.search(matching: q)`), whose `url`
    /// builds the URL from the `path` the factory gives: the literals of the initializer's arguments named like a location,
    /// in order; the factory's parameters are placeholders.
    func factoryPath(_ value: LocalValue) -> [String]? {
        let made: ArraySlice<String>
        if value.chain.count == 3, Self.namesALocation(value.chain[2]) {
            made = value.chain.prefix(2)
        } else if value.chain.isEmpty, value.calledChain.count == 2 {
            made = value.calledChain[...]
        } else {
            return nil
        }
        let type = made[made.startIndex], name = made[made.startIndex + 1]
        guard type.startsUppercase,
              let factory = context.index.firstMember(of: type, where: { $0.kind == .method && $0.isStatic && $0.baseName == name }),
              let initializer = factory.events.first(where: { event in
                  event.kind == .call && event.path.count == 2 && event.path[1] == "init"
                      && (event.path[0] == type || event.path[0] == "Self" || event.path[0].isEmpty)
              })
        else { return nil }
        let path = initializer.arguments.filter { $0.label.map(Self.namesALocation) == true }.flatMap(\.strings)
        return path.isEmpty ? nil : path
    }
}
