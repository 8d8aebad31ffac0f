import StranglerAnalysis

/// An interactor or presenter reaches for a shared instance (`.shared`, `.standard`, `.default`) instead of
/// a collaborator injected through `init`, which a test cannot replace.
struct SceneSingletonAccessRule: Rule {
    let description = RuleDescription(
        id: "scene_singleton_access",
        summary: "an interactor or presenter reaches for a singleton instead of an injected collaborator",
        rationale: "inject it through 'init' with the shared instance as the production default, so tests can replace it",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                final class StoreInfoInteractor {
                    func load() {
                        let seen = UserDefaults.standard.↓bool(forKey: "seen")
                        Analytics.shared.↓track("store_info_viewed")
                    }
                }
                """,
            ],
            nonTriggering: [
                """
                final class StoreInfoInteractor {
                    let defaults: UserDefaults
                    init(defaults: UserDefaults = .standard) { self.defaults = defaults }
                    func load() { _ = defaults.bool(forKey: "seen"); DispatchQueue.main.async {} }
                }
                final class StoreInfoWorker {
                    func fetch() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for type in context.scenes.concreteTypes(in: .interactor) + context.scenes.concreteTypes(in: .presenter) {
            for decl in type.declarations {
                for member in decl.members {
                    var seen: Set<Int> = []
                    for event in member.events {
                        guard let singleton = CallSiteAnalysis.singleton(in: event), seen.insert(event.line).inserted else { continue }
                        result.append(
                            Violation(
                                file: decl.file, line: event.line, column: event.column,
                                message: "\(type.role!.title) '\(type.name)' reaches for '\(singleton)' in \(member.name); inject it through 'init'"
                            )
                        )
                    }
                }
            }
        }
        return result
    }
}
