import StranglerAnalysis
import StranglerSources

/// A scene whose view controller builds and wires it itself, as the Clean Swift templates write it: a `setup()` that makes
/// the interactor, presenter and router, hands each its collaborators, and is called from every initializer. That member is
/// the scene's configurator, in the view controller instead of a type of its own.
///
/// ## Example
/// ```swift
/// private func setup() {
///     let viewController = self
///     let interactor = ListOrdersInteractor()
///     let presenter = ListOrdersPresenter()
///     let router = ListOrdersRouter()
///     viewController.interactor = interactor
///     viewController.router = router
///     interactor.presenter = presenter
///     presenter.viewController = viewController
///     router.viewController = viewController
///     router.dataStore = interactor
/// }
/// ```
public struct SceneSetup: Sendable, Equatable {
    /// The view controller that sets the scene up.
    public var viewController: String
    /// The member that does it (`setup()`), with its file and line.
    public var member: String
    public var file: String
    public var line: Int
    /// The scene's types it makes and wires, sorted.
    public var parts: [String]
    /// The initializers the view controller declares that do not call it (none for a configured scene).
    public var uncalledFrom: [String]

    /// Whether the scene is configured: every initializer sets it up, or, with none declared, a member UIKit calls does.
    public var isComplete: Bool { uncalledFrom.isEmpty }
}

extension SceneIndex {
    /// The member of the scene's view controller that builds and wires the scene (see `SceneSetup`), if there is one: it
    /// makes the scene's interactor and presenter, and its router when the scene has one, and each part it makes is wired
    /// (handed to a property, or given one). A setup no initializer or lifecycle method calls is none.
    public func setup(of scene: String) -> SceneSetup? {
        let members = members(of: scene)
        let required = Set(
            members.filter { !$0.isProtocol && [.interactor, .presenter, .router].contains($0.role) }.map(\.name)
        )
        guard !required.isEmpty else { return nil }
        for viewController in members where viewController.role == .viewController && !viewController.isProtocol {
            let declared = viewController.declarations.flatMap { decl in decl.members.map { (member: $0, file: decl.file) } }
            for (member, file) in declared where member.kind == .method && !member.isStatic {
                let parts = wiredParts(made: member, scene: scene)
                guard required.isSubset(of: parts) else { continue }
                let callers = Set(declared.filter { Self.calls($0.member, member.baseName) }.map(\.member.name))
                let initializers = declared.map(\.member).filter { $0.kind == .initializer }.map(\.name)
                let uncalled = initializers.filter { !callers.contains($0) }
                // A setup nothing calls configures nothing; without initializers of its own, the view controller may set its
                // scene up when UIKit loads it.
                if initializers.isEmpty ? !callers.contains(where: Self.loadingMembers.contains) : uncalled.count == initializers.count {
                    continue
                }
                return SceneSetup(
                    viewController: viewController.name, member: member.name, file: file, line: member.line, parts: parts.sorted(),
                    uncalledFrom: uncalled
                )
            }
        }
        return nil
    }

    /// The members UIKit calls as it loads a view controller, in Swift and in Objective-C.
    private static let loadingMembers: Set<String> = ["awakeFromNib()", "awakeFromNib", "viewDidLoad()", "viewDidLoad", "loadView()", "loadView"]

    /// The scene's interactors, presenters and routers a member makes (`ListOrdersInteractor()`) and wires: the local holding
    /// one is assigned somewhere (`viewController.interactor = interactor`) or given a property (`interactor.presenter =
    /// presenter`), or the part is made straight into a property (`self.interactor = ListOrdersInteractor()`).
    private func wiredParts(made member: Member, scene: String) -> Set<String> {
        var made: Set<String> = []
        for event in member.events where event.kind == .call && event.name == "init" && event.path.count == 2 {
            let type = event.path[0]
            if let info = types[type], info.scene == scene, [.interactor, .presenter, .router].contains(info.role) { made.insert(type) }
        }
        guard !made.isEmpty else { return [] }
        var holders: [String: String] = [:]
        for (name, local) in member.locals {
            if let type = local.typeName.map(CallSiteAnalysis.baseTypeName), made.contains(type) { holders[name] = type }
        }
        var wired: Set<String> = []
        for event in member.events where event.kind == .assignment {
            let target = event.unqualifiedPath
            if target.count > 1, let first = target.first, let type = holders[first] { wired.insert(type) }
            guard let value = event.arguments.first?.text else { continue }
            if let type = holders[value] { wired.insert(type) }
            if let type = made.first(where: { value.hasPrefix($0 + "(") }) { wired.insert(type) }
        }
        return wired
    }

    /// Whether a member calls the type's own method of that base name (`setup()`, `self.setup()`, `[self setup]`).
    private static func calls(_ member: Member, _ baseName: String) -> Bool {
        member.events.contains { event in
            event.kind == .call && event.name == baseName && (event.path.count == 1 || event.path.count == 2 && event.path[0] == "self")
        }
    }
}
