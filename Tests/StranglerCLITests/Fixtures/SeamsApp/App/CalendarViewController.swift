import UIKit

/// The classic case: a screen that reaches for its API through the app delegate.
final class CalendarViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!

    var month = 3
    var events: [CalendarEvent] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        loadEvents()
    }

    func loadEvents() {
        let api = (UIApplication.shared.delegate as! AppDelegate).api
        api.fetchEvents(month: month) { [weak self] events in
            guard let self else { return }
            self.events = events.sorted { $0.day < $1.day }
            self.titleLabel.text = self.summary()
        }
    }

    func summary() -> String {
        events.isEmpty ? "No events in month \(month)" : "\(events.count) events in month \(month)"
    }
}
