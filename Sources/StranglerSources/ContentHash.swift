/// FNV-1a, 64 bits: a stable hash of text for cache keys (Swift's `Hasher` is seeded per process).
public struct ContentHash: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    /// Adds a string's UTF-8 bytes, then a separator so `"ab" + "c"` and `"a" + "bc"` differ.
    public mutating func combine(_ text: String) {
        var hash = value
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        hash ^= 0xff
        hash &*= 0x0000_0100_0000_01b3
        value = hash
    }

    /// The value as 16 lowercase hex digits.
    public var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
