/// An optional that synthesised `Codable` writes as `null` when it is `nil`, instead of leaving its key out, so every
/// object of a report has the same keys (`"superclass" : null`). Reading accepts `null` and a missing key alike.
///
/// ```swift
/// struct Smell: Codable {
///     @NullWhenNil var member: String?
/// }
/// ```
@propertyWrapper
public struct NullWhenNil<Value> {
    public var wrappedValue: Value?

    public init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }
}

extension NullWhenNil: Sendable where Value: Sendable {}

extension NullWhenNil: Equatable where Value: Equatable {}

/// Hashes as the optional itself does (`Optional.hash(into:)`), so a type's hash values do not change with the wrapper.
extension NullWhenNil: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

extension NullWhenNil: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let value = wrappedValue {
            try container.encode(value)
        } else {
            try container.encodeNil()
        }
    }
}

extension NullWhenNil: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        wrappedValue = container.decodeNil() ? nil : try container.decode(Value.self)
    }
}

extension KeyedDecodingContainer {
    /// Reads a missing key as `nil`, as synthesised `Decodable` reads a plain optional; without this overload the
    /// wrapper's key would be required.
    public func decode<Value: Decodable>(_ type: NullWhenNil<Value>.Type, forKey key: Key) throws -> NullWhenNil<Value> {
        NullWhenNil(wrappedValue: try decodeIfPresent(Value.self, forKey: key))
    }
}
