import Foundation
import StranglerSources

/// Follows a URL from the argument a request is made with to the literals it is built from: through the member's locals
/// (`let url = …`, `URLRequest(url: url)`), the type's properties and constants (`baseURL`), the codebase's URL factories
/// and the type's own helpers, three steps at most. The member's parameters it reads are the caller's to give.
struct URLFollower {
    let context: EventContext

    /// The literals a URL argument written on `line` is built from, following locals, the type's properties and the type's
    /// own helpers.
    func urlParts(_ argument: ValueSummary, at line: Int) -> URLParts { urlParts(argument, helpers: 0, at: line) }

    /// `urlParts(_:at:)`, `helpers` deep into the type's own helpers (see `helperURL(_:helpers:)`).
    func urlParts(_ argument: ValueSummary, helpers: Int, at line: Int) -> URLParts {
        var parts = URLParts()
        guard !argument.isClosure else { return parts }
        parts.strings = argument.strings
        // Objective-C's `MyInfoURL`, read as a class by its capital: another file's string constant.
        if parts.strings.isEmpty, argument.roots.isEmpty, let name = argument.typeName, let constant = context.index.stringConstants[name] {
            parts.strings = [constant]
        }
        // A URL factory of the codebase called where the URL is handed over (`URLRequest(url: blockEndpointURL(domain: domain,
        // accountID: accountID))`): the URL it returns, its parameters placeholders.
        if parts.strings.isEmpty, let chain = Self.calledChain(ofCall: argument.text), let made = factoryURL(chain) {
            parts.strings = made
            return parts
        }
        // A model's property that says its path (`project.detailPath`, `var detailPath: String { "/api/projects/\(id)" }`).
        if parts.strings.isEmpty, let path = modelPath(argument) {
            parts.strings = path
            return parts
        }
        var walk = Walk(parts: parts, helpers: helpers, line: line)
        follow(argument.roots, argument.typeMembers, depth: 0, in: &walk)
        parts = walk.parts
        let parameters = walk.parameters
        // The type's own name for its resource (`"\(apiURL)/\(Self.name)/\(deviceId)"`), written in.
        parts.strings = parts.strings.map(writingTypeConstants)
        // A parameter only interpolated into a literal (`"/products/\(id)"`) is a placeholder, not a path.
        parts.pathParameters = parameters.filter { !Endpoint.isInterpolated($0, in: parts.strings) }
        parts.pathFromParameter = !parts.pathParameters.isEmpty
        parts.slots = parameters.filter { Endpoint.interpolates($0, in: parts.strings) }
        parts.takesPath = parts.pathFromParameter || parts.pathFromInitializer
        return parts
    }

    /// What following one URL gathers: its parts, and the member's parameters it reads (see `URLParts.pathParameters`).
    private struct Walk {
        var parts: URLParts
        var parameters: [String] = []
        /// How deep into the type's own helpers the URL is read (see `helperURL(_:helpers:)`).
        let helpers: Int
        /// The line the URL is handed over on, which decides what a local name bound more than once is.
        let line: Int
    }

    /// Adds what `typeMembers` and `roots` stand for to the parts, each name once, `depth` steps in.
    private func follow(_ roots: [String], _ typeMembers: [String], depth: Int, in walk: inout Walk) {
        guard depth < 3 else { return }
        for member in typeMembers where !walk.parts.followed.contains(member) {
            walk.parts.followed.append(member)
            followTypeConstant(member, depth: depth, in: &walk)
        }
        for root in roots where !walk.parts.followed.contains(root) {
            walk.parts.followed.append(root)
            followRoot(root, depth: depth, in: &walk)
        }
    }

    /// A constant kept on a type (`Client.hostpath + path`, `Constants.API.baseURL`): usually the base URL. Written
    /// where the URL interpolates it (`"\(Constants.ordersPath)/\(orderID)"`), a literal stands there.
    private func followTypeConstant(_ member: String, depth: Int, in walk: inout Walk) {
        guard let value = typeConstant(member) else { return }
        if value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, Endpoint.isInterpolated(member, in: walk.parts.strings) {
            walk.parts.strings = walk.parts.strings.map {
                Endpoint.replacingInterpolations(in: $0) { $0 == member ? value.strings[0] : nil }
            }
            return
        }
        walk.parts.strings.insert(contentsOf: value.strings, at: 0)
        follow(value.roots, value.typeMembers, depth: depth + 1, in: &walk)
    }

    /// A name the URL reads: a local of the member or a property of the type, whose value is followed in turn unless one
    /// of the steps below says what it is.
    private func followRoot(_ root: String, depth: Int, in walk: inout Walk) {
        // URL components whose path the member sets (`components.path = path`, after `URLComponents(string: base)` or
        // `[NSURLComponents componentsWithString:[self apiBaseUrl]]`): the path set, which replaces the base's.
        // Read in the components' place, at their depth: Objective-C's request is made from a URL made from them.
        if let path = componentsPath(root) {
            walk.parts.strings.insert(contentsOf: path.strings, at: 0)
            follow(path.roots, path.typeMembers, depth: depth, in: &walk)
            return
        }
        guard var value = context.member.local(root, at: walk.line).map(withAppends(to: root)) ?? propertyValue(root) else {
            followUnbound(root, into: &walk.parts)
            return
        }
        if Self.isNoPieceOfAPath(value) { return }
        // A name bound again from itself (`var request = request`, `guard let url = url`): its first binding, the
        // parameter's (`performRequest(request:)` shadowing its parameter), or else the property's value.
        if value.roots.contains(root),
           let shadowed = context.member.localBindings[root]?.first.map(\.value).flatMap({ $0 == value ? nil : $0 })
            ?? context.properties[root]?.initialValue {
            walk.parts.strings.insert(contentsOf: value.strings, at: 0)
            value = shadowed
        }
        if choosing(root, in: &value, parts: &walk.parts) { return }
        if followMaker(of: value, helpers: walk.helpers, into: &walk.parts) { return }
        if value.isParameter, context.member.locals[root] != nil, readsParameter(root, value, in: &walk) { return }
        if writesConstant(root, value, into: &walk.parts) { return }
        // A value written after text (`"/t/\(topicID)"`, after `let topicID = page.xPath("//*[@id='topic']")…`) is the
        // placeholder where it stands: what it is made of is no base of the URL.
        if Endpoint.isInterpolatedAfterText(root, in: walk.parts.strings) { return }
        walk.parts.strings.insert(contentsOf: value.strings, at: 0)
        follow(value.roots, value.typeMembers, depth: depth + 1, in: &walk)
    }

    /// A name that is no local and no property with a value: a stored property the initializer sets (its literals, and
    /// whether the object's maker says the path), or a file's string constant (`kBaseURL`, declared `extern` in a header;
    /// Swift's top-level `let`), written where the URL interpolates it (`"/api/oauth2/v2/campaigns/\(campaignID)/members"`),
    /// else the base URL.
    private func followUnbound(_ root: String, into parts: inout URLParts) {
        if let property = context.properties[root], property.isStored, let (value, readsLocation) = initializerValue(of: root) {
            parts.strings.insert(contentsOf: value.strings, at: 0)
            parts.pathFromInitializer = parts.pathFromInitializer || readsLocation
        } else if let constant = context.index.stringConstants[root] {
            if Endpoint.isInterpolated(root, in: parts.strings) {
                parts.strings = parts.strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == root ? constant : nil } }
            } else {
                parts.strings.insert(constant, at: 0)
            }
        }
    }

    /// A value handed beside the URL, whose literals are no piece of its path: parameters (`NSDictionary *params = @{@"query":
    /// query}`), a UI element (an alert whose text field the user types the address into: its literals are what it shows),
    /// or the method (`let method = "POST"`, handed as `createRequest(url: requestUrl, method: method)`).
    private static func isNoPieceOfAPath(_ value: LocalValue) -> Bool {
        if value.typeName.map(isDictionaryType) == true { return true }
        if value.typeName.map(TypeNames.isFrameworkUIType) == true { return true }
        return value.roots.isEmpty && !value.strings.isEmpty && value.strings.allSatisfy(NetworkingNames.isMethodLiteral)
    }

    /// A piece chosen by a decision (`let requestPath = isMonthly ? "setup-intent" : "payment-intent"`): one of its literals
    /// or the other, so the path says the name, not both; alternatives that differ only in their query
    /// (`"user/rewards?language=\(l)"` or `"user/rewards"`) say the one path. Whether that settles the name.
    private func choosing(_ root: String, in value: inout LocalValue, parts: inout URLParts) -> Bool {
        guard value.isDecision, value.strings.count > 1 else { return false }
        let alternatives = value.strings.compactMap { string in Endpoint.path(from: [string]).map { (string, $0) } }
        if Set(alternatives.map(\.1)).count > 1 {
            // Interpolated, it is a placeholder where it stands already.
            if !Endpoint.isInterpolated(root, in: parts.strings) { parts.strings.insert("{" + root + "}", at: 0) }
            return true
        }
        if let first = alternatives.first {
            value.strings = [first.0]
            if Endpoint.isInterpolated(root, in: parts.strings) {
                parts.strings = parts.strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == root ? first.0 : nil } }
                return true
            }
        }
        return false
    }

    /// A URL, a path or a request that the codebase makes for the value, whose literals are the factory's or helper's:
    /// whether one says it.
    private func followMaker(of value: LocalValue, helpers: Int, into parts: inout URLParts) -> Bool {
        // A URL the codebase's endpoint factory makes (`Endpoint.sitemaps(rootUrl: root).url`): the path it hands the
        // initializer, not the server's root URL the caller passes.
        if value.strings.isEmpty, let path = factoryPath(value) {
            parts.strings.insert(contentsOf: path, at: 0)
            return true
        }
        // A URL or request made from what a URL factory of the codebase returns (`var request = URLRequest(url:
        // blockEndpointURL(domain: domain, accountID: accountID))`, `let request = API.post(url: followEndpointURL(…))`):
        // the factory's URL.
        if value.strings.isEmpty, let argument = madeFrom(value), let chain = Self.calledChain(ofCall: argument.text),
           let made = factoryURL(chain) {
            parts.strings.insert(contentsOf: made, at: 0)
            return true
        }
        // A path or a URL a factory of the codebase returns, bound first (`let path = Paths.campaigns(siteID: siteID)`).
        if value.strings.isEmpty, !value.calledChain.isEmpty, let made = factoryURL(value.calledChain) {
            parts.strings.insert(contentsOf: made, at: 0)
            return true
        }
        // A request or URL one of the type's own methods makes (`let request = mutableRequest()`), or a codebase router's
        // (`NSURLRequest *request = [Router newUserInfoRequest];`).
        // A router's method handed arguments (`[Router newPartnerSearchRequest:query]`) counts when its own literals say
        // the path; a factory handed the URL (`ServerHelper.createJsonRequest(url: url, …)`) leaves it to the arguments.
        let fromRouter = value.calledChain.count == 2 && value.calledChain[0] != "self"
        if value.strings.isEmpty, value.roots.isEmpty || fromRouter, value.typeName.map(Self.isRequestOrURL) ?? true, !value.calledChain.isEmpty,
           let made = helperURL(value.calledChain, helpers: helpers), value.roots.isEmpty || !made.strings.isEmpty {
            parts.strings.insert(contentsOf: made.strings, at: 0)
            parts.pathFromInitializer = parts.pathFromInitializer || made.pathFromInitializer
            return true
        }
        return false
    }

    /// A parameter of the member that the URL reads: one typed as a type that says its endpoints case by case
    /// (`endpoint: Endpoint`) is the target the caller names (whether that settles it); one named like a URL, a path or a
    /// request, or typed a URL or a request (`sendJSONRequest:(NSMutableURLRequest *)req`), is a part the caller may
    /// supply. Others (`username`, `data`) are what the request carries, not where it goes, and so is a block's or a
    /// closure's parameter (`downloadURL`, the link a first request answered with).
    private func readsParameter(_ root: String, _ value: LocalValue, in walk: inout Walk) -> Bool {
        if walk.parts.targetParameter == nil, let type = value.typeName.map(TypeNames.base), context.index.contains(type),
           TargetRequests(context: context).answersByCase(type) {
            walk.parts.targetParameter = root
            walk.parts.targetType = type
            return true
        }
        if Self.namesALocation(root) || value.typeName.map(Self.isRequestOrURL) == true, !value.isBlockParameter {
            walk.parameters.append(root)
        }
        return false
    }

    /// A constant interpolated into the URL (`"https://\(server)/api"`, `let server = "social.example.com"`) is written in
    /// where it stands, and so is a local bound to one literal (`let path = "config"`); a stored `var` (`var productID =
    /// ""`) stays a placeholder. Whether it was written in.
    private func writesConstant(_ root: String, _ value: LocalValue, into parts: inout URLParts) -> Bool {
        let interpolated = "\\(" + root + ")"
        let isConstant = context.member.locals[root] == nil
            ? context.properties[root].map { $0.hasAttribute("let") || !$0.isStored } ?? false
            : !value.isParameter
        guard isConstant, value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, !value.strings[0].isEmpty,
              let at = parts.strings.firstIndex(where: { Endpoint.range(of: interpolated, in: $0[...]) != nil }) else { return false }
        parts.strings[at] = parts.strings[at].replacingOccurrences(of: interpolated, with: value.strings[0])
        return true
    }

    /// The value the type's initializer gives a stored property declared without one (`urlString = base + endpoint`), with
    /// whether it reads an initializer parameter named like a location, which the object's maker then supplies.
    private func initializerValue(of property: String) -> (value: ValueSummary, readsLocation: Bool)? {
        for decl in context.index.declarations[context.typeName] ?? [] {
            for initializer in decl.members where initializer.kind == .initializer {
                guard let assignment = initializer.events.first(where: {
                    $0.kind == .assignment && $0.operator == "=" && $0.unqualifiedPath.count == 1 && $0.name == property
                }), let value = assignment.arguments.first else { continue }
                let readsLocation = value.roots.contains { root in
                    initializer.locals[root]?.isParameter == true && Self.namesALocation(root)
                        && !Endpoint.isInterpolated(root, in: value.strings)
                }
                return (value, readsLocation)
            }
        }
        return nil
    }

    /// A local the member builds by appending to it (`var url = Endpoint.get`, then `url +=
    /// "/api/v0/product/\(barcode).json"`): its value, then what is appended, in order, when each append sits under the
    /// same conditions. Appends in different branches are alternatives the value alone cannot choose between; an append in
    /// a closure comes later, if ever.
    private func withAppends(to root: String) -> (LocalValue) -> LocalValue {
        { value in
            guard !value.isParameter else { return value }
            let appends = context.member.events.filter { event in
                event.kind == .assignment && event.operator == "+=" && event.closureDepth == 0 && event.path.count == 1
                    && event.path[0] == root && !event.arguments.isEmpty
            }
            guard let first = appends.first, appends.allSatisfy({ $0.conditions == first.conditions }) else { return value }
            var value = value
            for append in appends {
                let added = append.arguments[0]
                value.strings += added.strings
                value.roots += added.roots.filter { $0 != root }
                value.typeMembers += added.typeMembers
            }
            return value
        }
    }

    /// The value a member assigns to the path of the URL components a local holds (`components.path = "/v1/search"`).
    private func componentsPath(_ root: String) -> ValueSummary? {
        guard let local = context.member.locals[root], !local.isParameter,
              let type = local.typeName.map(TypeNames.base), type == "URLComponents" || type == "NSURLComponents" else { return nil }
        return context.member.events.last { event in
            event.kind == .assignment && event.path.count == 2 && event.path[0] == root && event.path[1] == "path"
        }?.arguments.first
    }

    /// `path`, `url`, `endpoint`, `urlString`, `resourcePath`, `request`: a name for where a request goes.
    static func namesALocation(_ name: String) -> Bool { NameWords.location.occur(in: name.utf8) }

    /// `NSDictionary`, `NSMutableDictionary<…>`, `[String: Any]`, `Dictionary<String, Any>`.
    static func isDictionaryType(_ type: String) -> Bool {
        let base = TypeNames.base(type)
        if base == "NSDictionary" || base == "NSMutableDictionary" || base == "Dictionary" { return true }
        return type.hasPrefix("[") && type.hasSuffix("]") && type.utf8.contains(UInt8(ascii: ":"))
    }
}
