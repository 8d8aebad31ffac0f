import StranglerSources

/// Objective-C property types to Swift: the type the new model holds, and the type Swift gives the old
/// class's property when it imports it (they differ for `int` → `Int32`, `NSNumber`, `CGFloat`).
///
/// `NSNumber` has no Swift value type of its own: it becomes `Int` or `Bool` when the implementation reads it
/// with `integerValue`/`intValue`/`longValue` or `boolValue`, and `Double` otherwise.
enum ModelTypeMapping {
    struct Mapped: Equatable {
        var type: SwiftType
        var imported: String?
        var isObject: Bool
        var notes: [String] = []
    }

    static func map(_ type: ObjCModel.TypeRef, property: String, accessor: String?) -> Mapped? {
        guard case .named(let name, let arguments, let isPointer) = type else { return nil }
        switch name {
        case "NSString", "NSMutableString": return Mapped(type: .string, imported: "String", isObject: true)
        case "NSInteger", "long", "NSInteger_t": return Mapped(type: .int, imported: "Int", isObject: false)
        case "NSUInteger", "unsigned long": return Mapped(type: .int, imported: "UInt", isObject: false)
        case "int", "int32_t", "unsigned int", "uint32_t": return Mapped(type: .int, imported: name.hasPrefix("u") ? "UInt32" : "Int32", isObject: false)
        case "long long", "int64_t": return Mapped(type: .int, imported: "Int64", isObject: false)
        case "short", "int16_t": return Mapped(type: .int, imported: "Int16", isObject: false)
        case "BOOL", "bool": return Mapped(type: .bool, imported: "Bool", isObject: false)
        case "double", "NSTimeInterval": return Mapped(type: .double, imported: "Double", isObject: false)
        case "float": return Mapped(type: .double, imported: "Float", isObject: false)
        case "CGFloat": return Mapped(type: .double, imported: "CGFloat", isObject: false)
        case "NSDate": return Mapped(type: .date, imported: "Date", isObject: true)
        case "NSURL": return Mapped(type: .url, imported: "URL", isObject: true)
        case "NSData", "NSMutableData": return Mapped(type: .data, imported: "Data", isObject: true)
        case "NSNumber": return number(property: property, accessor: accessor)
        case "NSArray", "NSMutableArray", "NSSet", "NSOrderedSet":
            guard let element = arguments.first.flatMap({ map($0, property: property, accessor: nil) }) else {
                return Mapped(type: .array(.string), imported: "[Any]", isObject: true, notes: ["an untyped '\(name)' is read as '[String]': check the JSON"])
            }
            let isArray = name.hasSuffix("Array")
            let imported = element.imported.map { isArray ? "[\($0)]" : name == "NSSet" ? "Set<\($0)>" : name }
            return Mapped(
                type: .array(element.type), imported: imported, isObject: true,
                notes: element.notes + (isArray ? [] : ["'\(name)' becomes an array: JSON has no sets"])
            )
        case "NSDictionary", "NSMutableDictionary":
            guard arguments.count == 2, let value = map(arguments[1], property: property, accessor: nil) else {
                return Mapped(
                    type: .dictionary(.string), imported: "[AnyHashable: Any]", isObject: true,
                    notes: ["an untyped '\(name)' is read as '[String: String]': check the JSON"]
                )
            }
            let keyIsString = arguments[0].name == "NSString"
            return Mapped(
                type: .dictionary(value.type), imported: keyIsString ? value.imported.map { "[String: \($0)]" } : nil, isObject: true,
                notes: value.notes + (keyIsString ? [] : ["keys become 'String': JSON object keys are strings"])
            )
        case "id":
            return Mapped(type: .string, imported: "Any", isObject: true, notes: ["'id' is read as 'String': give it its real type"])
        default:
            return Mapped(
                type: .other(name), imported: name, isObject: isPointer,
                notes: ["'\(name)' is not converted: convert it too and make it 'Codable'"]
            )
        }
    }

    private static func number(property: String, accessor: String?) -> Mapped {
        switch accessor {
        case "integerValue", "intValue", "longValue", "longLongValue", "unsignedIntegerValue":
            Mapped(type: .int, imported: "NSNumber", isObject: true, notes: ["'NSNumber' as 'Int': the implementation reads it with '\(accessor ?? "")'"])
        case "boolValue":
            Mapped(type: .bool, imported: "NSNumber", isObject: true, notes: ["'NSNumber' as 'Bool': the implementation reads it with 'boolValue'"])
        default:
            Mapped(
                type: .double, imported: "NSNumber", isObject: true,
                notes: ["'NSNumber' as 'Double': " + (accessor.map { "the implementation reads it with '\($0)'" } ?? "no accessor in the implementation says it is an integer")]
            )
        }
    }
}
