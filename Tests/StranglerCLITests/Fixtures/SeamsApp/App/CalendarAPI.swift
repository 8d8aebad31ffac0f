import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct CalendarEvent: Decodable {
    var day: Int
    var title: String
}

/// The app's API client, which the calendar screen looks up through the app delegate.
class CalendarAPI {
    private let baseURL = URL(string: "https://api.example.com")!

    func fetchEvents(month: Int, completion: @escaping ([CalendarEvent]) -> Void) {
        let url = baseURL.appendingPathComponent("months/\(month)/events")
        URLSession.shared.dataTask(with: url) { data, _, _ in
            let events = data.flatMap { try? JSONDecoder().decode([CalendarEvent].self, from: $0) } ?? []
            DispatchQueue.main.async { completion(events) }
        }.resume()
    }
}
