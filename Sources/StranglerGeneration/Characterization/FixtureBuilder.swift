import Foundation
import StranglerSeams
import StranglerSources

/// A JSON fixture for a `Decodable` model decoded from network data: every stored property with a plausible value
/// of its type, nested models filled the same way, keyed by property name (a model with its own `CodingKeys` or a
/// decoder with a key strategy needs the keys edited: the report says which fixtures were written).
enum FixtureBuilder {
    static func json(for type: String, isArray: Bool, analyzer: SeamsAnalyzer, sources: LoadedSources) -> String {
        let object = value(ofModel: type, analyzer: analyzer, depth: 0)
        let root: Any = isArray ? [object] : object
        let data = (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func value(ofModel type: String, analyzer: SeamsAnalyzer, depth: Int) -> [String: Any] {
        var object: [String: Any] = [:]
        for property in analyzer.storedProperties(of: type) {
            object[property.name] = value(ofType: property.type, name: property.name, analyzer: analyzer, depth: depth)
        }
        return object
    }

    private static func value(ofType written: String, name: String, analyzer: SeamsAnalyzer, depth: Int) -> Any {
        var type = written
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            return type.contains(":") ? [String: Any]() : [Any]()
        }
        switch type {
        case "String": return name
        case "Int", "Int64", "Int32", "UInt": return 1
        case "Double", "Float", "CGFloat", "Decimal": return 1.5
        case "Bool": return false
        case "URL": return "https://example.com/\(name)"
        case "Date": return 0
        case "UUID": return "00000000-0000-0000-0000-000000000000"
        default:
            guard depth < 3, !analyzer.storedProperties(of: type).isEmpty else { return NSNull() }
            return value(ofModel: type, analyzer: analyzer, depth: depth + 1)
        }
    }
}
