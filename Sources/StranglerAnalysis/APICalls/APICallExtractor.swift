import StranglerSources

/// Turns a networking call into API calls: the HTTP method and the endpoint path, when the code shows them.
///
/// Each family of clients is read by its own type (see `APICallFamilies.all`); `URLFollower` follows a URL to the literals
/// it is built from, and `HTTPMethodReader` reads the method. Interpolations become placeholders: `"…/products/\(productId)"`
/// → `/products/{productId}`.
struct APICallExtractor {
    let context: EventContext

    /// The API calls an event makes, as the screen sees them.
    func apiCalls(for event: Event) -> [APICall] {
        guard event.kind == .call else { return [] }
        if let template = primitiveRequest(event) {
            return [template.call(member: context.member.name, line: event.line)]
        }
        if let dispatched = dispatchedRequests(event) {
            return dispatched.templates.map { $0.call(member: context.member.name, line: event.line) }
        }
        if let backend = BackendSDKRequests(context: context).calls(for: event) { return backend }
        // Another module's call that answers with the server's HTTP response, whose endpoint the tree does not show.
        if let via = APIClients.requestWithAResponseBlock(event, on: context.receiverType(event), context) {
            return [RequestTemplate(method: nil, strings: [], takesPath: false, via: via).call(member: context.member.name, line: event.line)]
        }
        // Making a client (`MoyaProvider<GitHubAPI>()`, `APIClient()`) sends nothing; making a request object that sends
        // itself (`BuyItemCall(key: key)`) does.
        // Most calls made are initializers of types that send nothing as they are made: one lookup answers for `Type(…)`.
        if event.name == "init", event.path.count == 2, context.capabilities.requests[event.path[0]]?["init"] == nil { return [] }
        guard let type = context.receiverType(event) ?? event.typeRoot,
              event.name == "init" ? APIClients.sendsOnInit(type, context)
                : APIClients.isClient(type, context)
                    || context.isAnalysedProjectType(type) && APIClients.sendsWithoutBeingAClient(event, on: type, context)
        else { return [] }
        return clientCalls(event, on: type)
    }

    /// What a call on a client sends: a GraphQL operation, what the codebase's client sends for the call (with the request
    /// object it is handed), the request object alone, or, on another module's client, a call whose path is unknown.
    private func clientCalls(_ event: Event, on type: String) -> [APICall] {
        let via = ProjectIndex.symbol(of: event.name, on: type)
        if let operation = OperationRequests(context: context).graphQLOperation(in: event, on: type) {
            return [operation.call(member: context.member.name, line: event.line)]
        }
        let requestObject = self.requestObject(in: event, via: via)
        if let templates = wrapperTemplates(type: type, call: event) {
            return wrapperCalls(templates, through: event, on: type, via: via, requestObject: requestObject)
        }
        if let requestObject { return [requestObject.call(member: context.member.name, line: event.line)] }
        if context.index.contains(type), !context.index.isProtocol(type) { return [] }
        let method = HTTPMethodReader.methodFromName(event.name)
        return [APICall(method: method, path: nil, member: context.member.name, line: event.line, via: via)]
    }

    /// What the codebase's client sends for a call, each of its `templates` completed by the call, with the procedure the
    /// call names when the client is a remote procedure's.
    private func wrapperCalls(
        _ templates: [RequestTemplate], through event: Event, on type: String, via: String, requestObject: RequestTemplate?
    ) -> [APICall] {
        let wrappers = ClientWrappers(context: context)
        let sent = templates.map { template in
            // A client that takes its path from the caller, or builds it where the pass cannot read it
            // (`request.request(for: self)`), takes it from the request object, when there is one.
            if let requestObject, template.takesPath || Endpoint.path(from: template.strings) == nil {
                return (template, requestObject)
            }
            return (template, wrappers.request(template, through: event, via: via))
        }
        let procedure = OperationRequests(context: context).remoteProcedure(in: event, on: type)
        return wrappers.handedOver(sent, through: event).map { template in
            var template = template
            if let procedure { template.operation = procedure }
            return template.call(member: context.member.name, line: event.line)
        }
    }

    // What the capabilities pass and the networking detector ask of one family or another, as they ask it of the extractor.

    /// A request sent through a networking framework (see `FrameworkRequests`).
    func primitiveRequest(_ event: Event) -> RequestTemplate? { FrameworkRequests(context: context).request(event) }

    /// A request object of the codebase handed to a client (see `RequestObjects`).
    func requestObject(in event: Event, via: String) -> RequestTemplate? {
        RequestObjects(context: context).requestObject(in: event, via: via)
    }

    /// What a member of a client sends as GraphQL (see `OperationRequests`).
    func graphQLTemplate(_ event: Event) -> RequestTemplate? { OperationRequests(context: context).graphQLTemplate(event) }

    /// The requests a codebase type's member makes (see `ClientWrappers`).
    func wrapperTemplates(type: String, call: Event) -> [RequestTemplate]? {
        ClientWrappers(context: context).templates(type: type, call: call)
    }

    /// What a helper's `templates` become, sent by this member through `call` (see `ClientWrappers`).
    func requests(_ templates: [RequestTemplate], sentThrough call: Event) -> [RequestTemplate] {
        ClientWrappers(context: context).requests(templates, sentThrough: call)
    }

    /// What a dispatched action's handlers send (see `DispatchedActions`).
    func dispatchedRequests(_ event: Event) -> (symbol: String, templates: [RequestTemplate])? {
        DispatchedActions(context: context).requests(event)
    }

    /// How many parameters a member's name (`save(params:path:)`) or selector (`saveWithParams:path:`) has.
}
