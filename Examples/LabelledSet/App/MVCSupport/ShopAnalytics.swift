//
//  ShopAnalytics.swift
//  ShopMail
//
//  App-wide analytics, sent to Firebase Analytics.
//

import FirebaseAnalytics
import Foundation

final class ShopAnalytics {

    static let shared = ShopAnalytics()

    private var isEnabled = true

    private init() {}

    func setEnabled(_ enabled: Bool) {
        isEnabled = enabled
        Analytics.setAnalyticsCollectionEnabled(enabled)
    }

    func log(event name: String, parameters: [String: Any] = [:]) {
        guard isEnabled else { return }
        Analytics.logEvent(name, parameters: parameters)
    }
}
