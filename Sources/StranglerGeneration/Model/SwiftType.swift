/// A Swift type the model converter produces, with what it needs to archive and test a value of it.
indirect enum SwiftType: Sendable, Equatable {
    case string, int, double, bool, date, url, data
    case array(SwiftType)
    case dictionary(SwiftType)
    /// Another model the converter does not know (`SWAddress`): it must be made `Codable` too.
    case other(String)

    var text: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .data: "Data"
        case .array(let element): "[\(element.text)]"
        case .dictionary(let value): "[String: \(value.text)]"
        case .other(let name): name
        }
    }

    /// A value for fixtures, distinct per `seed`: `"email-1"`, `7`, `URL(string: "https://example.com/avatarURL")!`.
    func sample(_ name: String, seed: Int) -> String? {
        switch self {
        case .string: "\"\(name)-\(seed)\""
        case .int: "\(seed * 7)"
        case .double: "\(seed).5"
        case .bool: "true"
        case .date: "Date(timeIntervalSince1970: \(1_700_000_000 + seed * 86_400))"
        case .url: "URL(string: \"https://example.com/\(name)\")!"
        case .data: "Data([\(seed), 2, 3])"
        case .array(let element): element.sample(name, seed: seed).map { "[\($0)]" }
        case .dictionary(let value): value.sample(name, seed: seed).map { "[\"key\": \($0)]" }
        case .other: nil
        }
    }

    /// `sample` as the Objective-C object an archive holds: `NSString(string: "email-1")`.
    func archivedSample(_ name: String, seed: Int) -> String? {
        guard let sample = sample(name, seed: seed) else { return nil }
        switch self {
        case .string: return "NSString(string: \(sample))"
        case .int, .double, .bool: return "NSNumber(value: \(sample))"
        case .date: return "NSDate(timeIntervalSince1970: \(1_700_000_000 + seed * 86_400))"
        case .url: return "NSURL(string: \"https://example.com/\(name)\")!"
        case .data: return "NSData(data: \(sample))"
        case .array(let element): return element.archivedSample(name, seed: seed).map { "NSArray(array: [\($0)])" }
        case .dictionary(let value): return value.archivedSample(name, seed: seed).map { "NSDictionary(dictionary: [\"key\": \($0)])" }
        case .other: return nil
        }
    }

    /// How the archive bridge turns a decoded object into this type: `as? String`, `(… as? NSNumber)?.intValue`.
    func fromArchivedObject(_ object: String) -> String {
        switch self {
        case .int: "(\(object) as? NSNumber)?.intValue"
        case .double: "(\(object) as? NSNumber)?.doubleValue"
        case .bool: "(\(object) as? NSNumber)?.boolValue"
        default: "\(object) as? \(text)"
        }
    }

    /// The value a field the old class never archived starts with, as the old object's did (`nil`, `0`, `NO`).
    var zero: String {
        switch self {
        case .string: "\"\""
        case .int: "0"
        case .double: "0"
        case .bool: "false"
        case .date: "Date(timeIntervalSince1970: 0)"
        case .url: "URL(fileURLWithPath: \"/\")"
        case .data: "Data()"
        case .array: "[]"
        case .dictionary: "[:]"
        case .other(let name): "\(name)()"
        }
    }
}
