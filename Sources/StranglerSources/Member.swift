/// A method, property, initializer, subscript or nested type of a `TypeDecl`.
public struct Member: Sendable, CopyOnWrite {
    public enum Kind: String, Sendable, Codable {
        case method, property, initializer, deinitializer, `subscript`, type
    }

    /// The fields, in one box shared by copies (see `CopyOnWrite`).
    @usableFromInline
    struct Fields {
        @usableFromInline var name: String
        @usableFromInline var kind: Kind
        @usableFromInline var line: Int
        @usableFromInline var endLine: Int
        @usableFromInline var isStatic: Bool
        @usableFromInline var attributes: [String]
        @usableFromInline var typeName: String?
        @usableFromInline var isStored: Bool
        @usableFromInline var complexity: Int
        @usableFromInline var maxNesting: Int
        @usableFromInline var locals: [String: LocalValue]
        @usableFromInline var localBindings: [String: [LocalBinding]] = [:]
        @usableFromInline var initialValue: LocalValue?
        @usableFromInline var caseValues: [String: LocalValue] = [:]
        @usableFromInline var statements: [Statement]
        @usableFromInline var events: [Event]
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// `loadProduct()`, `tableView(_:cellForRowAt:)`, `init(coder:)`, `price`.
    @inlinable public var name: String {
        get { box.fields.name }
        _modify { makeUnique(); yield &box.fields.name }
    }

    @inlinable public var kind: Kind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }

    @inlinable public var line: Int {
        get { box.fields.line }
        _modify { makeUnique(); yield &box.fields.line }
    }

    @inlinable public var endLine: Int {
        get { box.fields.endLine }
        _modify { makeUnique(); yield &box.fields.endLine }
    }

    @inlinable public var isStatic: Bool {
        get { box.fields.isStatic }
        _modify { makeUnique(); yield &box.fields.isStatic }
    }

    /// Attributes and property wrappers without `@` (`IBOutlet`, `IBAction`, `State`, `objc`), and the modifiers
    /// `override`, `lazy`, `weak`, `unowned`, `private`, `fileprivate`, and `let` for a constant property.
    @inlinable public var attributes: [String] {
        get { box.fields.attributes }
        _modify { makeUnique(); yield &box.fields.attributes }
    }

    /// Declared or inferred type of a property, or return type of a method.
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// A stored property (no accessors, or only observers).
    @inlinable public var isStored: Bool {
        get { box.fields.isStored }
        _modify { makeUnique(); yield &box.fields.isStored }
    }

    /// Cyclomatic complexity counted the way lizard counts this language.
    @inlinable public var complexity: Int {
        get { box.fields.complexity }
        _modify { makeUnique(); yield &box.fields.complexity }
    }

    /// Deepest nesting of control-flow blocks and closures.
    @inlinable public var maxNesting: Int {
        get { box.fields.maxNesting }
        _modify { makeUnique(); yield &box.fields.maxNesting }
    }

    /// Parameters, local variables and bindings with what is known of them.
    @inlinable public var locals: [String: LocalValue] {
        get { box.fields.locals }
        _modify { makeUnique(); yield &box.fields.locals }
    }

    /// For a name bound more than once in the body (`let navVC = …` in two branches, a parameter shadowed by
    /// `guard let url = url`), each binding from the line it is made on, in source order; `locals` holds the last.
    @inlinable public var localBindings: [String: [LocalBinding]] {
        get { box.fields.localBindings }
        _modify { makeUnique(); yield &box.fields.localBindings }
    }

    /// What is known of a local name as the code at `line` sees it: the nearest binding made before the line when the
    /// name is bound more than once, else the one binding. A block that starts on the line is not yet entered: the call it
    /// is handed to reads the binding made before its parameters (in `[client operationWithRequest:request
    /// success:^(NSURLRequest *request, …)]` the first `request` is the outer one). Reads the box's fields in place: a
    /// copy of `Fields` retained each of its strings and arrays.
    public func local(_ name: String, at line: Int) -> LocalValue? {
        if !box.fields.localBindings.isEmpty, let bindings = box.fields.localBindings[name] {
            return (bindings.last { $0.line < line || $0.line == line && !$0.value.isBlockParameter } ?? bindings.first)?.value
        }
        return box.fields.locals[name]
    }

    /// The initial value of a stored property, or the one expression a computed property returns (`var path: String { "/me" }`).
    @inlinable public var initialValue: LocalValue? {
        get { box.fields.initialValue }
        _modify { makeUnique(); yield &box.fields.initialValue }
    }

    /// What a computed property (or a method without parameters) returns for each case of its own enum, when its body is
    /// a `switch self` whose cases return a literal or a constant, keyed by case name (`default` for the default): a Moya
    /// `TargetType`'s `path` (`case .user(let name): return "/users/\(name)"`) and `method`, an endpoint enum's `path()`.
    @inlinable public var caseValues: [String: LocalValue] {
        get { box.fields.caseValues }
        _modify { makeUnique(); yield &box.fields.caseValues }
    }

    @inlinable public var statements: [Statement] {
        get { box.fields.statements }
        _modify { makeUnique(); yield &box.fields.statements }
    }

    @inlinable public var events: [Event] {
        get { box.fields.events }
        _modify { makeUnique(); yield &box.fields.events }
    }

    public init(
        name: String, kind: Kind, line: Int, endLine: Int, isStatic: Bool = false, attributes: [String] = [],
        typeName: String? = nil, isStored: Bool = false, complexity: Int = 1, maxNesting: Int = 0,
        locals: [String: LocalValue] = [:], initialValue: LocalValue? = nil, statements: [Statement] = [],
        events: [Event] = []
    ) {
        box = CopyOnWriteBox(
            Fields(
                name: name, kind: kind, line: line, endLine: endLine, isStatic: isStatic, attributes: attributes, typeName: typeName,
                isStored: isStored, complexity: complexity, maxNesting: maxNesting, locals: locals, initialValue: initialValue,
                statements: statements, events: events
            )
        )
    }

    public func hasAttribute(_ name: String) -> Bool { attributes.contains(name) }
}

/// One binding of a local name (see `Member.localBindings`).
public struct LocalBinding: Sendable, Hashable {
    /// The line the binding is made on; 0 for the name's first binding, which holds from the start of the body.
    public var line: Int
    public var value: LocalValue
}

/// A statement at any depth of a member body.
public struct Statement: Sendable, Hashable {
    public var line: Int
    public var endLine: Int
    /// The statement's first line, trimmed.
    public var text: String
    /// Index of the enclosing statement in `Member.statements`.
    public var parent: Int?

    public init(line: Int, endLine: Int, text: String, parent: Int?) {
        self.line = line
        self.endLine = endLine
        self.text = text
        self.parent = parent
    }
}
