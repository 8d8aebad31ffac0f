import StranglerSources

/// Requests that say an operation rather than a path: a GraphQL operation handed to a client, or the procedure a call to a
/// JSON-RPC client names. The operation is shown after the call that sends it (`Client.query(RepositoryInfoQuery)`).
struct OperationRequests {
    let context: EventContext

    /// A GraphQL operation handed to a client (`client.query(RepositoryInfoQuery(owner: …))`, `apollo.perform(mutation:
    /// AddReactionMutation(…))`): its kind (`QUERY`, `MUTATION`, `SUBSCRIPTION`) and its type. An operation is a type
    /// that Apollo's code generator made conform to `GraphQLQuery` (or `…Mutation`, `…Subscription`), or a `…Query`
    /// handed to Apollo's client when the generated code is not in the tree.
    func graphQLOperation(in event: Event, on client: String) -> RequestTemplate? {
        for argument in event.arguments where !argument.isClosure {
            guard let type = argument.typeName.map(TypeNames.base) else { continue }
            for (suffix, kind) in Self.graphQLKinds where type.hasSuffix(suffix) {
                let generated = (context.index.declarations[type] ?? []).contains { $0.inherited.contains("GraphQL" + suffix) }
                if generated || client.hasPrefix("Apollo") {
                    return RequestTemplate(method: kind, strings: [], takesPath: false, via: client + "." + event.name, operation: type)
                }
            }
        }
        return nil
    }

    /// The procedure a call to a JSON-RPC client names as a literal (`callMethod:@"Player.GetPlayers"`, see
    /// `Capabilities.remoteProcedures`).
    func remoteProcedure(in event: Event, on client: String) -> String? {
        guard let handed = context.capabilities.remoteProcedures[client]?[event.name] else { return nil }
        for parameter in handed {
            guard let argument = parameter.argument(in: event) else { continue }
            return literal(argument, at: event)
        }
        return nil
    }

    /// The one literal an argument is: written there, or the last one assigned before the call to the local it reads
    /// (`case HOME: action = @"Input.Home"; [rpc callMethod:action withParameters:@{}];`), else the local's
    /// own. An assignment under a branch the call is not under (one of `if … else` assignments, the call after them) may
    /// not be the one the call sees: no literal.
    private func literal(_ argument: ValueSummary, at call: Event) -> String? {
        func only(_ strings: [String], _ roots: [String]) -> String? { roots.isEmpty && strings.count == 1 ? strings[0] : nil }
        if argument.roots.isEmpty { return argument.hasInterpolation ? nil : only(argument.strings, []) }
        guard argument.roots.count == 1, let name = argument.roots.first, argument.text == name,
              let local = context.member.local(name, at: call.line), !local.isParameter else { return nil }
        let assigned = context.member.events.last { event in
            event.kind == .assignment && event.line <= call.line && event.operator == "=" && event.path == [name]
        }
        guard let assigned, let value = assigned.arguments.first else { return only(local.strings, local.roots) }
        guard call.conditions.starts(with: assigned.conditions), !value.hasInterpolation else { return nil }
        return only(value.strings, value.roots)
    }

    /// What a member of a client sends as GraphQL (`client.query(FetchRepositoryBranchesQuery(…))`), for the capabilities
    /// pass, which records it before it knows which codebase types are clients.
    func graphQLTemplate(_ event: Event) -> RequestTemplate? {
        // The arguments first: resolving the receiver's type costs more, and few calls hand over an operation.
        guard event.kind == .call, event.arguments.contains(where: Self.mayBeAnOperation),
              let type = context.receiverType(event) ?? event.typeRoot else { return nil }
        return graphQLOperation(in: event, on: type)
    }

    /// An argument whose type is named like a GraphQL operation (`…Query`, `…Mutation`, `…Subscription`).
    private static func mayBeAnOperation(_ argument: ValueSummary) -> Bool {
        guard let written = argument.typeName, !argument.isClosure else { return false }
        let type = TypeNames.base(written)
        return graphQLKinds.contains { type.hasSuffix($0.0) }
    }

    private static let graphQLKinds = [("Query", "QUERY"), ("Mutation", "MUTATION"), ("Subscription", "SUBSCRIPTION")]
}

extension OperationRequests: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let apollo: ApolloClient
                func load() {
                    ↓apollo.fetch(query: RepositoryQuery(owner: "octocat")) { _ in }  // → QUERY ? ApolloClient.fetch(RepositoryQuery)
                }
                """, beside: repositoryQuery),
            APICallExample("""
                let node = RPCClient()
                func refresh() {
                    ↓node.call(method: "eth_blockNumber", params: [])  // → POST /rpc RPCClient.call(eth_blockNumber)
                }
                """, beside: """
                import Foundation
                final class RPCClient {
                    func call(method: String, params: [Any]) {
                        let body: [String: Any] = ["jsonrpc": "2.0", "id": 1, "method": method, "params": params]
                        var request = URLRequest(url: URL(string: "https://node.example.com/rpc")!)
                        request.httpMethod = "POST"
                        request.httpBody = try? JSONSerialization.data(withJSONObject: body)
                        URLSession.shared.dataTask(with: request).resume()
                    }
                }
                """),
        ],
        nonTriggering: [
            APICallExample("""
                func makeQuery() -> RepositoryQuery { RepositoryQuery(owner: "octocat") }
                """, beside: repositoryQuery),
        ]
    )

    private static let repositoryQuery = """
        import Apollo
        final class RepositoryQuery: GraphQLQuery {
            init(owner: String) {}
        }
        """
}
