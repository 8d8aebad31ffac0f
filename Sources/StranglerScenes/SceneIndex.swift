import StranglerAnalysis
import StranglerSources

/// The VIP+W scenes of a codebase: top-level types grouped by role and by the prefix they share.
///
/// A type's role comes from its name's suffix or, failing that, from a protocol it conforms to (test doubles
/// such as `…Spy` and `…Mock` excepted); a scene is a
/// prefix that has an interactor, a scene protocol (`…BusinessLogic`, `…PresentationLogic`…), or a presenter
/// with a configurator (MVP for SwiftUI: presenter and composer). A view controller alone, or beside a lone
/// presenter (a legacy MVP presenter, an alert presenter), is a legacy screen, not a scene: only the opt-in
/// legacy rules look at it.
public struct SceneIndex: Sendable {
    /// A top-level type of the codebase, with its declaration and extensions.
    public struct TypeInfo: Sendable {
        public var name: String
        public var declarations: [TypeDecl]
        public var role: SceneRole?
        public var scene: String?

        /// The declaration (not an extension), or the first extension when the type is declared elsewhere.
        public var primary: TypeDecl { declarations.first { $0.kind != .extension } ?? declarations[0] }
        public var isProtocol: Bool { primary.kind == .protocol }
        public var isDeclared: Bool { declarations.contains { $0.kind != .extension } }
        public var inherited: [String] { declarations.flatMap(\.inherited) }
    }

    public let naming: RoleNaming
    public private(set) var types: [String: TypeInfo] = [:]
    /// Scene prefixes, sorted.
    public private(set) var scenes: [String] = []
    /// Who conforms to each protocol (or inherits from each class), by name.
    public private(set) var conformers: [String: [String]] = [:]

    public init(units: [SourceUnit], naming: RoleNaming) {
        self.naming = naming
        for unit in units {
            for decl in unit.types where !decl.name.utf8.contains(UInt8(ascii: ".")) {
                types[decl.name, default: TypeInfo(name: decl.name, declarations: [])].declarations.append(decl)
            }
        }
        for (name, info) in types {
            for inherited in info.inherited { conformers[inherited, default: []].append(name) }
        }
        var sceneNames: Set<String> = []
        // A presenter names a scene only beside another sign of one (below): many legacy codebases have
        // MVP presenters, alert presenters and title formatters named `…Presenter`.
        var presenterPrefixes: Set<String> = []
        var configuratorPrefixes: Set<String> = []
        for name in types.keys {
            guard var info = types[name], info.isDeclared else { continue }
            if info.isProtocol {
                if let match = naming.role(ofProtocolNamed: name) {
                    info.role = match.role
                    info.scene = match.prefix
                    sceneNames.insert(match.prefix)
                }
            } else if let match = naming.role(ofTypeNamed: name) {
                info.role = match.role
                info.scene = match.prefix
                switch match.role {
                case .interactor: sceneNames.insert(match.prefix)
                case .presenter: presenterPrefixes.insert(match.prefix)
                case .configurator: configuratorPrefixes.insert(match.prefix)
                default: break
                }
            } else if !RoleNaming.testDoubleSuffixes.contains(where: name.hasSuffix),
                      let match = info.inherited.lazy.compactMap(naming.role(ofProtocolNamed:)).first {
                info.role = match.role
                info.scene = match.prefix
            }
            types[name] = info
        }
        sceneNames.formUnion(presenterPrefixes.intersection(configuratorPrefixes))
        scenes = sceneNames.sorted()
        // Roles outside a scene are no roles: a legacy `ProductViewController` stays a legacy screen.
        for name in types.keys where types[name]?.scene.map({ !sceneNames.contains($0) }) ?? false {
            types[name]?.scene = nil
        }
    }

    /// The scene types with a role, sorted by name.
    public func members(of scene: String) -> [TypeInfo] {
        types.values.filter { $0.scene == scene }.sorted { $0.name < $1.name }
    }

    /// Concrete (non-protocol) scene types in a role, sorted by scene then name.
    public func concreteTypes(in role: SceneRole) -> [TypeInfo] {
        types.values.filter { $0.scene != nil && $0.role == role && !$0.isProtocol }
            .sorted { ($0.scene!, $0.name) < ($1.scene!, $1.name) }
    }

    /// The scene type a written type name refers to, if any (`StoreInfoPresenter?` → its info).
    public func sceneType(_ written: String?) -> TypeInfo? {
        guard let written else { return nil }
        let info = types[CallSiteAnalysis.baseTypeName(written)]
        return info?.scene == nil ? nil : info
    }

    /// Whether a written type is a view of the scene world: a view controller or a display-logic protocol.
    public func isView(_ written: String?) -> Bool {
        sceneType(written)?.role == .viewController
    }
}
