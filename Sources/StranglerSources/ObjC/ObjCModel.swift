/// An Objective-C model class as `convert-model` needs it: its properties with their declared types and
/// nullability, its JSON mapping and value transformers (Mantle), the keys its `initWithCoder:` reads, and its
/// methods, with those that call the API marked.
public struct ObjCModel: Sendable, Equatable {
    public var name: String
    public var superclass: String?
    public var protocols: [String]
    /// The header (or implementation) the `@interface` is in, and its line.
    public var file: String
    public var line: Int
    public var properties: [Property]
    /// `+JSONKeyPathsByPropertyKey`: property name → JSON key path (`"identifier": "id"`, `"city": "address.city"`).
    public var jsonKeyPaths: [String: String]
    /// The mapping starts from `mtl_identityPropertyMapWithModel:`: unlisted properties keep their own names.
    public var mapsUnlistedPropertiesByName: Bool
    /// `+xxxJSONTransformer` by property name.
    public var transformers: [String: Transformer]
    /// `initWithCoder:`: property name → the key and the kind of value it decodes.
    public var coderKeys: [String: CoderKey]
    public var methods: [Method]
    /// The accessor the implementation reads a number property with (`score` → `integerValue`).
    public var valueAccessors: [String: String]

    public init(
        name: String, superclass: String?, protocols: [String], file: String, line: Int, properties: [Property] = [],
        jsonKeyPaths: [String: String] = [:], mapsUnlistedPropertiesByName: Bool = false,
        transformers: [String: Transformer] = [:], coderKeys: [String: CoderKey] = [:], methods: [Method] = [],
        valueAccessors: [String: String] = [:]
    ) {
        self.name = name
        self.superclass = superclass
        self.protocols = protocols
        self.file = file
        self.line = line
        self.properties = properties
        self.jsonKeyPaths = jsonKeyPaths
        self.mapsUnlistedPropertiesByName = mapsUnlistedPropertiesByName
        self.transformers = transformers
        self.coderKeys = coderKeys
        self.methods = methods
        self.valueAccessors = valueAccessors
    }

    /// A Mantle model: `MTLModel` and `MTLJSONSerializing`, archived by Mantle's own `NSCoding`.
    public var isMantle: Bool { superclass == "MTLModel" || protocols.contains("MTLJSONSerializing") }

    /// An Objective-C type as declared: `NSArray<NSString *> *` is `NSArray` with one argument, a pointer.
    public indirect enum TypeRef: Sendable, Equatable, CustomStringConvertible {
        case named(String, arguments: [TypeRef], isPointer: Bool)
        /// A block: its parameters' types (`void (^)(BOOL, NSError *)` → `BOOL`, `NSError *`).
        case block(parameters: [TypeRef])

        public var name: String {
            if case .named(let name, _, _) = self { return name }
            return "block"
        }

        public var description: String {
            switch self {
            case .named(let name, let arguments, let isPointer):
                name + (arguments.isEmpty ? "" : "<" + arguments.map(\.description).joined(separator: ", ") + ">")
                    + (isPointer && name != "id" && name != "instancetype" && name != "Class" ? " *" : "")
            case .block(let parameters):
                "void (^)(" + parameters.map(\.description).joined(separator: ", ") + ")"
            }
        }
    }

    public enum Nullability: String, Sendable, Equatable {
        case nonnull, nullable, unspecified
        /// `null_resettable`: the getter never returns nil, so Swift imports it as `T!`.
        case nullResettable
    }

    public struct Property: Sendable, Equatable {
        public var name: String
        public var type: TypeRef
        public var nullability: Nullability
        /// `nonatomic`, `copy`, `readonly`, `getter=isPremium`, …
        public var attributes: [String]
        public var line: Int

        public init(name: String, type: TypeRef, nullability: Nullability, attributes: [String], line: Int) {
            self.name = name
            self.type = type
            self.nullability = nullability
            self.attributes = attributes
            self.line = line
        }
    }

    public enum Transformer: Sendable, Equatable {
        /// An `NSDateFormatter` with this `dateFormat`, when the implementation shows one.
        case dateFormatter(format: String?)
        /// `dateWithTimeIntervalSince1970:`
        case secondsSince1970
        /// `MTLURLValueTransformerName`
        case url
        /// `MTLBooleanValueTransformerName`
        case bool
        /// A nested model (`mtl_JSONDictionaryTransformerWithModelClass:`, `MTLJSONAdapter …WithModelClass:`).
        case model(String)
        /// Anything else: the method's selector, left for a human.
        case custom(String)
    }

    public struct CoderKey: Sendable, Equatable {
        public enum Kind: String, Sendable, Equatable {
            case object, integer, int32, int64, bool, double, float
        }

        public var key: String
        public var kind: Kind

        public init(key: String, kind: Kind) {
            self.key = key
            self.kind = kind
        }
    }

    public struct Parameter: Sendable, Equatable {
        public var name: String
        public var type: TypeRef?

        public init(name: String, type: TypeRef?) {
            self.name = name
            self.type = type
        }
    }

    public struct Method: Sendable, Equatable {
        /// `checkMembership:`, `greeting`.
        public var selector: String
        public var isClassMethod: Bool
        public var returnType: TypeRef?
        public var parameters: [Parameter]
        /// Where it is defined (the implementation), or declared when it has no body in sight.
        public var file: String
        public var line: Int
        /// Why it counts as an API call (`WebAPI.sharedClient`), or `nil` when it makes none.
        public var apiEvidence: String?

        public init(
            selector: String, isClassMethod: Bool, returnType: TypeRef?, parameters: [Parameter], file: String, line: Int,
            apiEvidence: String? = nil
        ) {
            self.selector = selector
            self.isClassMethod = isClassMethod
            self.returnType = returnType
            self.parameters = parameters
            self.file = file
            self.line = line
            self.apiEvidence = apiEvidence
        }

        /// `-[SWUserModel checkMembership:]`
        public func signature(in model: String) -> String { "\(isClassMethod ? "+" : "-")[\(model) \(selector)]" }
    }
}
