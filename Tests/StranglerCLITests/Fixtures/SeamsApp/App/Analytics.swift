import Foundation

/// A project singleton, as legacy apps have them.
final class Analytics {
    static let shared = Analytics()
    private(set) var sent: [String] = []

    func track(_ event: String, properties: [String: Any]) {
        sent.append(event)
    }
}
