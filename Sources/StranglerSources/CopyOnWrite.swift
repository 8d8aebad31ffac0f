/// The box a value type keeps its fields in, shared by its copies (see `CopyOnWrite`).
@usableFromInline
final class CopyOnWriteBox<Fields>: @unchecked Sendable {
    /// Unchecked: a box is changed only while one value holds it (`makeUnique`), and read-only once shared.
    @usableFromInline @exclusivity(unchecked) var fields: Fields
    @usableFromInline init(_ fields: Fields) { self.fields = fields }
}

/// A value type whose fields live in one box, copied on the first change (copy-on-write), as `Array` keeps its
/// elements. The model's values hold many strings and arrays, and the analysis copies them often: a copy retained
/// each one, where it now retains the box. Each field is a property reading `box.fields` and, on a change, calling
/// `makeUnique()` first; `==` and `hash(into:)` compare and hash the fields, not the box.
@usableFromInline
protocol CopyOnWrite {
    associatedtype Fields
    var box: CopyOnWriteBox<Fields> { get set }
}

extension CopyOnWrite {
    /// Gives the value a box of its own before a change, unless it already has one.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = CopyOnWriteBox(box.fields) }
    }
}

extension CopyOnWriteBox where Fields: Equatable {
    /// Whether the two boxes hold equal fields; one box shared by two copies is equal without comparing them.
    @inlinable func holdsFields(equalTo other: CopyOnWriteBox) -> Bool { self === other || fields == other.fields }
}
