/// A view controller holds its scene's concrete interactor or presenter instead of the protocol.
///
/// Holding `XBusinessLogic` lets a test give the view controller a spy, and lets the configurator choose.
struct ConcreteSceneDependencyRule: Rule {
    let description = RuleDescription(
        id: "concrete_scene_dependency",
        summary: "a view controller holds a concrete interactor or presenter type instead of its protocol",
        rationale: "declare the property with the protocol ('var interactor: XBusinessLogic?'); the configurator injects the concrete type",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                protocol StoreInfoBusinessLogic {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic {}
                final class StoreInfoViewController: UIViewController {
                    ↓var interactor: StoreInfoInteractor?
                }
                """,
            ],
            nonTriggering: [
                """
                protocol StoreInfoBusinessLogic {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic {}
                final class StoreInfoViewController: UIViewController {
                    var interactor: StoreInfoBusinessLogic?
                }
                final class StoreInfoConfigurator {
                    func configure(_ viewController: StoreInfoViewController) {
                        let interactor = StoreInfoInteractor()
                        viewController.interactor = interactor
                    }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for type in context.scenes.concreteTypes(in: .viewController) {
            for decl in type.declarations {
                for member in decl.members where member.kind == .property && member.isStored && !member.isStatic {
                    guard let held = context.scenes.sceneType(member.typeName), !held.isProtocol,
                          held.role == .interactor || held.role == .presenter
                    else { continue }
                    let protocols = held.inherited.filter { context.scenes.types[$0]?.isProtocol == true && context.scenes.types[$0]?.role == held.role }
                    let instead = protocols.first.map { "'\($0)'" } ?? "its protocol"
                    result.append(
                        Violation(
                            file: decl.file, line: member.line,
                            message: "view controller '\(type.name)' holds the concrete \(held.role!.title) '\(held.name)' in '\(member.name)'; hold \(instead) instead"
                        )
                    )
                }
            }
        }
        return result
    }
}
