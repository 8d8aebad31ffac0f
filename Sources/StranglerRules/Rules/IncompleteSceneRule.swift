import StranglerScenes

/// A scene whose protocols have no implementation, or that nothing builds and wires: no configurator, and no setup in its
/// view controller that every initializer calls (the Clean Swift templates' `setup()`, see `SceneSetup`).
struct IncompleteSceneRule: Rule {
    let description = RuleDescription(
        id: "incomplete_scene",
        summary: "a scene protocol has no implementation, or nothing builds and wires the scene",
        rationale: "implement every protocol the scene declares, and add 'XConfigurator' (or a view controller 'setup()' that every "
            + "initializer calls) to build and wire the components",
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
                """
                protocol StoreInfoBusinessLogic {}
                protocol StoreInfoPresentationLogic {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic { var presenter: StoreInfoPresentationLogic? }
                final class StoreInfoPresenter: StoreInfoPresentationLogic {}
                final class StoreInfoViewController: UIViewController {
                    var interactor: StoreInfoBusinessLogic?
                    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                        setup()
                    }
                    ↓required init?(coder aDecoder: NSCoder) {
                        super.init(coder: aDecoder)
                    }
                    private func setup() {
                        let interactor = StoreInfoInteractor()
                        let presenter = StoreInfoPresenter()
                        interactor.presenter = presenter
                        self.interactor = interactor
                    }
                }
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
                """
                protocol StoreInfoDisplayLogic: AnyObject {}
                protocol StoreInfoBusinessLogic {}
                protocol StoreInfoPresentationLogic {}
                @objc protocol StoreInfoRoutingLogic {}
                final class StoreInfoInteractor: StoreInfoBusinessLogic { var presenter: StoreInfoPresentationLogic? }
                final class StoreInfoPresenter: StoreInfoPresentationLogic { weak var viewController: StoreInfoDisplayLogic? }
                final class StoreInfoRouter: NSObject, StoreInfoRoutingLogic { weak var viewController: StoreInfoViewController? }
                final class StoreInfoViewController: UIViewController, StoreInfoDisplayLogic {
                    var interactor: StoreInfoBusinessLogic?
                    var router: (NSObjectProtocol & StoreInfoRoutingLogic)?
                    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                        setup()
                    }
                    required init?(coder aDecoder: NSCoder) {
                        super.init(coder: aDecoder)
                        setup()
                    }
                    private func setup() {
                        let viewController = self
                        let interactor = StoreInfoInteractor()
                        let presenter = StoreInfoPresenter()
                        let router = StoreInfoRouter()
                        viewController.interactor = interactor
                        viewController.router = router
                        interactor.presenter = presenter
                        presenter.viewController = viewController
                        router.viewController = viewController
                    }
                }
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
            if let setup = context.scenes.setup(of: scene) {
                result += Self.unconfigured(setup, scene: scene, in: context)
                continue
            }
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

    /// A setup in the view controller configures the scene when every initializer calls it; each one that does not leaves
    /// the scene unwired when the view controller is made that way.
    private static func unconfigured(_ setup: SceneSetup, scene: String, in context: RuleContext) -> [Violation] {
        let declarations = context.scenes.types[setup.viewController]?.declarations ?? []
        return setup.uncalledFrom.compactMap { initializer in
            let found = declarations.lazy.compactMap { decl in decl.members.first { $0.name == initializer }.map { (decl.file, $0.line) } }.first
            guard let (file, line) = found else { return nil }
            return Violation(
                file: file, line: line,
                message: "'\(initializer)' of '\(setup.viewController)' does not call '\(setup.member)', which builds and wires scene "
                    + "'\(scene)'; call it there too"
            )
        }
    }
}
