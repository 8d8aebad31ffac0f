import StranglerSources

/// What following a URL finds: the literals it is built from, and which parts of it a caller or the object's maker gives.
struct URLParts {
    var strings: [String] = []
    /// The names followed, each once.
    var followed: [String] = []
    var takesPath = false
    /// A parameter of a type that says its endpoints case by case (`endpoint: Endpoint`), which the URL is built from:
    /// the case the caller hands over says the path.
    var targetParameter: String?
    var targetType: String?
    /// The URL is built from a stored property that the type's initializer sets from its parameter named like a
    /// location (`urlString = base + endpoint`): whoever makes the object says the path.
    var pathFromInitializer = false
    /// The URL reads a parameter named like a location, beside or without what the initializer set (AFNetworking's
    /// `GET:` builds `[NSURL URLWithString:URLString relativeToURL:self.baseURL]`).
    var pathFromParameter = false
    /// The parameters that make `pathFromParameter`, read whole.
    var pathParameters: [String] = []
    /// Parameters named like a location that the URL interpolates (`"\(base)/\(endpoint)"`): what a caller hands for
    /// one is written in its place (see `RequestTemplate.slots`).
    var slots: [String] = []

    /// The position of `member`'s parameter the URL is read from whole (see `RequestTemplate.pathParameter`).
    func pathParameter(in member: Member) -> Int? {
        pathParameters.lazy.compactMap { member.locals[$0]?.parameterPosition }.first
    }

    /// `member`'s parameters the URL interpolates, as slots of the URL (see `RequestTemplate.slots`).
    func templateSlots(in member: Member) -> [RequestTemplate.Slot] {
        slots.compactMap { name in
            member.locals[name]?.parameterPosition.map { RequestTemplate.Slot(name: name, parameter: $0) }
        }
    }
}
