import StranglerConfiguration
import StranglerSources

/// A backend another module gives the app, whose requests are its networking as `URLSession`'s are: Firebase's Firestore,
/// Realtime Database, Auth, Storage and Functions, and Parse. Legacy screens call them directly
/// (`db.collection("restaurants").getDocuments { … }` in `viewDidLoad()`), and those calls are the Worker's.
///
/// Of an SDK's calls, those that reach the backend count (`getDocuments`, `setValue`, `signIn(withEmail:password:)`); not
/// those that only name a place in it (`collection("restaurants")`, `reference().child("posts")`), which `steps` follows to
/// the type they return so that the call at the end of the chain is read on its type.
struct BackendSDK: Sendable {
    /// The modules whose import makes the SDK's types known (`Firebase` is the umbrella of Firebase's).
    let modules: [String]
    /// How the names of the calls that reach the backend begin.
    let requests: [String]
    /// By type: the members that lead to another of the SDK's values, with its type. Every type the SDK has is a key.
    let steps: [String: [String: String]]
    /// The steps whose first argument names a place in the backend (`collection("users")`, `child(uid)`): an API call's path.
    var pathSteps: Set<String> = []
    /// What the REST API writes before a step's argument: Parse's `PFQuery(className: "Photo")` is `classes/Photo`.
    var pathPrefixes: [String: String] = [:]
    /// The path steps that, without an argument, name a new place with an id made on the device (`childByAutoId()`,
    /// Firestore's `document()`).
    var autoIDSteps: Set<String> = []
    /// The method the SDK's REST API uses for a request, by how the request's name begins, the first match winning
    /// (Firestore's `getDocuments` is a `GET`, the Realtime Database's `updateChildValues` a `PATCH`).
    var methods: KeyValuePairs<String, String> = [:]

    func sends(_ call: String) -> Bool { requests.contains { call.hasPrefix($0) } }

    /// The argument of a path step that names the place: its first, or for an initializer the class name it is given
    /// (`PFQuery(className: "Photo")`; a `PFFileObject(name:data:)` names no place).
    func placeArgument(of step: Event) -> ValueSummary? {
        guard step.name == "init" else { return step.arguments.first { !$0.isClosure } }
        return step.arguments.first { $0.label?.hasSuffix("lassName") == true }
    }

    func method(of call: String) -> String? { methods.first { call.hasPrefix($0.key) }?.value }

    /// Firestore's `Query` and Firebase Auth's `User` keep their module's name (see `TypeNames.keptQualifiers`): apps call
    /// their own types so.
    static let all: [BackendSDK] = [
        BackendSDK(
            modules: ["FirebaseFirestore", "FirebaseFirestoreSwift", "Firebase"],
            requests: ["get", "set", "update", "delete", "add", "commit", "runTransaction", "listen"],
            steps: [
                "Firestore": [
                    "firestore": "Firestore", "collection": "CollectionReference", "document": "DocumentReference",
                    "collectionGroup": "FirebaseFirestore.Query", "batch": "WriteBatch",
                ],
                "CollectionReference": ["document": "DocumentReference"].merging(queryBuilders) { first, _ in first },
                "DocumentReference": ["collection": "CollectionReference", "parent": "CollectionReference"],
                "FirebaseFirestore.Query": queryBuilders,
                "WriteBatch": [:],
                "Transaction": [:],
            ],
            pathSteps: ["collection", "document", "collectionGroup"],
            autoIDSteps: ["document"],
            methods: ["addSnapshotListener": "GET", "get": "GET", "add": "POST", "set": "PUT", "update": "PATCH", "delete": "DELETE"]
        ),
        BackendSDK(
            modules: ["FirebaseAuth", "Firebase"],
            requests: [
                "signIn", "signOut", "createUser", "send", "verify", "confirm", "fetch", "update", "reload", "delete", "link",
                "unlink", "reauthenticate", "revoke", "getIDToken", "getCredential", "checkActionCode", "applyActionCode",
            ],
            steps: [
                "Auth": ["auth": "Auth", "currentUser": "FirebaseAuth.User"],
                "FirebaseAuth.User": [:],
                "PhoneAuthProvider": ["provider": "PhoneAuthProvider"],
                // Their `credential(…)` makes a credential on the device, which `signIn(with:)` then sends.
                "OAuthProvider": [:], "GoogleAuthProvider": [:], "FacebookAuthProvider": [:], "EmailAuthProvider": [:],
                "TwitterAuthProvider": [:], "GitHubAuthProvider": [:],
            ]
        ),
        BackendSDK(
            modules: ["FirebaseDatabase", "Firebase"],
            requests: ["setValue", "updateChildValues", "removeValue", "observe", "getData", "runTransactionBlock", "setPriority"],
            steps: [
                "Database": ["database": "Database", "reference": "DatabaseReference"],
                "DatabaseReference": [
                    "child": "DatabaseReference", "childByAutoId": "DatabaseReference", "root": "DatabaseReference",
                    "parent": "DatabaseReference",
                ].merging(databaseQueries) { first, _ in first },
                "DatabaseQuery": databaseQueries,
            ],
            pathSteps: ["child", "reference", "childByAutoId"],
            autoIDSteps: ["childByAutoId"],
            methods: ["observe": "GET", "getData": "GET", "setValue": "PUT", "updateChildValues": "PATCH", "removeValue": "DELETE"]
        ),
        BackendSDK(
            modules: ["FirebaseStorage", "Firebase"],
            requests: ["put", "getData", "downloadURL", "write", "delete", "getMetadata", "updateMetadata", "list", "data"],
            steps: [
                "Storage": ["storage": "Storage", "reference": "StorageReference"],
                "StorageReference": ["child": "StorageReference", "root": "StorageReference", "parent": "StorageReference"],
            ],
            pathSteps: ["child", "reference"],
            methods: [
                "put": "PUT", "write": "GET", "getData": "GET", "data": "GET", "downloadURL": "GET", "getMetadata": "GET", "list": "GET",
                "updateMetadata": "PATCH", "delete": "DELETE",
            ]
        ),
        BackendSDK(
            modules: ["FirebaseFunctions", "Firebase"],
            requests: ["call"],
            steps: ["Functions": ["functions": "Functions", "httpsCallable": "HTTPSCallable"], "HTTPSCallable": [:]],
            pathSteps: ["httpsCallable"],
            methods: ["call": "POST"]
        ),
        // Remote Config fetches the app's configuration (`fetchAndActivate`); reading a value, setting the defaults or
        // activating what was fetched stays on the device.
        BackendSDK(
            modules: ["FirebaseRemoteConfig", "Firebase"],
            requests: ["fetch"],
            steps: ["RemoteConfig": ["remoteConfig": "RemoteConfig"], "RemoteConfigValue": [:]]
        ),
        // Cloud Messaging registers the device and its topics with the server (`subscribe(toTopic:)`, `token(completion:)`);
        // reading the token it keeps (`fcmToken`) or setting its delegate does not.
        BackendSDK(
            modules: ["FirebaseMessaging", "Firebase"],
            requests: ["subscribe", "unsubscribe", "token", "deleteToken", "retrieveFCMToken", "deleteFCMToken", "deleteData"],
            steps: ["Messaging": ["messaging": "Messaging"]]
        ),
        // Parse's objects, queries, users, files and cloud functions, in Swift and in Objective-C
        // (`[query findObjectsInBackgroundWithBlock:…]` is `findObjectsInBackground`).
        BackendSDK(
            modules: ["Parse"],
            requests: [
                "save", "fetch", "delete", "find", "get", "count", "logIn", "logOut", "signUp", "become", "requestPasswordReset",
                "callFunction", "refresh",
            ],
            steps: [
                "PFQuery": [:], "PFObject": [:], "PFUser": [:], "PFFileObject": [:], "PFFile": [:], "PFCloud": [:],
                "PFInstallation": [:], "PFConfig": [:],
            ],
            pathSteps: ["init", "queryWithClassName", "objectWithClassName", "objectWithoutDataWithClassName"],
            pathPrefixes: [
                "init": "classes/", "queryWithClassName": "classes/", "objectWithClassName": "classes/",
                "objectWithoutDataWithClassName": "classes/",
            ],
            methods: ["find": "GET", "get": "GET", "fetch": "GET", "count": "GET", "delete": "DELETE", "callFunction": "POST"]
        ),
    ]

    private static let queryBuilders: [String: String] = Dictionary(
        uniqueKeysWithValues: ["whereField", "whereFilter", "order", "limit", "start", "end", "filter"].map { ($0, "FirebaseFirestore.Query") }
    )

    private static let databaseQueries: [String: String] = Dictionary(
        uniqueKeysWithValues: ["queryOrdered", "queryLimited", "queryStarting", "queryEnding", "queryEqual"].map { ($0, "DatabaseQuery") }
    )

    /// How a chain steps from each SDK type.
    static let chainSteps: [String: [String: String]] = all.reduce(into: [:]) { steps, sdk in
        steps.merge(sdk.steps) { first, _ in first }
    }
}

/// The types of other modules a codebase's calls on do the work of a responsibility: the backend SDKs it imports
/// (`BackendSDK`), and the types a team names in `.strangler.yml` (`analyze.networking_types: [OCCore]`), its own SDK's
/// that the analysis cannot read.
struct ExternalTypes: Sendable {
    /// The SDK each imported backend type belongs to, by the type's name.
    private(set) var backend: [String: BackendSDK] = [:]
    /// The responsibility of each type the configuration names.
    private(set) var configured: [String: Responsibility] = [:]

    init() {}

    /// `imports` holds the modules the codebase's files import; a type the codebase declares itself is its own.
    init(imports: Set<String>, settings: AnalysisSettings, declares: (String) -> Bool) {
        for sdk in BackendSDK.all where sdk.modules.contains(where: imports.contains) {
            for type in sdk.steps.keys where !declares(type) { backend[type] = sdk }
        }
        for (responsibility, types) in [
            (Responsibility.networking, settings.networkingTypes), (.persistence, settings.persistenceTypes),
            (.analytics, settings.analyticsTypes),
        ] {
            for type in types { configured[type] = responsibility }
        }
    }

    /// Whether a call on `type` reaches a backend the codebase imports: a request of the SDK, not a step to another of
    /// its values (`collection(_:)`, which no request's name begins like) or what it makes (`PFQuery(className:)`); `nil`
    /// when `type` is no SDK's.
    func sendsRequest(_ call: String, on type: String) -> Bool? {
        guard !backend.isEmpty, let sdk = backend[type] else { return nil }
        return call != "init" && sdk.sends(call)
    }

    /// The type a member of an imported SDK's type leads to (`collection` of `Firestore`: `CollectionReference`).
    func step(from type: String, reading member: String) -> String? {
        backend.isEmpty ? nil : BackendSDK.chainSteps[type]?[member]
    }

    /// Whether `type` is a backend SDK's or one the configuration names: a collaborator a screen holds for its Worker.
    func knows(_ type: String) -> Bool {
        !backend.isEmpty && backend[type] != nil || !configured.isEmpty && configured[type] != nil
    }

    func isConfigured(_ type: String, as responsibility: Responsibility) -> Bool {
        !configured.isEmpty && configured[type] == responsibility
    }
}
