import StranglerScenes
import StranglerSources

/// A scene reaches into another scene's concrete interactor, presenter or worker.
///
/// Scenes talk through their routers and data stores (`XDataPassing`); a direct reference couples their
/// migrations, so neither can change alone.
struct CrossSceneReferenceRule: Rule {
    static let guardedRoles: Set<SceneRole> = [.interactor, .presenter, .worker]

    let description = RuleDescription(
        id: "cross_scene_reference",
        summary: "a scene references another scene's concrete interactor, presenter or worker",
        rationale: "pass data through the router's data store, or move the shared work into a worker both scenes are given",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                final class CartInteractor {}
                final class CartWorker {}
                final class CheckoutInteractor {
                    ↓let cart = CartInteractor()
                    func total() -> Int {
                        ↓CartWorker().count()
                    }
                }
                """,
            ],
            nonTriggering: [
                """
                final class CartInteractor {}
                protocol CheckoutDataStore { var total: Int { get } }
                final class CheckoutInteractor: CheckoutDataStore {
                    var total = 0
                }
                final class CartRouter {
                    func routeToCheckout() {
                        let destination = CheckoutViewController()
                        show(destination)
                    }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for scene in context.scenes.scenes {
            for type in context.scenes.members(of: scene) {
                for decl in type.declarations {
                    for member in decl.members {
                        var reported: Set<String> = []
                        func foreign(_ written: String?) -> SceneIndex.TypeInfo? {
                            guard let target = context.scenes.sceneType(written), target.scene != scene, !target.isProtocol,
                                  let role = target.role, Self.guardedRoles.contains(role), reported.insert(target.name).inserted
                            else { return nil }
                            return target
                        }
                        func add(_ target: SceneIndex.TypeInfo, line: Int, column: Int?) {
                            result.append(
                                Violation(
                                    file: decl.file, line: line, column: column,
                                    message: "'\(type.name)' of scene '\(scene)' references \(target.role!.title) '\(target.name)' of scene '\(target.scene!)'; "
                                        + "go through the router or a shared worker"
                                )
                            )
                        }
                        let written = [member.typeName, member.initialValue?.typeName]
                            + member.locals.keys.sorted().map { member.locals[$0]?.typeName }
                        for name in written {
                            if let target = foreign(name) { add(target, line: member.line, column: nil) }
                        }
                        for event in member.events.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                            for name in [event.typeRoot, event.typeName] + event.arguments.map(\.typeName) {
                                if let target = foreign(name) { add(target, line: event.line, column: event.column) }
                            }
                        }
                    }
                }
            }
        }
        return result
    }
}

extension Event {
    /// The type name at the root of the chain when it is written as a type (`CartWorker()`, `URLSession.shared`).
    var typeRoot: String? {
        guard let first = path.first, first.first?.isUppercase == true else { return nil }
        return first
    }
}
