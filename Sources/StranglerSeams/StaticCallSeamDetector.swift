import StranglerAnalysis
import StranglerSources

/// A static method of a codebase type that does I/O (`Logger.log(…)`, `KeychainHelper.save(…)`):
/// a static call cannot be replaced, so a test can neither stop its side effect nor observe it.
struct StaticCallSeamDetector: SeamDetector {
    let kind = DependencyKind.staticCall

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard event.kind == .call, event.path.count == 2, let type = event.typeRoot, event.name != "init",
              context.isCodebaseType(type), !SharedInstances.accessors.contains(event.name)
        else { return nil }
        let members = context.index.members(of: type)
        let isStatic = members.contains { $0.isStatic && $0.kind == .method && CalledMemberName.baseName($0.name) == event.name }
        guard isStatic, !(context.capabilities.byMember[type]?[event.name] ?? []).isEmpty else { return nil }
        let name = CalledMemberName.name(of: event, at: 1, candidates: members.map(\.name))
        return SeamMatch(
            expression: type + "." + name, chain: [], usedMember: nil,
            effect: "'\(type).\(name)' is static: a test can neither stop its side effect nor see it",
            technique: .introduceInstanceDelegator, alternatives: [.extractAndOverrideCall]
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func save() {
                ↓KeychainHelper.save(token, forKey: "token")
            }
            }
            enum KeychainHelper {
                static func save(_ value: String, forKey key: String) { UserDefaults.standard.set(value, forKey: key) }
            """,
        ],
        nonTriggering: [
            """
            func format() -> String { PriceFormatter.format(3) + String.init(describing: 1) }
            }
            enum PriceFormatter {
                static func format(_ value: Int) -> String { "\\(value)" }
            """,
        ]
    )
}
