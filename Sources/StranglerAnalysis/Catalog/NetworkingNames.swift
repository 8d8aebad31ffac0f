/// The networking frameworks' calls that send a request, and the types of a request.
enum NetworkingNames {
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
}
