/// The declarations a protocol needs so that a framework type conforms to it unchanged, by the member a call
/// site uses. `break-dependency` extracts protocols with exactly the members used; for a framework type there is
/// no source to read them from, so this catalog holds them, written as Apple's SDK declares them (checked to
/// conform on Linux's Foundation too).
public enum FrameworkSignatures {
    /// What a protocol must declare for one used member.
    public struct Entry: Sendable, Hashable {
        /// The requirements, as declarations without bodies (an overloaded member the call site does not tell apart has both).
        public var requirements: [String]
        /// Protocol-extension methods for a call that leans on a default argument (`data(from:)` for `data(from:delegate:)`).
        public var conveniences: [String]
    }

    /// The entry for a member of a framework type, by the name a call site uses (`dataTask(with:completionHandler:)`).
    public static func entry(type: String, member: String) -> Entry? { catalog[type]?[member] }

    /// The member names the catalog knows for a type, so trailing closures can be named.
    public static func memberNames(of type: String) -> [String] { catalog[type].map { Array($0.keys) } ?? [] }

    public static func knows(_ type: String) -> Bool { catalog[type] != nil }

    private static let dataTaskHandler = "completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void"

    private static let catalog: [String: [String: Entry]] = [
        "URLSession": [
            "dataTask(with:completionHandler:)": Entry(requirements: [
                "func dataTask(with url: URL, \(dataTaskHandler)) -> URLSessionDataTask",
                "func dataTask(with request: URLRequest, \(dataTaskHandler)) -> URLSessionDataTask",
            ], conveniences: []),
            "data(from:)": Entry(
                requirements: ["func data(from url: URL, delegate: (any URLSessionTaskDelegate)?) async throws -> (Data, URLResponse)"],
                conveniences: ["func data(from url: URL) async throws -> (Data, URLResponse) { try await data(from: url, delegate: nil) }"]
            ),
            "data(for:)": Entry(
                requirements: ["func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws -> (Data, URLResponse)"],
                conveniences: ["func data(for request: URLRequest) async throws -> (Data, URLResponse) { try await data(for: request, delegate: nil) }"]
            ),
        ],
        "UserDefaults": [
            "bool(forKey:)": single("func bool(forKey defaultName: String) -> Bool"),
            "integer(forKey:)": single("func integer(forKey defaultName: String) -> Int"),
            "double(forKey:)": single("func double(forKey defaultName: String) -> Double"),
            "string(forKey:)": single("func string(forKey defaultName: String) -> String?"),
            "data(forKey:)": single("func data(forKey defaultName: String) -> Data?"),
            "object(forKey:)": single("func object(forKey defaultName: String) -> Any?"),
            "array(forKey:)": single("func array(forKey defaultName: String) -> [Any]?"),
            "stringArray(forKey:)": single("func stringArray(forKey defaultName: String) -> [String]?"),
            "dictionary(forKey:)": single("func dictionary(forKey defaultName: String) -> [String: Any]?"),
            "set(_:forKey:)": single("func set(_ value: Any?, forKey defaultName: String)"),
            "removeObject(forKey:)": single("func removeObject(forKey defaultName: String)"),
            "synchronize()": single("@discardableResult func synchronize() -> Bool"),
        ],
        "NotificationCenter": [
            "post(name:object:)": Entry(
                requirements: ["func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?)"],
                conveniences: ["func post(name aName: NSNotification.Name, object anObject: Any?) { post(name: aName, object: anObject, userInfo: nil) }"]
            ),
            "post(name:object:userInfo:)": single(
                "func post(name aName: NSNotification.Name, object anObject: Any?, userInfo aUserInfo: [AnyHashable: Any]?)"
            ),
            "post(_:)": single("func post(_ notification: Notification)"),
            "addObserver(forName:object:queue:using:)": single(
                "func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?, using block: @escaping @Sendable (Notification) -> Void) -> any NSObjectProtocol"
            ),
            "removeObserver(_:)": single("func removeObserver(_ observer: Any)"),
            "addObserver(_:selector:name:object:)": single(
                "func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?)"
            ),
            "removeObserver(_:name:object:)": single("func removeObserver(_ observer: Any, name aName: NSNotification.Name?, object anObject: Any?)"),
        ],
    ]

    private static func single(_ declaration: String) -> Entry { Entry(requirements: [declaration], conveniences: []) }
}
