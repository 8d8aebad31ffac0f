import StranglerConfiguration
import StranglerSources

/// A screen too long, or doing too many different things, to change safely. Its length is counted as a reader (and
/// SwiftLint's `type_body_length`) counts it: the lines of code of the class's own declaration and extensions, without
/// blank lines and comments, and for Objective-C its implementation, not its header's `@interface` besides.
struct MassiveViewControllerSmell: SmellDetector {
    let id = "massive_view_controller"
    let summary = "a screen over 250 lines of code (its declaration and extensions, blank lines and comments aside), "
        + "or over 150 with six or more responsibilities besides UI"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        let kinds = screen.responsibilities.subtracting([.ui, .concurrency]).sorted()
        let tooLong = screen.codeLines > settings.massiveLines
        let tooMany = kinds.count >= settings.massiveResponsibilities && screen.codeLines > settings.massiveResponsibilitiesLines
        guard tooLong || tooMany else { return [] }
        var reasons: [String] = []
        if tooLong { reasons.append("\(screen.codeLines) lines of code (limit \(settings.massiveLines))") }
        if tooMany || tooLong && !kinds.isEmpty {
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
            """
            /// Everything the screen does, on one line: the rest is blank lines and comments, which a reader does not count.

            func load() { URLSession.shared.dataTask(with: url).resume(); UserDefaults.standard.set(1, forKey: "k"); navigationController?.pushViewController(NextViewController(), animated: true); Analytics.shared.track("x"); NotificationCenter.default.post(name: .x, object: nil) }
            /* The next screen
               is pushed. */

            """,
        ]
    )
}
