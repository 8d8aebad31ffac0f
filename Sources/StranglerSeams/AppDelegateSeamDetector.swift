import StranglerAnalysis
import StranglerSources

/// A collaborator looked up through the app delegate inside a method
/// (`(UIApplication.shared.delegate as! AppDelegate).api`): a test cannot give the type another one.
struct AppDelegateSeamDetector: SeamDetector {
    let kind = DependencyKind.appDelegate

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard SingletonAccessSmell.isAppDelegateCast(event) else { return nil }
        let delegateType = event.typeName ?? "AppDelegate"
        let lookup = "(" + event.symbol + " as! " + delegateType + ")"
        // The property read on the cast (`.api`) is its own access event on the same line (recorded before the cast).
        let property = context.events.first {
            $0.line == event.line && $0.path.count >= 2 && $0.path[0] == delegateType
        }
        guard let property else {
            return SeamMatch(
                expression: lookup, chain: [delegateType], usedMember: nil,
                effect: "the app delegate is looked up inside the method: a test cannot give the type another one",
                technique: context.injection().0, alternatives: context.injection().1
            )
        }
        let name = property.path[1]
        let propertyType = context.index.property(name, of: delegateType)?.typeName.map(TypeNames.base)
        let (technique, alternatives) = context.injection()
        return SeamMatch(
            expression: lookup + "." + name, chain: [delegateType, name],
            usedMember: propertyType.flatMap { SeamEvents.usedMember(of: property, after: 2, type: $0, in: context) },
            effect: "the app delegate's '\(name)' is looked up inside the method: a test cannot give the type another one",
            technique: technique, alternatives: alternatives
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func load() {
                let api = ↓(UIApplication.shared.delegate as! AppDelegate).api
                api.fetch()
            }
            """,
        ],
        nonTriggering: [
            """
            var api: API = (UIApplication.shared.delegate as! AppDelegate).api
            func load() { api.fetch(); let window = view.window as? UIWindow }
            """,
        ]
    )
}
