//
//  SettingsStore.swift
//  ShopMail
//
//  The user's preferences, kept in UserDefaults.
//

import Foundation

final class SettingsStore {

    private enum Keys {
        static let newsletterOptIn = "settings.newsletterOptIn"
        static let rememberMe = "settings.rememberMe"
        static let lastEmail = "settings.lastEmail"
    }

    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
    }

    var newsletterOptIn: Bool {
        get { defaults.bool(forKey: Keys.newsletterOptIn) }
        set { defaults.set(newValue, forKey: Keys.newsletterOptIn) }
    }

    var rememberMe: Bool {
        get { defaults.object(forKey: Keys.rememberMe) as? Bool ?? true }
        set { defaults.set(newValue, forKey: Keys.rememberMe) }
    }

    var lastEmail: String? {
        get { defaults.string(forKey: Keys.lastEmail) }
        set { defaults.set(newValue, forKey: Keys.lastEmail) }
    }
}
