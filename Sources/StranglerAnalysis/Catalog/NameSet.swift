/// A fixed set of names that the detectors ask about nearly every name of a screen, and that hardly any of
/// those names is in. A 64-bit filter on a name's first byte and length answers most misses without hashing
/// the name (`Set<String>` hashes every name asked, a few hundred instructions each); a possible member is
/// then looked up in the set.
struct NameSet: Sendable, ExpressibleByArrayLiteral {
    private let names: Set<String>
    private let filter: UInt64

    init(_ names: some Sequence<String>) {
        self.names = Set(names)
        filter = self.names.reduce(0) { $0 | Self.bit($1) }
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    func contains(_ name: String) -> Bool {
        filter & Self.bit(name) != 0 && names.contains(name)
    }

    /// One of 64 bits, from the first byte and the UTF-8 length: O(1) for a native string.
    private static func bit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        let mixed = UInt64(utf8.first ?? 0) &* 31 &+ UInt64(truncatingIfNeeded: utf8.count)
        return 1 &<< (mixed & 63)
    }
}
