//
//  FitnessAnalytics.swift
//  CrumbAndCo
//
//  Sends product analytics events to the tracking backend, batched.
//

import Foundation

final class FitnessAnalytics {
    static let shared = FitnessAnalytics()

    private let endpoint = URL(string: "https://events.fitness.example/v1/batch")!
    private var pending: [[String: Any]] = []
    private let queue = DispatchQueue(label: "fitness.analytics")

    private init() {}

    func track(_ event: String, properties: [String: Any] = [:]) {
        queue.async {
            var payload = properties
            payload["event"] = event
            payload["timestamp"] = Date().timeIntervalSince1970
            self.pending.append(payload)
            if self.pending.count >= 20 { self.flush() }
        }
    }

    private func flush() {
        guard let body = try? JSONSerialization.data(withJSONObject: pending) else { return }
        pending.removeAll()
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = body
        URLSession.shared.dataTask(with: request).resume()
    }
}
