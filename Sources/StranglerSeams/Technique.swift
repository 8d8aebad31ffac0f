/// Michael Feathers' dependency-breaking techniques (Working Effectively with Legacy Code, chapter 25),
/// by the names users know; `break-dependency --technique` takes the raw values.
public enum Technique: String, Codable, Sendable, CaseIterable {
    case extractInterface = "extract-interface"
    case parameterizeConstructor = "parameterize-constructor"
    case parameterizeMethod = "parameterize-method"
    case extractAndOverrideCall = "extract-and-override-call"
    case extractAndOverrideFactoryMethod = "extract-and-override-factory-method"
    case introduceInstanceDelegator = "introduce-instance-delegator"
    case introduceStaticSetter = "introduce-static-setter"
    case adaptParameter = "adapt-parameter"
    case subclassAndOverrideMethod = "subclass-and-override-method"
    case replaceFunctionWithFunctionPointer = "replace-function-with-function-pointer"

    /// Feathers' name.
    public var title: String {
        switch self {
        case .extractInterface: "Extract Interface + property injection with production default"
        case .parameterizeConstructor: "Parameterize Constructor"
        case .parameterizeMethod: "Parameterize Method"
        case .extractAndOverrideCall: "Extract and Override Call"
        case .extractAndOverrideFactoryMethod: "Extract and Override Factory Method"
        case .introduceInstanceDelegator: "Introduce Instance Delegator"
        case .introduceStaticSetter: "Introduce Static Setter"
        case .adaptParameter: "Adapt Parameter"
        case .subclassAndOverrideMethod: "Subclass and Override Method"
        case .replaceFunctionWithFunctionPointer: "Replace Function with Function Pointer"
        }
    }

    /// Whether `strangler break-dependency` performs it (the others are advice).
    public var isAutomated: Bool { self == .extractInterface || self == .parameterizeConstructor }
}
