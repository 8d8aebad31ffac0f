/// What is known of a parameter, local variable or stored property value without type checking.
public struct LocalValue: Sendable, Hashable, CopyOnWrite {
    /// The fields, in one box shared by copies (see `CopyOnWrite`).
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var typeName: String?
        @usableFromInline var strings: [String]
        @usableFromInline var roots: [String]
        @usableFromInline var chain: [String]
        @usableFromInline var elements: [String] = []
        @usableFromInline var typeMembers: [String] = []
        @usableFromInline var isParameter = false
        @usableFromInline var parameterPosition: Int?
        @usableFromInline var calledChain: [String] = []
        @usableFromInline var isDecision = false
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// Declared type, or the type inferred from a literal, an initializer call or a cast.
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// String literals in the initial value, interpolations kept as `\(expr)`.
    @inlinable public var strings: [String] {
        get { box.fields.strings }
        _modify { makeUnique(); yield &box.fields.strings }
    }

    /// Other names the value is built from (`URLRequest(url: url)` → `url`), to follow one step further.
    @inlinable public var roots: [String] {
        get { box.fields.roots }
        _modify { makeUnique(); yield &box.fields.roots }
    }

    /// The reference chain the value is read from, when it is one (`(x as! AppDelegate).api` → `AppDelegate.api`),
    /// so an analysis can resolve its type through the codebase's declarations.
    @inlinable public var chain: [String] {
        get { box.fields.chain }
        _modify { makeUnique(); yield &box.fields.chain }
    }

    /// For an array of literals and names, its elements in order: a literal as written, a name as `\(name)`
    /// (`["repos", owner, "milestones"]` → `repos`, `\(owner)`, `milestones`), so a request's path components
    /// keep their places.
    @inlinable public var elements: [String] {
        get { box.fields.elements }
        _modify { makeUnique(); yield &box.fields.elements }
    }

    /// Members of types the value reads (`APIClient.host + path` → `APIClient.host`), so an endpoint
    /// can be followed into a base URL kept in a type's constant (see `ValueSummary.typeMembers`).
    @inlinable public var typeMembers: [String] {
        get { box.fields.typeMembers }
        _modify { makeUnique(); yield &box.fields.typeMembers }
    }

    /// A value chosen by a decision (`isMonthly ? "setup-intent" : "payment-intent"`): its literals are alternatives, not
    /// pieces of one text.
    @inlinable public var isDecision: Bool {
        get { box.fields.isDecision }
        _modify { makeUnique(); yield &box.fields.isDecision }
    }

    /// A parameter of the member (or of a closure in it): its value is the caller's.
    @inlinable public var isParameter: Bool {
        get { box.fields.isParameter }
        _modify { makeUnique(); yield &box.fields.isParameter }
    }

    /// For a parameter of the member itself, its place in the parameter list (0 for the first), so an analysis can
    /// read the caller's argument for it; `nil` for a closure's or a block's parameter and for any other local.
    @inlinable public var parameterPosition: Int? {
        get { box.fields.parameterPosition }
        _modify { makeUnique(); yield &box.fields.parameterPosition }
    }

    /// A closure's or a block's parameter, which no caller of the member hands.
    @inlinable public var isBlockParameter: Bool { isParameter && parameterPosition == nil }

    /// For a value returned by a call whose type does not show (`SharingHelper.shared.makeShareController(…)`), the called
    /// chain, so an analysis can read the return type the codebase declares for that method; also for a call under a
    /// written type (`let endpoint: ShopAPI = .product(id: id)` → `["", "product"]`), which case it makes.
    @inlinable public var calledChain: [String] {
        get { box.fields.calledChain }
        _modify { makeUnique(); yield &box.fields.calledChain }
    }

    /// The last piece of a `chain` that reads an element of the sequence before it (`for button in buttons`).
    public static let elementMarker = "[]"

    public init(typeName: String? = nil, strings: [String] = [], roots: [String] = [], chain: [String] = []) {
        box = CopyOnWriteBox(Fields(typeName: typeName, strings: strings, roots: roots, chain: chain))
    }
}

/// Equal when the fields are, whether or not the values share a box.
extension LocalValue {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.holdsFields(equalTo: rhs.box) }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}
