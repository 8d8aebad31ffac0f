import StranglerConfiguration
import StranglerSources

/// A hidden collaborator reached through a shared instance or the app delegate, which a test cannot replace.
package struct SingletonAccessSmell: SmellDetector {
    let id = "singleton_access"
    let summary = "a collaborator reached through .shared, .standard, .default or the app delegate"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        var result: [Smell] = []
        for facts in screen.members {
            var seen: Set<String> = []
            let appDelegateLines = Set(facts.member.events.filter { Self.isAppDelegateCast($0) }.map(\.line))
            for event in facts.member.events {
                let symbol: String
                if Self.isAppDelegateCast(event) {
                    symbol = event.symbol + " as! " + (event.typeName ?? "AppDelegate")
                } else if let singleton = Self.singleton(in: event), !(singleton == "UIApplication.shared" && appDelegateLines.contains(event.line)) {
                    symbol = singleton
                } else {
                    continue
                }
                guard seen.insert(symbol).inserted else { continue }
                result.append(
                    Smell(id: id, message: "\(facts.member.name) reaches for '\(symbol)'; inject it instead", member: facts.member.name, file: facts.file, line: event.line)
                )
            }
        }
        return result
    }

    package static func isAppDelegateCast(_ event: Event) -> Bool {
        event.kind == .cast && event.path.last == "delegate" && (event.typeName?.hasSuffix("AppDelegate") ?? false)
    }

    /// `UserDefaults.standard` for an event whose chain starts with a type and one of its shared accessors.
    package static func singleton(in event: Event) -> String? {
        guard event.kind == .call || event.kind == .access || event.kind == .assignment, event.path.count >= 2,
              let root = event.typeRoot, SharedInstances.collaborators.contains(event.path[1])
        else { return nil }
        if event.kind == .call && event.path.count == 2 { return nil }
        return root + "." + event.path[1]
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func save() {
                ↓UserDefaults.standard.set(true, forKey: "seen")
                let api = ↓(UIApplication.shared.delegate as! AppDelegate).api
            }
            """,
        ],
        nonTriggering: [
            """
            let defaults: UserDefaults
            func save() { defaults.set(true, forKey: "seen"); DispatchQueue.main.async { } }
            """,
        ]
    )
}
