//
//  EventTracker.swift
//  ShopMail
//
//  Thin wrapper over the Mixpanel SDK so screens do not import it.
//

import Foundation
import Mixpanel

final class EventTracker {

    private let screen: String

    init(screen: String) {
        self.screen = screen
    }

    func track(_ event: String, properties: [String: String] = [:]) {
        var all = properties
        all["screen"] = screen
        Mixpanel.mainInstance().track(event: event, properties: all)
    }
}
