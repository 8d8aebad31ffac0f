/// The networking frameworks' calls that send a request, and the types of a request.
enum NetworkingNames {
    /// The networking frameworks' types.
    static let frameworkTypes: NameSet = [
        "URLSession", "NSURLSession", "URLSessionDataTask", "URLSessionTask", "URLSessionWebSocketTask",
        "NSURLConnection", "AF", "Alamofire", "AFHTTPSessionManager", "AFURLSessionManager", "MoyaProvider",
        "ApolloClient", "URLRequest", "NSURLRequest", "NSMutableURLRequest",
        // Alamofire's sessions, by their qualified names only (see `TypeNames.keptQualifiers`).
        "Alamofire.Session", "Alamofire.SessionManager",
        // AFNetworking 1 and 2, still in Objective-C apps: the client, the manager and the request operations.
        "AFHTTPClient", "AFHTTPRequestOperationManager", "AFHTTPRequestOperation", "AFJSONRequestOperation",
        "AFURLConnectionOperation", "AFImageRequestOperation", "AFXMLRequestOperation", "AFPropertyListRequestOperation",
    ]

    /// How the names of API clients end.
    static let clientSuffixes = ["Client", "API", "Api", "Service", "Repository", "Provider", "Networking", "Remote"]

    /// Calls that send a request, by receiver type.
    static let requestNames: [String: Set<String>] = [
        "URLSession": ["dataTask", "data", "upload", "uploadTask", "download", "downloadTask", "bytes", "dataTaskPublisher", "webSocketTask"],
        "NSURLSession": ["dataTask", "uploadTask", "downloadTask"],
        "AF": ["request", "upload", "download", "streamRequest"],
        "Alamofire": ["request", "upload", "download"],
        "Alamofire.Session": ["request", "upload", "download", "streamRequest", "websocketRequest"],
        "Alamofire.SessionManager": ["request", "upload", "download"],
        "NSURLConnection": ["sendAsynchronousRequest", "sendSynchronousRequest"],
        "MoyaProvider": ["request"],
        // AFNetworking 3 and 4: the HTTP manager's verbs, and the session manager's tasks for a request it is given
        // (`[self.sessionMgr dataTaskWithRequest:request uploadProgress:… downloadProgress:… completionHandler:…]`).
        "AFHTTPSessionManager": ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "dataTask", "uploadTask", "downloadTask"],
        "AFURLSessionManager": ["dataTask", "uploadTask", "downloadTask"],
        "AFHTTPRequestOperationManager": ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "HTTPRequestOperationWithRequest"],
        "AFHTTPClient": ["getPath", "postPath", "putPath", "deletePath", "patchPath", "HTTPRequestOperationWithRequest"],
        // AFNetworking's operations, each made for the request it sends (`[[AFHTTPRequestOperation alloc] initWithRequest:r]`
        // is `init(request:)`).
        "AFHTTPRequestOperation": ["init"],
        "AFJSONRequestOperation": ["JSONRequestOperationWithRequest", "init"],
        "AFXMLRequestOperation": ["XMLParserRequestOperationWithRequest", "init"],
        "AFPropertyListRequestOperation": ["propertyListRequestOperationWithRequest", "init"],
    ]

    /// The types of a request a call may be given.
    static let requestTypes: Set<String> = ["URLRequest", "NSURLRequest", "NSMutableURLRequest"]

    /// Words of networking in type names and calls: `URLSessionTaskDelegate`, `AnyAPIFetcher`, `UploadMessageRequest`.
    static let networkingWords = ["URL", "Url", "Request", "Session", "Socket", "HTTP", "Http", "API", "Api", "Endpoint", "Network", "GraphQL"]

    /// Apple's sessions that are no network's: drag and drop, scenes, audio, capture, AR, the watch link.
    static let otherSessions = ["UIDropSession", "UIDragSession", "UISceneSession", "AVAudioSession", "AVCaptureSession", "ARSession", "WCSession"]

    /// The HTTP methods, as the protocol spells them.
    static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    /// A literal that is an HTTP method (`makeURLRequest(url: url, httpMethod: "POST")`): it says the method, and is no
    /// piece of the path.
    static func isMethodLiteral(_ string: String) -> Bool { string.utf8.count <= 7 && methods.contains(string) }
}
