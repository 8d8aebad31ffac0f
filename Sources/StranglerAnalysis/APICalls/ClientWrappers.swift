import StranglerSources

/// The codebase's own clients and helpers (`api.get(path: "/me")`, `ServerHelper.send(request)`): what a member sends (see
/// `Capabilities.requests`), completed with what each call hands it, its path, its method and the case it chooses.
struct ClientWrappers {
    let context: EventContext

    private var urls: URLFollower { URLFollower(context: context) }
    private var methods: HTTPMethodReader { HTTPMethodReader(context: context) }

    /// The requests a codebase type's member makes, looking through a protocol to its conformers.
    /// Of a name's overloads (`fetch(owner:repo:number:completion:)`, `fetch(ids:completion:)`), the ones whose labels
    /// the call's labels follow, or all of them when none does; none when the overload the labels follow sends nothing
    /// (`submit(item: item)` does not send the upload its namesake `submit()` does).
    func templates(type: String, call: Event) -> [RequestTemplate]? {
        for candidate in [type] + context.index.inheritors(of: type, running: call.name) {
            guard let templates = context.capabilities.requests[candidate]?[call.name], !templates.isEmpty else { continue }
            let labels = call.arguments.filter { !($0.isClosure && $0.label == nil) }.map { $0.label ?? "_" }
            // An Objective-C member is named by its selector, which the message sent spells out whole; an initializer by
            // the name Swift imports it as (`initWithItemId:` is `init(itemId:)`), which `[[X alloc] initWithItemId:…]` has.
            func fits(_ member: String) -> Bool {
                if member.utf8.contains(UInt8(ascii: "(")) { return Self.labels(labels, fit: member) }
                if call.name == "init" { return ObjCSelectors.swiftInitializerName(member).map { Self.labels(labels, fit: $0) } ?? false }
                return member == Self.selector(of: call)
            }
            let matching = templates.filter { $0.sender.map(fits) ?? false }
            if !matching.isEmpty {
                // Of the overloads the labels fit, the one they name whole: `save(params:)` is no `save(params:path:method:)`
                // whose other parameters have defaults, when the type declares both.
                let whole = matching.filter { $0.sender.map { CalledMemberName.parameterCount($0) == call.arguments.count } ?? false }
                return Self.chosen(whole.isEmpty ? matching : whole, by: call)
            }
            let declared = context.index.members(of: candidate).filter {
                call.name == "init" ? $0.kind == .initializer : $0.baseName == call.name && $0.kind == .method
            }
            let senders = Set(templates.compactMap(\.sender))
            return declared.contains { !senders.contains($0.name) && fits($0.name) } ? [] : Self.chosen(templates, by: call)
        }
        return nil
    }

    /// What a helper sends for a caller through `call` (each of its templates, with the request it became through the call):
    /// when the caller hands over the request the helper sends, that request only. A helper that signs in for a token before
    /// sending the request it is given (`callSecureUrl(request:)`) signs in on its own business, not as each caller's API
    /// call. A caller that hands over nothing of the kind (`addFromId(id)`), or hands on what it was given, keeps them all.
    func handedOver(_ sent: [(template: RequestTemplate, request: RequestTemplate)], through call: Event) -> [RequestTemplate] {
        func takesCallers(_ template: RequestTemplate) -> Bool { template.takesPath || template.awaitsTarget }
        guard sent.contains(where: { takesCallers($0.template) }),
              sent.contains(where: { !takesCallers($0.template) }),
              handsOverARequest(call) || sent.contains(where: {
                  takesCallers($0.template) && !takesCallers($0.request) && Endpoint.path(from: $0.request.strings) != nil
              })
        else { return sent.map(\.request) }
        return sent.filter { takesCallers($0.template) }.map(\.request)
    }

    /// What a helper's `templates` become, sent by this member through `call` (see `handedOver(_:through:)`).
    func requests(_ templates: [RequestTemplate], sentThrough call: Event) -> [RequestTemplate] {
        handedOver(Self.chosen(templates, by: call).map { ($0, request($0, through: call, via: $0.via)) }, through: call)
    }

    /// The templates a call sends: not those sent under a case of a parameter the call names another case for
    /// (`withMethodType:Post` sends what `case Post:` sends, not `case Get:`'s).
    static func chosen(_ templates: [RequestTemplate], by call: Event) -> [RequestTemplate] {
        guard templates.contains(where: { $0.choice != nil }) else { return templates }
        // The case the call names for each chooser, read once: a store's `onAction(_:)` sends one template per case, all
        // chosen by its one parameter.
        var named: [HandedParameter: String?] = [:]
        return templates.filter { template in
            guard let choice = template.choice, let chooser = template.chooser else { return true }
            let name: String?
            if let known = named[chooser] {
                name = known
            } else {
                name = chooser.argument(in: call).flatMap { RequestTemplate.caseName($0.text) }
                named[chooser] = name
            }
            return name.map { $0 == choice.value } ?? true
        }
    }

    /// The selector an Objective-C message sends (`processPayment:forDonationViewController:`), from the Swift name and
    /// labels the front end gave it.
    static func selector(of call: Event) -> String {
        guard !call.arguments.isEmpty else { return call.name }
        return call.name + ":" + call.arguments.dropFirst().map { ($0.label ?? "") + ":" }.joined()
    }


    /// Whether a call's labels appear, in order, among a member's parameter labels (parameters with defaults may be left out).
    static func labels(_ labels: [String], fit member: String) -> Bool {
        CalledMemberName.parameterPlaces(of: labels, in: member) != nil
    }

    /// The template's slots filled with what `call` hands for them, in `strings` (the template's, with the caller's): a
    /// literal (`get(endpoint: "me")`, `"users/\(id)"`) or a constant (a local, a property or a file's, a type's:
    /// `Self.name`, the API's own name for itself) is written in; a parameter of this member's own is this member's slot,
    /// under its name. Anything else (a variable) leaves the helper's placeholder.
    private func filling(_ template: RequestTemplate, through call: Event, in strings: inout [String]) -> [RequestTemplate.Slot] {
        guard !template.slots.isEmpty, let sender = template.sender else { return [] }
        var result: [RequestTemplate.Slot] = []
        for slot in template.slots {
            guard let argument = HandedParameter(member: sender, position: slot.parameter).argument(in: call), !argument.isClosure,
                  Endpoint.interpolates(slot.name, in: strings) else { continue }
            let piece: String
            if let literal = Self.literal(argument) {
                piece = literal
            } else if TypeNames.isNameChain(argument.text[...]), let local = context.member.local(argument.text, at: call.line), local.isParameter {
                guard let position = local.parameterPosition else { continue }
                result.append(RequestTemplate.Slot(name: argument.text, parameter: position))
                piece = "\\(" + argument.text + ")"
            } else if TypeNames.isNameChain(argument.text[...]), let constant = urls.constant(named: argument.text, at: call.line) {
                piece = constant
            } else {
                continue
            }
            let written = urls.writingTypeConstants(in: piece)
            strings = strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == slot.name ? written : nil } }
        }
        return result
    }

    /// The one literal an argument is, as written (`"me"`, `@"users"`, `"users/\(id)"`).
    private static func literal(_ argument: ValueSummary) -> String? {
        guard argument.strings.count == 1, let first = argument.text.utf8.first,
              first == UInt8(ascii: "\"") || first == UInt8(ascii: "@") && argument.text.utf8.dropFirst().first == UInt8(ascii: "\""),
              argument.text.utf8.last == UInt8(ascii: "\"") else { return nil }
        return argument.strings[0]
    }

    /// The same request as `template`, sent by this member through `call`, which may complete its URL and method.
    func request(_ template: RequestTemplate, through call: Event, via: String) -> RequestTemplate {
        if template.awaitsTarget { return TargetRequests(context: context).target(awaitedBy: template, through: call, via: via) }
        // The literals of a case the caller makes (`.notifications(types: ["mention"], expand: "full")`) are what the
        // request carries, not where it goes.
        // The path an object's maker gives (`NetworkCall(endpoint:)`) comes through an initializer only: what another call
        // hands it (`callMethod:@"Player.GetPlayers"`, a JSON-RPC procedure) is no piece of the URL.
        let handed = handedLocationIndex(of: template, in: call) ?? locationArgumentIndex(of: call)
        let throughMaker = !template.pathFromMaker || call.name == "init"
        let position = throughMaker ? handed : nil
        let argument = position.map { call.arguments[$0] }
        let url = handedURL(call, at: position)
        var result = template.through(callerStrings: url.strings, via: via)
        // Handed a block's or a closure's parameter (`downloadURL`, the link a first request answered with), the path is
        // no caller's to give: it stays unknown.
        if template.takesPath, url.strings.isEmpty, let argument, !argument.roots.isEmpty, argument.roots.allSatisfy({ context.member.local($0, at: call.line)?.isBlockParameter ?? false }) {
            result.takesPath = false
        }
        result.pathParameter = result.takesPath ? url.pathParameter(in: context.member) : nil
        result.slots = filling(template, through: call, in: &result.strings)
        if template.takesPath, !url.strings.isEmpty { result.slots += url.templateSlots(in: context.member) }
        // Handed something by another call, a URL built on what the maker gave is the path it writes itself
        // (`serverURL.appendingPathComponent("api/upload_sets/\(set)/files")`), if any: the call's argument is not its maker's.
        // A call that hands it nothing (`call.fire()`) leaves it waiting for the maker.
        if !throughMaker, handed != nil { result.takesPath = false }
        result.choice = template.choice.flatMap { choice in
            // A parameter of this member handed on chooses for this member's callers.
            guard let argument = template.chooser?.argument(in: call),
                  let local = context.member.local(argument.text, at: call.line), local.isParameter, let position = local.parameterPosition
            else { return nil }
            return RequestTemplate.Choice(parameter: position, value: choice.value)
        }
        // A call that hands the helper nothing its path could come from (`tokenHelper.acquireToken()`) leaves the path
        // unknown: it is not this member's caller's to give. Unless the object's maker gives it.
        if position == nil, !template.pathFromMaker { result.takesPath = false }
        if let method = callerMethod(call, url: url, template: template, argument: argument) { result.method = method }
        return result
    }

    /// The URL a call hands a helper at `position`, with the arguments after it named like a location, in order: a helper
    /// may be handed the base URL and the path apart (`doPost(baseURL: url, path: "/rest/items/\(name)")`).
    private func handedURL(_ call: Event, at position: Int?) -> URLParts {
        guard let position else { return URLParts() }
        var url = urls.urlParts(call.arguments[position], at: call.line)
        for other in call.arguments[(position + 1)...] where !other.isClosure && other.label.map(URLFollower.namesALocation) == true {
            let more = urls.urlParts(other, at: call.line)
            url.strings += more.strings
            url.followed += more.followed
        }
        return url
    }

    /// The method a caller gives the helper's request: its `method: .post` (`request("image", method: .post)`), or an
    /// `httpMethod` assignment made to the request it hands over; else, for a request made by the codebase's factory, the
    /// method that factory sets.
    private func callerMethod(_ call: Event, url: URLParts, template: RequestTemplate, argument: ValueSummary?) -> String? {
        if let method = methods.explicitMethod(call, followed: url.followed),
           !url.followed.isEmpty || HTTPMethodReader.methodArgument(of: call) != nil {
            return method
        }
        guard template.takesPath, let argument, let local = methods.madeByHelper(argument, line: call.line) else { return nil }
        return methods.factoryMethod(local.calledChain, line: call.line)
    }

    /// Where a call hands the sender's parameter its URL is read from (see `RequestTemplate.pathParameter`).
    private func handedLocationIndex(of template: RequestTemplate, in call: Event) -> Int? {
        guard let position = template.pathParameter, let sender = template.sender,
              let argument = HandedParameter(member: sender, position: position).argument(in: call) else { return nil }
        return call.arguments.firstIndex(of: argument)
    }

    /// The argument a call hands a helper its URL or request in: the one labelled like a location
    /// (`addToQueue(episodeId: id, downloadUrl: url)`), else the first that reads something and makes no case.
    private func locationArgument(of call: Event) -> ValueSummary? {
        locationArgumentIndex(of: call).map { call.arguments[$0] }
    }

    /// The position of `locationArgument(of:)` among the call's arguments.
    private func locationArgumentIndex(of call: Event) -> Int? {
        func reads(_ argument: ValueSummary) -> Bool {
            !argument.isClosure && (!argument.strings.isEmpty || !argument.roots.isEmpty) && !Self.isDictionaryLiteral(argument.text)
                && !isDictionary(argument, line: call.line) && !namesACase(argument, line: call.line)
        }
        // The labels first: reading whether an argument makes a case looks the case up.
        return call.arguments.firstIndex { ($0.label.map(URLFollower.namesALocation) ?? false) && reads($0) }
            ?? call.arguments.firstIndex(where: reads)
    }

    /// `@{@"user_id": userId}`, `["user_id": userId]`: parameters, whose keys and values are no piece of a URL.
    static func isDictionaryLiteral(_ text: String) -> Bool {
        // Not an array with a ternary in it (`[isLive ? "live" : "vod", id]`).
        text.hasPrefix("@{") || text.hasPrefix("[") && text.hasSuffix("]") && Endpoint.range(of: ": ", in: text[...]) != nil
            && Endpoint.range(of: " : ", in: text[...]) == nil
    }

    /// A dictionary held in a local (`NSDictionary *params = @{@"title": self.title}`, `let params = ["title": title]`), handed
    /// on as a literal one is: parameters, not a location (`POST /title` is no endpoint).
    private func isDictionary(_ argument: ValueSummary, line: Int) -> Bool {
        guard argument.roots.count == 1, argument.text == argument.roots[0],
              let type = argument.typeName ?? context.member.local(argument.text, at: line)?.typeName
        else { return false }
        return URLFollower.isDictionaryType(type)
    }

    /// Whether a call hands the helper a request or URL this member made: literals, or locals that are no parameters
    /// (`guard let request = ServerHelper.createJsonRequest(…)`), not a parameter handed on or a property.
    private func handsOverARequest(_ call: Event) -> Bool {
        guard let argument = locationArgument(of: call) else { return false }
        if !argument.strings.isEmpty { return true }
        // A local the member made, not a parameter nor an element of a sequence it walks (`for episode in failedList`).
        return argument.roots.allSatisfy { root in
            context.member.local(root, at: call.line).map { !$0.isParameter && $0.chain.last != LocalValue.elementMarker } ?? false
        }
    }

    /// Whether an argument makes a case of an enum: `.user(name: login)`, or one of the codebase's (`Accounts.account(id: id)`).
    private func namesACase(_ argument: ValueSummary, line: Int) -> Bool {
        guard argument.text.first == "." || argument.text.first?.isUppercase == true,
              let named = TargetRequests(context: context).targetCase(argument, line: line), named.name != "init" else { return false }
        // `URLRequest(url: url)` names no case.
        guard let target = named.target else { return argument.text.first == "." }
        return context.index.declaresCase(named.name, of: target)
    }
}

extension ClientWrappers: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let client = APIClient()
                func loadProfile() {
                    ↓client.get(path: "/me") { _ in }  // → GET /me APIClient.get
                }
                func save(_ settings: Data) {
                    ↓client.post(path: "/me/settings", body: settings)  // → POST /me/settings APIClient.post
                }
                """, beside: apiClient),
        ],
        nonTriggering: [
            APICallExample("""
                let client = APIClient()
                func cachedName() -> String? {
                    client.cachedProfile().flatMap { String(data: $0, encoding: .utf8) }
                }
                """, beside: apiClient),
        ]
    )

    private static let apiClient = """
        import Foundation
        final class APIClient {
            private let baseURL = "https://api.example.com"
            func get(path: String, completion: @escaping (Data?) -> Void) {
                URLSession.shared.dataTask(with: URL(string: baseURL + path)!) { data, _, _ in completion(data) }.resume()
            }
            func post(path: String, body: Data) {
                var request = URLRequest(url: URL(string: baseURL + path)!)
                request.httpMethod = "POST"
                request.httpBody = body
                URLSession.shared.dataTask(with: request).resume()
            }
            func cachedProfile() -> Data? { UserDefaults.standard.data(forKey: "profile") }
        }
        """
}
