import StranglerAnalysis
import StranglerSources

/// A codebase collaborator that does I/O built inside a method (`CartStore()`): a test cannot replace it. Not the parts of
/// a view controller's own scene that its setup makes and wires (Clean Swift's `setup()` makes the interactor, presenter and
/// router): that is the scene's configuration, and a test gives the view controller its spies through the properties the
/// setup sets.
struct CollaboratorConstructionSeamDetector: SeamDetector {
    let kind = DependencyKind.construction

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard event.kind == .call, event.path.count == 2, event.name == "init", let type = event.typeRoot,
              type != context.typeName, context.isCodebaseType(type), !context.index.isScreenClass(type), context.doesIO(type),
              !CallSiteAnalysis.isScenePart(type, madeBySetup: context.member, of: context.typeName)
        else { return nil }
        let expression = type + "(" + event.arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        let (technique, alternatives) = context.injection(alternatives: [.extractAndOverrideFactoryMethod])
        return SeamMatch(
            expression: expression, chain: [], usedMember: nil,
            effect: "'\(type)' is built inside the method: a test cannot replace it",
            technique: technique, alternatives: alternatives
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func buy() {
                let store = ↓CartStore()
                store.add("p1")
                let item = CartItem(id: "p1")
            }
            }
            final class CartStore {
                func add(_ id: String) { UserDefaults.standard.set(id, forKey: "cart") }
            }
            struct CartItem {
                var id: String
            """,
        ],
        nonTriggering: [
            """
            let store: CartStore
            func buy() { store.add("p1"); let formatter = NumberFormatter() }
            }
            final class CartStore {
                func add(_ id: String) { UserDefaults.standard.set(id, forKey: "cart") }
            """,
            """
            var interactor: ExampleBusinessLogic?
            var router: (NSObjectProtocol & ExampleRoutingLogic)?
            private func setup() {
                let interactor = ExampleInteractor()
                let presenter = ExamplePresenter()
                let router = ExampleRouter()
                self.interactor = interactor
                self.router = router
                interactor.presenter = presenter
            }
            }
            protocol ExampleBusinessLogic {}
            @objc protocol ExampleRoutingLogic {}
            final class ExampleInteractor: ExampleBusinessLogic {
                var presenter: ExamplePresenter?
                func load() { UserDefaults.standard.set(1, forKey: "visits") }
            }
            final class ExamplePresenter {}
            final class ExampleRouter: NSObject, ExampleRoutingLogic {
            """,
        ]
    )
}
