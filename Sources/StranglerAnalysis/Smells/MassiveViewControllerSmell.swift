import StranglerConfiguration
import StranglerSources

/// A screen too long, or doing too many different things, to change safely.
struct MassiveViewControllerSmell: SmellDetector {
    let id = "massive_view_controller"
    let summary = "a screen over 250 lines, or over 150 lines with six or more responsibilities besides UI"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        let kinds = screen.responsibilities.subtracting([.ui, .concurrency]).sorted()
        let tooLong = screen.lines > settings.massiveLines
        let tooMany = kinds.count >= settings.massiveResponsibilities && screen.lines > settings.massiveResponsibilitiesLines
        guard tooLong || tooMany else { return [] }
        var reasons: [String] = []
        if tooLong { reasons.append("\(screen.lines) lines (limit \(settings.massiveLines))") }
        if tooMany || tooLong {
            reasons.append("\(kinds.count) responsibilities besides UI: " + kinds.map(\.rawValue).joined(separator: ", "))
        }
        return [Smell(id: id, message: "\(screen.name) is a massive view controller: " + reasons.joined(separator: "; "), member: nil, file: screen.file, line: screen.line)]
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func load() { URLSession.shared.dataTask(with: url).resume() }
            func save() { UserDefaults.standard.set(1, forKey: "k") }
            func next() { navigationController?.pushViewController(NextViewController(), animated: true) }
            func track() { Analytics.shared.track("x") }
            func post() { NotificationCenter.default.post(name: .x, object: nil) }
            """,
        ],
        nonTriggering: [
            """
            @IBOutlet weak var label: UILabel!
            override func viewDidLoad() { label.text = "Hello" }
            """,
        ]
    )
}
