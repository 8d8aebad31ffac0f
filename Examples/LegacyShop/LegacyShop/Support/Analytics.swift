//
//  Analytics.swift
//  LegacyShop
//
//  Thin wrapper so we can swap the analytics vendor later (we never did).
//

import Foundation

final class Analytics {

    static let shared = Analytics()

    private var pendingEvents: [[String: Any]] = []
    private let queue = DispatchQueue(label: "com.legacyshop.analytics")

    private init() {}

    func track(_ event: String, properties: [String: Any] = [:]) {
        var payload = properties
        payload["event"] = event
        payload["timestamp"] = Date().timeIntervalSince1970
        queue.async { [payload] in
            self.pendingEvents.append(payload)
        }
    }
}
