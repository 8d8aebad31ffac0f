/// A request a screen makes: its method and endpoint where the code shows them, and the member that makes it.
public struct APICall: Codable, Sendable, Hashable {
    /// `GET`, `POST`, …; `nil` when nothing in the code shows it.
    @NullWhenNil public var method: String?
    /// `/products/{productId}`; `nil` when no literal shows it.
    @NullWhenNil public var path: String?
    public var member: String
    /// The file of the member, relative to the analysed folder: a screen's extensions may sit in other files.
    /// Set where the screen gathers its calls.
    public var file = ""
    public var line: Int
    /// The call that makes the request (`URLSession.shared.dataTask`, `APIClient.fetchProduct`).
    public var via: String

    init(method: String?, path: String?, member: String, line: Int, via: String) {
        self.method = method
        self.path = path
        self.member = member
        self.line = line
        self.via = via
    }

    /// A GraphQL operation (`QUERY`, `MUTATION`, `SUBSCRIPTION`), named in `via`, which has no endpoint of its own.
    public var isGraphQL: Bool { method == "QUERY" || method == "MUTATION" || method == "SUBSCRIPTION" }

    /// The endpoint as a report shows it.
    public var shownPath: String { path ?? (isGraphQL ? "(GraphQL)" : "(endpoint unknown)") }
}
