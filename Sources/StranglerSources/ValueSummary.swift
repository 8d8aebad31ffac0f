/// One expression argument (or an assigned value), summarised.
public struct ValueSummary: Sendable, Hashable, CopyOnWrite {
    /// The fields, in one box shared by copies (see `CopyOnWrite`).
    @usableFromInline
    struct Fields: Hashable {
        @usableFromInline var label: String?
        @usableFromInline var text: String
        @usableFromInline var typeName: String?
        @usableFromInline var strings: [String]
        @usableFromInline var roots: [String]
        @usableFromInline var typeMembers: [String] = []
        @usableFromInline var hasInterpolation: Bool
        @usableFromInline var isConstant: Bool
        @usableFromInline var isDecision: Bool
        @usableFromInline var isClosure: Bool
    }

    @usableFromInline var box: CopyOnWriteBox<Fields>

    /// The argument label; `nil` for an unlabelled argument.
    @inlinable public var label: String? {
        get { box.fields.label }
        _modify { makeUnique(); yield &box.fields.label }
    }

    /// The expression, trimmed and cut to a readable length; `{…}` for a closure.
    @inlinable public var text: String {
        get { box.fields.text }
        _modify { makeUnique(); yield &box.fields.text }
    }

    /// The type the expression evidently has (`Foo(…)`, `x as! Foo`, a local of known type).
    @inlinable public var typeName: String? {
        get { box.fields.typeName }
        _modify { makeUnique(); yield &box.fields.typeName }
    }

    /// String literals anywhere in the expression.
    @inlinable public var strings: [String] {
        get { box.fields.strings }
        _modify { makeUnique(); yield &box.fields.strings }
    }

    /// Names the expression reads (the first component of every reference chain).
    @inlinable public var roots: [String] {
        get { box.fields.roots }
        _modify { makeUnique(); yield &box.fields.roots }
    }

    /// Members read on a type, written as the chain (`Constants.API.baseURL`, `Self.host`): not roots, which are the
    /// values a member holds, but where a constant such as a base URL is kept.
    @inlinable public var typeMembers: [String] {
        get { box.fields.typeMembers }
        _modify { makeUnique(); yield &box.fields.typeMembers }
    }

    @inlinable public var hasInterpolation: Bool {
        get { box.fields.hasInterpolation }
        _modify { makeUnique(); yield &box.fields.hasInterpolation }
    }

    /// A literal, a `.member` constant, or `nil`: nothing computed.
    @inlinable public var isConstant: Bool {
        get { box.fields.isConstant }
        _modify { makeUnique(); yield &box.fields.isConstant }
    }

    /// A ternary or a comparison: a decision taken in the expression.
    @inlinable public var isDecision: Bool {
        get { box.fields.isDecision }
        _modify { makeUnique(); yield &box.fields.isDecision }
    }

    @inlinable public var isClosure: Bool {
        get { box.fields.isClosure }
        _modify { makeUnique(); yield &box.fields.isClosure }
    }

    public init(
        label: String? = nil, text: String, typeName: String? = nil, strings: [String] = [], roots: [String] = [],
        hasInterpolation: Bool = false, isConstant: Bool = false, isDecision: Bool = false, isClosure: Bool = false
    ) {
        box = CopyOnWriteBox(
            Fields(
                label: label, text: text, typeName: typeName, strings: strings, roots: roots, hasInterpolation: hasInterpolation,
                isConstant: isConstant, isDecision: isDecision, isClosure: isClosure
            )
        )
    }
}

/// Equal when the fields are, whether or not the values share a box.
extension ValueSummary {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box.holdsFields(equalTo: rhs.box) }
    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }
}
