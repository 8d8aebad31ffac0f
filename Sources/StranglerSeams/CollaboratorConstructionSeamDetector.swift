import StranglerAnalysis
import StranglerSources

/// A codebase collaborator that does I/O built inside a method (`CartStore()`): a test cannot replace it.
struct CollaboratorConstructionSeamDetector: SeamDetector {
    let kind = DependencyKind.construction

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard event.kind == .call, event.path.count == 2, event.name == "init", let type = event.typeRoot,
              type != context.typeName, context.isCodebaseType(type), !context.index.isScreenClass(type), context.doesIO(type)
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
        ]
    )
}
