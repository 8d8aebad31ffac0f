import StranglerSources

/// Everything `convert-model` decided about one legacy model before rendering: the new names, the fields with
/// their Swift types and keys, the API calls that move to a service, the JSON date strategy.
public struct ModelSpec: Sendable {
    public enum DateStrategy: Sendable, Equatable {
        /// An `NSDateFormatter` with this format, read from the transformer.
        case formatted(String)
        case secondsSince1970
        /// Foundation's default (seconds since 2001): the legacy code showed no date format.
        case deferredToDate
    }

    /// The new model's name: `UserModel`.
    public var name: String
    /// The protocol both models conform to: `UserProtocol`.
    public var protocolName: String
    /// The module the generated test imports with `@testable import`.
    public var module: String
    public var legacy: ObjCModel
    var fields: [ModelField]
    var serviceMethods: [ServiceMethod]
    /// Methods neither copied nor moved (no API call): the report lists them for a human.
    var otherMethods: [ObjCModel.Method]
    public var dateStrategy: DateStrategy
    /// Which transformer gave the date strategy, for the comment and the report.
    var dateSource: String?
    /// The old class can be archived: Mantle's `NSCoding`, or its own `initWithCoder:`.
    var isArchived: Bool

    var serviceName: String { name + "Service" }
    var migrationName: String { name + "ArchiveMigration" }
    var bridgeName: String { name + "LegacyArchive" }
    var hasNestedKeys: Bool { fields.contains { ($0.jsonKeyPath?.count ?? 0) > 1 } }

    /// Methods Mantle and NSCoding call on the class itself: never copied, never listed as leftovers.
    static let plumbing: Set<String> = [
        "JSONKeyPathsByPropertyKey", "initWithCoder:", "encodeWithCoder:", "init", "dealloc", "description", "dateFormatter",
        "supportsSecureCoding", "classForParsingJSONDictionary:", "encodingBehaviorsByPropertyKey", "modelVersion",
        "initWithDictionary:error:", "isEqual:", "hash", "copyWithZone:",
    ]

    init(legacy: ObjCModel, name: String, protocolName: String, module: String) {
        self.name = name
        self.protocolName = protocolName
        self.module = module
        self.legacy = legacy
        isArchived = legacy.isMantle || !legacy.coderKeys.isEmpty || legacy.protocols.contains("NSCoding")
            || legacy.protocols.contains("NSSecureCoding")
        var dateStrategy = DateStrategy.deferredToDate
        var dateSource: String?
        for property in legacy.properties {
            switch legacy.transformers[property.name] {
            case .dateFormatter(let format?)? where dateSource == nil:
                dateStrategy = .formatted(format)
                dateSource = property.name + "JSONTransformer"
            case .secondsSince1970? where dateSource == nil:
                dateStrategy = .secondsSince1970
                dateSource = property.name + "JSONTransformer"
            default: break
            }
        }
        self.dateStrategy = dateStrategy
        self.dateSource = dateSource
        fields = legacy.properties.compactMap { Self.field($0, legacy: legacy) }
        serviceMethods = legacy.methods.filter { $0.apiEvidence != nil }.map { ServiceMethod($0, model: legacy, newModel: name) }
        otherMethods = legacy.methods.filter {
            $0.apiEvidence == nil && !Self.plumbing.contains($0.selector) && !$0.selector.hasSuffix("JSONTransformer")
        }
    }

    private static func field(_ property: ObjCModel.Property, legacy: ObjCModel) -> ModelField? {
        guard !property.attributes.contains("class"), var mapped = ModelTypeMapping.map(property.type, property: property.name, accessor: legacy.valueAccessors[property.name]) else {
            return nil
        }
        let getter = property.attributes.first { $0.hasPrefix("getter=") }.map { String($0.dropFirst("getter=".count)) }
        var name = getter ?? property.name
        if SwiftIdentifier.keywords.contains(name) { name = "`\(name)`" }
        let isOptional = mapped.isObject && [.nullable, .unspecified].contains(property.nullability)
        var keyPath: [String]?
        if legacy.isMantle {
            let path = legacy.jsonKeyPaths[property.name] ?? (legacy.mapsUnlistedPropertiesByName ? property.name : nil)
            keyPath = path.map { $0.split(separator: ".").map(String.init) }
            if keyPath == nil { mapped.notes.append("not in '+JSONKeyPathsByPropertyKey': not read from or written to JSON") }
        } else {
            keyPath = [property.name]
        }
        switch legacy.transformers[property.name] {
        case .model(let name)?: mapped.notes.append("its transformer reads a nested '\(name)': convert that model too")
        case .custom(let selector)?: mapped.notes.append("'+\(selector)' transformed it: check that the Swift type decodes the same JSON")
        default: break
        }
        var coderKey = legacy.coderKeys[property.name]
        if legacy.isMantle, coderKey == nil { coderKey = ObjCModel.CoderKey(key: property.name, kind: .object) }
        // Swift imports an unannotated pointer as an implicitly unwrapped optional, which cannot witness a `T?` requirement.
        let importedSuffix = !mapped.isObject || property.nullability == .nonnull ? "" : property.nullability == .nullable ? "?" : "!"
        let imported = mapped.imported.map { $0 == "Any" ? $0 : $0 + importedSuffix }
        if mapped.isObject, property.nullability == .nullResettable {
            mapped.notes.append("'null_resettable': never nil when read, but Swift sees '\(mapped.imported ?? "")!' in the old class")
        } else if mapped.isObject, property.nullability == .unspecified {
            mapped.notes.append("no nullability annotation: Swift sees '\(mapped.imported ?? "")!' in the old class; mark it 'nullable' or 'nonnull' to share it through the protocol")
        }
        return ModelField(
            legacyName: property.name, name: name, type: mapped.type, isOptional: isOptional,
            isReadOnly: property.attributes.contains("readonly"), jsonKeyPath: keyPath, coderKey: coderKey,
            importedType: imported, notes: mapped.notes, line: property.line,
            isSet: ["NSSet", "NSMutableSet"].contains(property.type.name)
        )
    }
}
