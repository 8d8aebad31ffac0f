import StranglerSources

extension ModelSpec {
    /// What the `model/` templates see. Lines that depend on several facts at once (coding keys, archive
    /// decoding, fixtures) are built here, so the templates stay readable.
    var templateContext: [String: Any] {
        let coding = ModelCodingLines(fields: fields)
        var context: [String: Any] = [
            "name": name, "protocol": protocolName, "module": module, "legacy": legacy.name,
            "legacyLocation": "\(legacy.file):\(legacy.line)", "isMantle": legacy.isMantle,
            "service": serviceName, "migration": migrationName, "bridge": bridgeName,
            "fields": fields.map { field -> [String: Any] in
                let keyword = field.isReadOnly && field.jsonKeyPath != nil ? "let" : "var"
                let initial = field.jsonKeyPath == nil ? " = " + (field.isOptional ? "nil" : field.type.zero) : ""
                return ["declaration": "\(keyword) \(field.name): \(field.declaredType)\(initial)", "notes": field.notes]
            },
            "keyEnums": coding.keyEnums, "decodeLines": coding.decode, "encodeLines": coding.encode,
            "dateNote": dateNote, "dateStrategy": dateStrategyExpression,
            "requirements": fields.filter(\.isShared).map { "var \($0.name): \($0.declaredType) { get }" },
            "omitted": fields.filter { !$0.isShared }.map { field in
                "'\(field.name)': '\(legacy.name)' gives it to Swift as '\(field.importedType ?? "?")', '\(name)' holds '\(field.declaredType)'"
            },
            "serviceMethods": serviceMethods.map { method -> [String: Any] in
                [
                    "name": method.name, "signature": "func \(method.name)\(method.parameters) async throws" + (method.returnType == "Void" ? "" : " -> \(method.returnType)"),
                    "legacy": method.legacy, "location": "\(method.file):\(method.line)", "evidence": method.evidence,
                ]
            },
        ]
        if case .formatted(let format) = dateStrategy { context["dateFormat"] = format }
        context.merge(archiveContext) { $1 }
        return context
    }

    var dateNote: String {
        switch dateStrategy {
        case .formatted(let format): "Dates are \"\(format)\" strings, as '\(dateSource ?? "")' read them: decode and encode with 'makeJSONDecoder()' and 'makeJSONEncoder()'."
        case .secondsSince1970: "Dates are seconds since 1970, as '\(dateSource ?? "")' read them: decode and encode with 'makeJSONDecoder()' and 'makeJSONEncoder()'."
        case .deferredToDate: "No date transformer showed a format: dates use Foundation's default strategy; set the server's in 'makeJSONDecoder()'."
        }
    }

    private var dateStrategyExpression: String {
        switch dateStrategy {
        case .formatted: ".formatted(makeDateFormatter())"
        case .secondsSince1970: ".secondsSince1970"
        case .deferredToDate: ".deferredToDate"
        }
    }

    /// The archive bridge's stored values, its decoding, the model it builds, and the test's fixture.
    private var archiveContext: [String: Any] {
        var stored: [String] = []
        var decoding: [String] = []
        var guards: [String] = []
        var arguments: [String] = []
        var expected: [String] = []
        var standIn: [String] = []
        var jsonPaths: [[String: String]] = []
        for (index, field) in fields.enumerated() {
            let seed = index + 1
            let bare = field.name.trimmingCharacters(in: ["`"])
            let label = "\(bare): "
            guard let coderKey = field.coderKey else {
                let value = field.isOptional ? "nil" : field.type.zero
                arguments.append(label + value)
                expected.append(label + value)
                continue
            }
            let storedName = "archived" + bare.prefix(1).uppercased() + bare.dropFirst()
            // A scalar the old class decoded with 'decodeInteger(forKey:)' and the like was 0 when missing, never nil.
            let isScalar = coderKey.kind != .object
            stored.append("let \(storedName): \(field.type.text)" + (isScalar ? "" : "?"))
            if field.isSet, case .array(let element) = field.type, coderKey.kind == .object {
                let object = "coder.decodeObject(of: Self.archivedClasses, forKey: \"\(coderKey.key)\")"
                let ordered = [.string, .int, .double].contains(element) ? ".sorted()" : ".map(Array.init)"
                decoding.append("\(storedName) = (\(object) as? Set<\(element.text)>)?\(ordered)")
            } else {
                decoding.append("\(storedName) = " + Self.decodeExpression(field.type, key: coderKey))
            }
            if field.isOptional || isScalar {
                arguments.append(label + storedName)
            } else {
                guards.append("guard let \(storedName) else { throw \(migrationName).Failure.missingValue(\"\(coderKey.key)\") }")
                arguments.append(label + storedName)
            }
            expected.append(label + (field.type.sample(bare, seed: seed) ?? field.type.zero))
            if field.isSet, case .array(let element) = field.type, let sample = element.archivedSample(bare, seed: seed) {
                standIn.append("coder.encode(NSSet(array: [\(sample)]), forKey: \"\(coderKey.key)\")")
            } else if let line = Self.encodeLine(field.type, key: coderKey, name: bare, seed: seed) {
                standIn.append(line)
            }
            if let path = field.jsonKeyPath {
                jsonPaths.append(["array": "[" + path.map { "\"\($0)\"" }.joined(separator: ", ") + "]", "dotted": path.joined(separator: ".")])
            }
        }
        if legacy.isMantle { standIn.append("coder.encode(NSNumber(value: 0), forKey: \"MTLModelVersion\")") }
        return [
            "isArchived": isArchived, "bridgeStored": stored, "bridgeDecoding": decoding, "bridgeGuards": guards,
            "modelArguments": arguments.joined(separator: ", "), "expectedArguments": expected.enumerated().map { $1 + ($0 == expected.count - 1 ? "" : ",") }, "standInEncoding": standIn,
            "jsonPaths": jsonPaths, "archiveNote": legacy.isMantle
                ? "Mantle's 'NSCoding' archived every property as an object under its own name."
                : "'initWithCoder:' of '\(legacy.name)' read these keys.",
        ]
    }

    private static func decodeExpression(_ type: SwiftType, key: ObjCModel.CoderKey) -> String {
        let scalar: String
        switch key.kind {
        case .object: return type.fromArchivedObject("coder.decodeObject(of: Self.archivedClasses, forKey: \"\(key.key)\")")
        case .integer: scalar = "coder.decodeInteger(forKey: \"\(key.key)\")"
        case .int32: scalar = "Int(coder.decodeInt32(forKey: \"\(key.key)\"))"
        case .int64: scalar = "Int(coder.decodeInt64(forKey: \"\(key.key)\"))"
        case .bool: scalar = "coder.decodeBool(forKey: \"\(key.key)\")"
        case .double: scalar = "coder.decodeDouble(forKey: \"\(key.key)\")"
        case .float: scalar = "Double(coder.decodeFloat(forKey: \"\(key.key)\"))"
        }
        let converted: String
        switch (type, key.kind) {
        case (.double, .integer), (.double, .int32), (.double, .int64): converted = "Double(\(scalar))"
        case (.int, .double), (.int, .float): converted = "Int(\(scalar))"
        case (.bool, .integer), (.bool, .int32), (.bool, .int64): converted = "\(scalar) != 0"
        default: converted = scalar
        }
        return converted
    }

    /// How the old class wrote the sample value: `coder.encode(14, forKey: "count")`, `coder.encode(NSString(…), forKey: …)`.
    private static func encodeLine(_ type: SwiftType, key: ObjCModel.CoderKey, name: String, seed: Int) -> String? {
        guard let sample = type.sample(name, seed: seed) else { return nil }
        let value: String?
        switch key.kind {
        case .object: value = type.archivedSample(name, seed: seed)
        case .integer: value = type == .bool ? "1" : sample
        case .int32: value = "Int32(\(sample))"
        case .int64: value = "Int64(\(sample))"
        case .bool, .double: value = sample
        case .float: value = "Float(\(sample))"
        }
        return value.map { "coder.encode(\($0), forKey: \"\(key.key)\")" }
    }
}
