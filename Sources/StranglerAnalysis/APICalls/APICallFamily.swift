/// A family of clients whose calls `APICallExtractor` turns into API calls (URLSession, a Moya target, a backend SDK, …),
/// with the examples that show it.
///
/// A family's examples are tests: each is run through the whole analysis as the body of a view controller, and a
/// triggering one must report API calls exactly at the lines `↓` marks, a non-triggering one none.
protocol APICallFamily {
    static var examples: APICallExamples { get }
}

/// The examples a family of clients carries (see `APICallFamily`).
struct APICallExamples: Sendable {
    var triggering: [APICallExample]
    var nonTriggering: [APICallExample]
}

/// A view controller's body, with the declarations it uses beside it (written at the top of the file, imports included).
/// `↓` marks each line where an API call must be reported; `// → GET /path` at the end of a marked line says the method
/// and path the call there must show (`?` for what stays unknown).
struct APICallExample: Sendable {
    var body: String
    var beside: String

    init(_ body: String, beside: String = "") {
        self.body = body
        self.beside = beside
    }
}

/// Every family of clients, in the order `APICallExtractor.apiCalls(for:)` asks them.
enum APICallFamilies {
    static var all: [any APICallFamily.Type] {
        [
            FrameworkRequests.self, TargetRequests.self, DispatchedActions.self, BackendSDKRequests.self, OperationRequests.self,
            RequestObjects.self, ClientWrappers.self,
        ]
    }
}
