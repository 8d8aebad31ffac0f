import Foundation
import StranglerSources

/// A converted model: its files (parsed, not yet written) and the report of what went where.
public struct ModelConversion: Sendable {
    public var spec: ModelSpec
    /// Relative to the output folder; tests under `Tests/`.
    public var files: [GeneratedFile]

    /// Every file with its full path under `output`.
    public func planned(in output: String) -> [(path: String, text: String)] {
        files.map { (path: (output as NSString).appendingPathComponent($0.path), text: $0.text) }
    }

    /// What went where: properties to fields (types, JSON keys, archive keys), API methods to the service,
    /// transformers to notes, and the protocol's shape.
    public var report: String {
        let legacy = spec.legacy
        var lines = ["\(legacy.name) (\(legacy.isMantle ? "Mantle" : "NSObject"), \(legacy.file):\(legacy.line)) → \(spec.name), protocol \(spec.protocolName)"]
        lines.append("fields:")
        for field in spec.fields {
            let property = legacy.properties.first { $0.name == field.legacyName }
            let json = field.jsonKeyPath.map { "json \"\($0.joined(separator: "."))\"" } ?? "not in json"
            let archive = field.coderKey.map { "archive \"\($0.key)\"\($0.kind == .object ? "" : " (\($0.kind.rawValue))")" } ?? "not archived"
            lines.append("  \(field.legacyName): \(property?.type.description ?? "?") → \(field.name): \(field.declaredType)  \(json)  \(archive)")
            for note in field.notes { lines.append("    note: \(note)") }
        }
        let skipped = legacy.properties.filter { property in !spec.fields.contains { $0.legacyName == property.name } }
        for property in skipped {
            let reason = property.attributes.contains("class") ? "a class property is no instance data" : "a block holds behaviour, not data"
            lines.append("  \(property.name): \(property.type.description) → not converted (\(reason))")
        }
        if spec.serviceMethods.isEmpty {
            lines.append("api calls: none")
        } else {
            lines.append("api calls → \(spec.serviceName) (not copied into the model):")
            for method in spec.serviceMethods {
                lines.append("  \(method.legacy) at \(method.file):\(method.line), calls \(method.evidence) → \(method.name)\(method.parameters) async throws -> \(method.returnType)")
            }
        }
        if !spec.otherMethods.isEmpty {
            lines.append("other methods, not copied (move them where they belong):")
            for method in spec.otherMethods { lines.append("  \(method.signature(in: legacy.name)) at \(method.file):\(method.line)") }
        }
        if !legacy.transformers.isEmpty {
            lines.append("transformers:")
            for (property, transformer) in legacy.transformers.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(property)JSONTransformer: \(Self.describe(transformer))")
            }
        }
        lines.append("dates: " + spec.dateNote)
        let shared = spec.fields.filter(\.isShared)
        lines.append("protocol \(spec.protocolName): \(shared.count) of \(spec.fields.count) properties; '\(legacy.name)' conforms through a Swift extension")
        for field in spec.fields where !field.isShared {
            lines.append("  left out \(field.name): '\(legacy.name)' gives it to Swift as '\(field.importedType ?? "?")', '\(spec.name)' holds '\(field.declaredType)'")
        }
        if spec.isArchived {
            lines.append("archive: \(spec.migrationName) maps class name '\(legacy.name)' to \(spec.bridgeName) and reads \(spec.fields.filter { $0.coderKey != nil }.count) keys; it writes JSON from then on")
        } else {
            lines.append("archive: '\(legacy.name)' does not adopt NSCoding: no migration")
        }
        lines.append("files:")
        for file in files { lines.append("  \(file.path)") }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ transformer: ObjCModel.Transformer) -> String {
        switch transformer {
        case .dateFormatter(let format?): "date formatter \"\(format)\" → the JSON date strategy"
        case .dateFormatter(nil): "date formatter with no format in sight → set the date strategy by hand"
        case .secondsSince1970: "seconds since 1970 → the JSON date strategy"
        case .url: "URL → 'URL' decodes it"
        case .bool: "boolean → 'Bool' decodes it"
        case .model(let name): "nested '\(name)' → convert it too"
        case .custom(let selector): "'+\(selector)' → check the field's type by hand"
        }
    }
}
