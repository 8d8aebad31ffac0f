/// A scene whose protocols have no implementation, or that has no configurator to build and wire it.
struct IncompleteSceneRule: Rule {
    let description = RuleDescription(
        id: "incomplete_scene",
        summary: "a scene protocol has no implementation, or the scene has no configurator",
        rationale: "implement every protocol the scene declares, and add 'XConfigurator' to build and wire the components",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                protocol StoreInfoBusinessLogic {}
                ↓protocol StoreInfoWorkerLogic {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic {}
                final class StoreInfoConfigurator {}
                """,
                """
                protocol CheckoutBusinessLogic {}
                final class CheckoutInteractor: CheckoutBusinessLogic {}
                ↓final class CheckoutViewController: UIViewController {}
                """,
            ],
            nonTriggering: [
                """
                protocol StoreInfoBusinessLogic {}
                protocol StoreInfoDataStore {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic {}
                extension StoreInfoInteractor: StoreInfoDataStore {}
                final class StoreInfoViewController: UIViewController {}
                enum StoreInfoConfigurator {}
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for scene in context.scenes.scenes {
            let members = context.scenes.members(of: scene)
            for proto in members where proto.isProtocol && (context.scenes.conformers[proto.name] ?? []).isEmpty {
                result.append(
                    Violation(
                        file: proto.primary.file, line: proto.primary.line,
                        message: "protocol '\(proto.name)' of scene '\(scene)' has no implementation; make a \(proto.role!.title) conform to it or remove it"
                    )
                )
            }
            guard !members.contains(where: { $0.role == .configurator }) else { continue }
            let anchor = members.first { $0.role == .viewController && !$0.isProtocol } ?? members.first { !$0.isProtocol } ?? members[0]
            let expected = (context.scenes.naming.suffixes[.configurator] ?? []).first.map { "'\(scene)\($0)'" } ?? "a configurator"
            result.append(
                Violation(
                    file: anchor.primary.file, line: anchor.primary.line,
                    message: "scene '\(scene)' has no configurator; add \(expected) to build and wire its components"
                )
            )
        }
        return result
    }
}
