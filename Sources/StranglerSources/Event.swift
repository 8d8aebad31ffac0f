/// Something a member does, in source order.
public struct Event: Sendable, Hashable, CopyOnWrite {
    public enum Kind: String, Sendable, Codable {
        /// `path` is the receiver chain plus the called name; a type's initializer ends in `init`.
        case call
        /// A reference chain on a type that is not called (`UIApplication.shared.delegate`).
        case access
        /// `path` is the target; `arguments[0]` the value; `operator` `=` or a compound one.
        case assignment
        /// `path` is the cast expression, `typeName` the target type, `isForced` for `as!`.
        case cast
        case forceUnwrap
        case forceTry
        /// `count` is the number of cases.
        case `switch`
    }

    /// The fields, in one box shared by copies (see `CopyOnWrite`).
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var kind: Kind
        @usableFromInline var path: [String]
        @usableFromInline var arguments: [ValueSummary]
        @usableFromInline var typeName: String?
        @usableFromInline var isForced: Bool
        @usableFromInline var count: Int
        @usableFromInline var `operator`: String?
        @usableFromInline var line: Int
        @usableFromInline var column: Int
        @usableFromInline var statement: Int?
        @usableFromInline var conditions: [String]
        @usableFromInline var enclosingCalls: [Int]
        @usableFromInline var closureDepth: Int
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    @inlinable public var kind: Kind {
        get { box.fields.kind }
        _modify { makeUnique(); yield &box.fields.kind }
    }

    @inlinable public var path: [String] {
        get { box.fields.path }
        _modify { makeUnique(); yield &box.fields.path }
    }

    @inlinable public var arguments: [ValueSummary] {
        get { box.fields.arguments }
        _modify { makeUnique(); yield &box.fields.arguments }
    }

    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    @inlinable public var isForced: Bool {
        get { box.fields.isForced }
        _modify { makeUnique(); yield &box.fields.isForced }
    }

    @inlinable public var count: Int {
        get { box.fields.count }
        _modify { makeUnique(); yield &box.fields.count }
    }

    @inlinable public var `operator`: String? {
        get { box.fields.`operator` }
        _modify { makeUnique(); yield &box.fields.`operator` }
    }

    @inlinable public var line: Int {
        get { box.fields.line }
        _modify { makeUnique(); yield &box.fields.line }
    }

    @inlinable public var column: Int {
        get { box.fields.column }
        _modify { makeUnique(); yield &box.fields.column }
    }

    /// Index into `Member.statements` of the innermost statement holding the event.
    @inlinable public var statement: Int? {
        get { box.fields.statement }
        _modify { makeUnique(); yield &box.fields.statement }
    }

    /// Branch conditions the event sits under, outermost first (`error != nil`).
    @inlinable public var conditions: [String] {
        get { box.fields.conditions }
        _modify { makeUnique(); yield &box.fields.conditions }
    }

    /// Indices (into `Member.events`) of the calls whose closure arguments enclose this event, outermost first.
    @inlinable public var enclosingCalls: [Int] {
        get { box.fields.enclosingCalls }
        _modify { makeUnique(); yield &box.fields.enclosingCalls }
    }

    /// How many escaping/completion closures enclose the event (collection callbacks such as `map` do not count).
    @inlinable public var closureDepth: Int {
        get { box.fields.closureDepth }
        _modify { makeUnique(); yield &box.fields.closureDepth }
    }

    public init(
        kind: Kind, path: [String], arguments: [ValueSummary] = [], typeName: String? = nil, isForced: Bool = false,
        count: Int = 0, operator: String? = nil, line: Int, column: Int, statement: Int? = nil,
        conditions: [String] = [], enclosingCalls: [Int] = [], closureDepth: Int = 0
    ) {
        box = CopyOnWriteBox(
            Fields(
                kind: kind, path: path, arguments: arguments, typeName: typeName, isForced: isForced, count: count,
                operator: `operator`, line: line, column: column, statement: statement, conditions: conditions,
                enclosingCalls: enclosingCalls, closureDepth: closureDepth
            )
        )
    }

    /// The last component: the called or assigned name.
    public var name: String { path.last ?? "" }
    /// Everything before the last component.
    public var receiver: ArraySlice<String> { path.dropLast() }
    /// `URLSession.shared.dataTask` as one string, without a leading `self.`. Built by hand: the standard
    /// library's `joined(separator:)` on a slice runs unspecialised, and detectors ask this of many events.
    public var symbol: String {
        let parts = unqualifiedPath
        guard parts.count > 1 else { return parts.first ?? "" }
        var result = parts[parts.startIndex]
        result.reserveCapacity(parts.reduce(parts.count - 1) { $0 + $1.utf8.count })
        for part in parts.dropFirst() {
            result.append(".")
            result.append(part)
        }
        return result
    }
    /// The path without a leading `self` (which a front end keeps, so an explicit `self.x` is not mistaken for a local `x`).
    public var unqualifiedPath: ArraySlice<String> {
        path.count > 1 && path.first == "self" ? path.dropFirst() : path[...]
    }
    public var labels: [String?] { arguments.map(\.label) }
}

/// Equal when the fields are, whether or not the values share a box.
extension Event {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.holdsFields(equalTo: rhs.box) }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}
