import StranglerSources

/// One property of the legacy model as the new Swift model holds it: its Swift name and type, its JSON key
/// path, the key the old class archived it under, and how Swift sees the old property (for the protocol).
struct ModelField: Sendable, Equatable {
    /// The Objective-C property name (`premium`), which Mantle archives under.
    var legacyName: String
    /// The Swift name: the getter when there is one (`getter=isPremium` → `isPremium`), as Swift imports it.
    var name: String
    var type: SwiftType
    var isOptional: Bool
    var isReadOnly: Bool
    /// `["address", "city"]` for `"address.city"`; `nil` when the field is not in the JSON mapping.
    var jsonKeyPath: [String]?
    /// The key and kind of value the old class archived, or `nil` when it did not archive this property.
    var coderKey: ObjCModel.CoderKey?
    /// How Swift sees the old class's property (`Int32` for `int`), or `nil` when it cannot name it.
    var importedType: String?
    /// Choices a reader should know about (`NSNumber` read as `Int` because …).
    var notes: [String]
    var line: Int
    /// The old class held an `NSSet`: archived as a set, held as a sorted array.
    var isSet = false

    /// `String?`, `[String]`.
    var declaredType: String { type.text + (isOptional ? "?" : "") }

    /// Both the old and the new model give this property the same Swift type, so the protocol can require it.
    var isShared: Bool { importedType == declaredType }
}
