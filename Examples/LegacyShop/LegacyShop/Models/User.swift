//
//  User.swift
//  LegacyShop
//

import Foundation

struct User: Codable {
    let id: String
    let name: String
    let email: String
    let memberSince: Date
    let avatarURL: URL?
    let lifetimeSpend: Double?
}

/// Returned by GET /me/settings.
struct UserSettings: Codable {
    let prefersNewsletter: Bool
    let preferredCurrency: String
    let pushEnabled: Bool
}
