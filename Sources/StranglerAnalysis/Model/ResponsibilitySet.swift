/// A set of responsibilities as one word of bits: the passes build one per member and per type of the codebase,
/// and union them for every call they follow, where a `Set<Responsibility>` would hash and allocate each time.
package struct ResponsibilitySet: Hashable, Sendable, Sequence, ExpressibleByArrayLiteral {
    private var bits: UInt16 = 0

    init() {}

    package init(arrayLiteral elements: Responsibility...) {
        for element in elements { insert(element) }
    }

    init(_ elements: some Sequence<Responsibility>) {
        for element in elements { insert(element) }
    }

    package var isEmpty: Bool { bits == 0 }
    var count: Int { bits.nonzeroBitCount }

    func contains(_ element: Responsibility) -> Bool { bits & Self.bit(element) != 0 }

    @discardableResult
    mutating func insert(_ element: Responsibility) -> Bool {
        let inserted = !contains(element)
        bits |= Self.bit(element)
        return inserted
    }

    mutating func formUnion(_ other: ResponsibilitySet) { bits |= other.bits }
    func union(_ other: ResponsibilitySet) -> ResponsibilitySet { var result = self; result.bits |= other.bits; return result }
    func intersection(_ other: ResponsibilitySet) -> ResponsibilitySet { var result = self; result.bits &= other.bits; return result }
    func subtracting(_ other: ResponsibilitySet) -> ResponsibilitySet { var result = self; result.bits &= ~other.bits; return result }
    func isSubset(of other: ResponsibilitySet) -> Bool { bits & ~other.bits == 0 }

    /// The members in `Responsibility.allCases` order, which is their sort order.
    package func makeIterator() -> some IteratorProtocol<Responsibility> {
        let bits = bits
        return Responsibility.allCases.lazy.filter { bits & Self.bit($0) != 0 }.makeIterator()
    }

    /// The members in order (`Responsibility`'s order is `allCases`').
    func sorted() -> [Responsibility] { Array(self) }

    private static func bit(_ element: Responsibility) -> UInt16 { 1 << UInt16(element.position) }
}
