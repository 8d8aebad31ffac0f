import StranglerSources

/// The result of `strangler seams`: for each type, what stands between it and a characterization test
/// (Feathers' Legacy Code Change Algorithm, steps 1 to 3), stable and sorted.
public struct SeamsReport: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public var version: Int
    /// The described change the change points were matched against, when one was given.
    public var change: String?
    public var types: [TypeSeams]

    public init(change: String?, types: [TypeSeams]) {
        self.version = Self.currentVersion
        self.change = change
        self.types = types
    }
}

/// The seams of one type.
public struct TypeSeams: Codable, Sendable, Equatable {
    public var name: String
    /// `class`, `struct`, …
    public var kind: String
    public var file: String
    public var line: Int
    /// Dependencies a test cannot replace yet, in source order.
    public var dependencies: [Dependency]
    /// Dependencies already held in a property: a test can set them (or could, once the property is not private).
    public var existingSeams: [ExistingSeam]
    public var testPoints: [TestPoint]
    /// Change points for `--change`, best match first; empty without it.
    public var changePoints: [ChangePoint]
    /// Codebase `Decodable` types the type decodes from network data: a characterization test feeds them as JSON fixtures.
    public var networkModels: [NetworkModel]
}

/// A `Decodable` type decoded from what a network call returned (`JSONDecoder().decode(Product.self, from: data!)`
/// inside `URLSession.shared.dataTask`'s completion, or after an awaited request).
public struct NetworkModel: Codable, Sendable, Equatable {
    /// `Product`; `[Review]` decodes as `Review` with `isArray`.
    public var type: String
    public var isArray: Bool
    public var member: String
    public var line: Int
    /// The networking call whose data is decoded (`URLSession.shared.dataTask`).
    public var via: String
}

/// What kind of hard-wired dependency a `Dependency` is.
public enum DependencyKind: String, Codable, Sendable, CaseIterable {
    /// `URLSession.shared`, `UserDefaults.standard`, `Analytics.shared`.
    case sharedInstance
    /// `(UIApplication.shared.delegate as! AppDelegate).api`.
    case appDelegate
    /// `Logger.log(…)` on a codebase type that does I/O.
    case staticCall
    /// `Date()`, `UUID()`, `Int.random(in:)`: a value that differs on every run.
    case nondeterminism
    /// `CartStore()` built inside a method.
    case construction
    /// `CartViewController()`, `storyboard.instantiateViewController(…)`.
    case viewControllerInstantiation
    /// `NotificationCenter.default`.
    case notificationCenter
    /// `logout(state)`: a free function of the codebase that does I/O.
    case freeFunction

    public var title: String {
        switch self {
        case .sharedInstance: "shared instance"
        case .appDelegate: "app delegate lookup"
        case .staticCall: "static call with side effects"
        case .nondeterminism: "non-deterministic value"
        case .construction: "collaborator built inside a method"
        case .viewControllerInstantiation: "hard-wired view controller"
        case .notificationCenter: "notification centre"
        case .freeFunction: "free function with side effects"
        }
    }
}

/// Where a dependency is used.
public struct DependencyUse: Codable, Sendable, Equatable {
    public var member: String
    public var file: String
    public var line: Int
    public var column: Int
    /// A static member has no `self` to hold the dependency in.
    public var isStatic: Bool
    /// What this use calls on it.
    public var usedMembers: [String]
}

/// One hard-wired dependency of a type, with every place the type uses it.
public struct Dependency: Codable, Sendable, Equatable {
    public var kind: DependencyKind
    /// The expression to break, as `break-dependency --dependency` takes it: `URLSession.shared`,
    /// `(UIApplication.shared.delegate as! AppDelegate).api`, `Date()`, `CartStore()`.
    public var expression: String
    /// Every use, in source order (the first one's member and line are `member` and `line`).
    public var uses: [DependencyUse]
    /// What is called on it: `dataTask(with:completionHandler:)`, `set(_:forKey:)`.
    public var usedMembers: [String]
    /// The test points that reach it (directly, or through the type's own methods).
    public var blocks: [String]
    /// Why those test points are blocked: what a test cannot control or observe.
    public var effect: String
    public var technique: Technique
    public var alternatives: [Technique]

    /// Whether `strangler break-dependency` performs the technique for this kind of dependency.
    public var isAutomated: Bool {
        technique.isAutomated && [.sharedInstance, .notificationCenter, .appDelegate].contains(kind)
    }

    /// The member of the first use.
    public var member: String { uses.first?.member ?? "" }
    public var file: String { uses.first?.file ?? "" }
    public var line: Int { uses.first?.line ?? 0 }
}

/// A dependency already behind a property a test can set.
public struct ExistingSeam: Codable, Sendable, Equatable {
    public var property: String
    public var expression: String
    public var line: Int
    /// `false` when the property is a `let` or private: it becomes a seam once it is a settable internal `var`.
    public var isSettable: Bool
}

/// How a characterization test can reach a type.
public struct TestPoint: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// `viewDidLoad()`, `viewWillAppear(_:)`.
        case lifecycle
        /// `@IBAction` and `@objc` methods: what the user does.
        case action
        /// Methods of a protocol the type conforms to in an extension (`tableView(_:cellForRowAt:)`).
        case delegateCallback
        case method
        /// A stored property a test can read (and usually set).
        case property
    }

    public var name: String
    public var kind: Kind
    public var line: Int
    /// The dependencies (their expressions) the test point reaches: for a property, through the members that assign it.
    public var dependsOn: [String]
}

/// A member or type likely to change for a described change (a heuristic over names).
public struct ChangePoint: Codable, Sendable, Equatable {
    /// `member` of the analysed type, or `type` of the codebase.
    public var kind: String
    public var name: String
    public var file: String
    public var line: Int
    /// The words of the description found in the name.
    public var matchedWords: [String]
    public var reason: String
}
