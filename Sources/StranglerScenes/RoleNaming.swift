/// How a codebase names its roles: type-name suffixes and protocol-name suffixes, both configurable.
public struct RoleNaming: Sendable, Equatable {
    public var suffixes: [SceneRole: [String]]
    public var protocolSuffixes: [SceneRole: [String]]

    public static let defaultSuffixes: [SceneRole: [String]] = [
        .viewController: ["ViewController"], .interactor: ["Interactor"], .presenter: ["Presenter"], .worker: ["Worker"],
        .router: ["Router"], .configurator: ["Configurator", "Composer"], .models: ["Models"],
    ]

    public static let defaultProtocolSuffixes: [SceneRole: [String]] = [
        .viewController: ["DisplayLogic"], .interactor: ["BusinessLogic", "DataStore"], .presenter: ["PresentationLogic"],
        .worker: ["WorkerLogic"], .router: ["RoutingLogic", "DataPassing"],
    ]

    public init(suffixes: [SceneRole: [String]] = defaultSuffixes, protocolSuffixes: [SceneRole: [String]] = defaultProtocolSuffixes) {
        self.suffixes = suffixes
        self.protocolSuffixes = protocolSuffixes
    }

    /// Test doubles (`ProductBusinessLogicSpy`) conform to scene protocols but are no part of the scene.
    static let testDoubleSuffixes = ["Spy", "Mock", "Stub", "Fake", "Dummy"]

    /// The role and scene prefix a type's name shows (`StoreInfoPresenter` → presenter of `StoreInfo`); longest suffix wins.
    func role(ofTypeNamed name: String) -> (role: SceneRole, prefix: String)? {
        Self.match(name, in: suffixes)
    }

    /// The role and scene prefix a protocol's name shows (`StoreInfoDisplayLogic` → view controller of `StoreInfo`).
    func role(ofProtocolNamed name: String) -> (role: SceneRole, prefix: String)? {
        Self.match(name, in: protocolSuffixes)
    }

    private static func match(_ name: String, in table: [SceneRole: [String]]) -> (role: SceneRole, prefix: String)? {
        var best: (role: SceneRole, prefix: String, length: Int)?
        for role in SceneRole.allCases {
            for suffix in table[role] ?? [] where name.hasSuffix(suffix) && name.count > suffix.count {
                if suffix.count > best?.length ?? 0 { best = (role, String(name.dropLast(suffix.count)), suffix.count) }
            }
        }
        return best.map { ($0.role, $0.prefix) }
    }
}
