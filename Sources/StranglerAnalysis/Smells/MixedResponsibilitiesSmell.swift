import StranglerConfiguration
import StranglerSources

/// One member that both updates the UI and does networking or persistence: the split every migration starts with.
struct MixedResponsibilitiesSmell: SmellDetector {
    let id = "mixed_ui_and_data"
    let summary = "a member that updates the UI and also does networking or persistence"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        screen.members.compactMap { facts in
            let kinds = facts.responsibilities
            guard kinds.contains(.ui) else { return nil }
            let data = [Responsibility.networking, .persistence].filter(kinds.contains)
            guard !data.isEmpty else { return nil }
            return Smell(
                id: id,
                message: "\(facts.member.name) mixes UI updates with " + data.map(\.rawValue).joined(separator: " and "),
                member: facts.member.name, file: facts.file, line: facts.member.line
            )
        }
    }

    let examples = DetectorExamples(
        triggering: [
            """
            @IBOutlet weak var nameLabel: UILabel!
            func ↓load() {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    self.nameLabel.text = "loaded"
                }.resume()
            }
            """,
        ],
        nonTriggering: [
            """
            @IBOutlet weak var nameLabel: UILabel!
            func show(name: String) { nameLabel.text = name }
            func load() { URLSession.shared.dataTask(with: url).resume() }
            """,
        ]
    )
}
