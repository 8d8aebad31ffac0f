import StranglerSources

/// Requests through a backend SDK (Firebase, Parse; see `BackendSDK`): the method the backend's REST API would use for the
/// call, and the path the calls before it in its chain name, each by its first argument.
struct BackendSDKRequests {
    let context: EventContext

    /// A backend SDK's request, with its method and path: `db.collection("users").document(uid).getDocument { … }` is
    /// `GET users/{uid}`. Empty for the SDK's other calls; `nil` for a type that is no SDK's.
    func calls(for event: Event) -> [APICall]? {
        guard let type = context.receiverType(event) ?? event.typeRoot,
              let sends = context.index.external.sendsRequest(event.name, on: type) else { return nil }
        guard sends, let sdk = context.index.external.backend[type] else { return [] }
        return [
            APICall(
                method: sdk.method(of: event.name), path: backendPath(of: event, sdk: sdk), member: context.member.name,
                line: event.line, via: ProjectIndex.symbol(of: event.name, on: type)
            ),
        ]
    }

    /// The path the calls before a request in its chain name, each by its first argument (`collection("users")`,
    /// `child(uid)`; the root's `reference()` names none), after the path of the reference the chain starts from when it is
    /// kept in a local or a property (`postRef = ref.child("posts").child(postKey)` in `viewDidLoad()`, then
    /// `postRef.observe(…)`). `nil` when a part of it cannot be read.
    private func backendPath(of event: Event, sdk: BackendSDK) -> String? {
        let segments = backendSegments(of: event.path, steps: event.path.count - 1, line: event.line, in: context.member, sdk: sdk, depth: 0)
        return segments.flatMap { $0.isEmpty ? nil : $0.joined(separator: "/") }
    }

    /// The segments the first `steps` names of `chain` add, each path step's from the nearest call of its chain at or before
    /// `line` in `member`, after those of the chain's root.
    private func backendSegments(of chain: [String], steps: Int, line: Int, in member: Member, sdk: BackendSDK, depth: Int) -> [String]? {
        let root = chain.first == "self" && chain.count > 1 ? 1 : 0
        var segments: [String] = []
        if root < steps, depth < 3, chain[root].first?.isLowercase == true {
            switch referenceSegments(chain[root], line: line, in: member, sdk: sdk, depth: depth + 1) {
            case .some(let made): segments = made
            case nil: return nil
            }
        }
        for length in stride(from: 1, through: steps, by: 1) where sdk.pathSteps.contains(chain[length - 1]) {
            let prefix = chain[..<length]
            guard let step = member.events.last(where: { $0.kind == .call && $0.line <= line && $0.path[...] == prefix }) else { return nil }
            if let argument = sdk.placeArgument(of: step) {
                segments.append((sdk.pathPrefixes[step.name] ?? "") + Self.pathSegment(argument))
            } else if sdk.autoIDSteps.contains(step.name), step.arguments.allSatisfy(\.isClosure) {
                segments.append("{autoId}")
            }
        }
        return segments
    }

    /// The segments the reference kept in `name` was made with: a local's (`let usersRef = db.collection("users")`,
    /// `let query = PFQuery(className: "Photo")`), else a property's initial value, else what every assignment to the
    /// property in the type's members makes, when they agree. Empty for a name made of no path step (a parameter, the
    /// root `Database.database().reference()`), `nil` when the assignments disagree or cannot be read.
    private func referenceSegments(_ name: String, line: Int, in member: Member, sdk: BackendSDK, depth: Int) -> [String]? {
        func made(by call: Event?, in member: Member) -> [String]? {
            guard let call else { return nil }
            return backendSegments(of: call.path, steps: call.path.count, line: call.line, in: member, sdk: sdk, depth: depth)
        }
        if let local = member.locals[name] {
            if local.isParameter { return [] }
            if !local.calledChain.isEmpty {
                return made(by: member.events.last { $0.kind == .call && $0.line <= line && $0.path == local.calledChain }, in: member)
            }
            guard let type = local.typeName.map(TypeNames.base) else { return [] }
            // A value made under a written type (`PFQuery *query = [PFQuery queryWithClassName:@"Photo"]`): the nearest such making.
            return made(by: member.events.last { call in
                call.kind == .call && call.line <= line && call.path.count == 2 && call.path[0] == type && sdk.pathSteps.contains(call.path[1])
            }, in: member) ?? []
        }
        guard let property = context.properties[name] else { return [] }
        if let called = property.initialValue?.calledChain, !called.isEmpty {
            return made(by: property.events.last { $0.kind == .call && $0.path == called }, in: property)
        }
        var found: [String]?
        for owner in context.index.members(of: context.typeName) {
            for assignment in owner.events where assignment.kind == .assignment && assignment.name == name
                && (assignment.path.count == 1 || assignment.path.count == 2 && assignment.path[0] == "self") {
                // The chain the value is: the longest call on the assignment's line that starts from the value's root (a
                // type's, `Database.database().reference()`, has none). Assigning no call (`postRef = nil`) makes no reference.
                let root = assignment.arguments.first?.roots.first
                guard let call = owner.events.filter({ $0.kind == .call && $0.line == assignment.line && (root == nil || $0.path.first == root) })
                    .max(by: { $0.path.count < $1.path.count })
                else { continue }
                guard let segments = made(by: call, in: owner), found == nil || found == segments else { return nil }
                found = segments
            }
        }
        return found ?? []
    }

    /// `"users"` → `users`, `"users/\(uid)"` → `users/{uid}`, `self.uid` → `{uid}`: the literals the argument writes, else
    /// the value it names.
    static func pathSegment(_ argument: ValueSummary) -> String {
        Endpoint.placeholders(argument.strings.isEmpty ? "\\(" + argument.text + ")" : argument.strings.joined())
    }
}

extension BackendSDKRequests: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let db = Firestore.firestore()
                var userID = ""
                func loadProfile() {
                    ↓db.collection("users").document(userID).getDocument { _, _ in }  // → GET users/{userID}
                }
                func save(name: String) {
                    ↓db.collection("users").document(userID).setData(["name": name])  // → PUT users/{userID}
                }
                """, beside: "import FirebaseFirestore"),
            APICallExample("""
                func loadPhotos() {
                    let query = PFQuery(className: "Photo")
                    ↓query.findObjectsInBackground { _, _ in }  // → GET classes/Photo
                }
                """, beside: "import Parse"),
        ],
        nonTriggering: [
            APICallExample("""
                let db = Firestore.firestore()
                func postsQuery(author: String) -> Query {
                    db.collection("posts").whereField("author", isEqualTo: author).limit(to: 20)
                }
                """, beside: "import FirebaseFirestore"),
        ]
    )
}
