import StranglerAnalysis
import StranglerSources

/// A free function of the codebase that does I/O (`logout(state)`, `fetch_nip05(nip05:)`): nothing stands between
/// the call and the function, so a test can neither stop its side effect nor see it. Feathers' technique for a C function
/// is to call it through a pointer the test can set; in Swift, a stored closure that defaults to the function.
struct FreeFunctionSeamDetector: SeamDetector {
    let kind = DependencyKind.freeFunction

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard context.index.callsFreeFunction(event, from: context.typeName), context.member.local(event.name, at: event.line) == nil,
              !(context.capabilities.byMember[ProjectIndex.functionsNamespace]?[event.name] ?? []).isEmpty
        else { return nil }
        let candidates = context.index.members(of: ProjectIndex.functionsNamespace).map(\.name)
        let name = CalledMemberName.name(of: event, at: 0, candidates: candidates)
        return SeamMatch(
            expression: name, chain: [], usedMember: nil,
            effect: "'\(name)' is a free function: a test can neither stop its side effect nor see it",
            technique: .replaceFunctionWithFunctionPointer, alternatives: [.extractAndOverrideCall]
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            var token = ""
            func signOut() {
                ↓logout(token: token)
                dismiss(animated: true)
            }
            }
            func logout(token: String) { UserDefaults.standard.removeObject(forKey: token) }
            enum Namespace {
            """,
        ],
        nonTriggering: [
            // A function that does no I/O; a member of the same name; a local closure of the same name.
            """
            var price = 0
            func show() -> String {
                let save = { (value: String) in print(value) }
                save(format(price))
                return format(price)
            }
            func logout(token: String) {}
            func signOut() { logout(token: "") }
            }
            func format(_ value: Int) -> String { "\\(value)" }
            func logout(token: String) { UserDefaults.standard.removeObject(forKey: token) }
            func save(_ value: String) { UserDefaults.standard.set(value, forKey: "value") }
            enum Namespace {
            """,
        ]
    )
}
