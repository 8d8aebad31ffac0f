//
//  UserSession.swift
//  LegacyShop
//

import Foundation

final class UserSession {

    static let shared = UserSession()

    var currentUser: User?
    var token: String?

    var isLoggedIn: Bool {
        return token != nil || UserDefaults.standard.bool(forKey: "isLoggedIn")
    }

    private init() {}

    func start(token: String, user: User) {
        self.token = token
        self.currentUser = user
        UserDefaults.standard.set(true, forKey: "isLoggedIn")
    }

    func logout() {
        token = nil
        currentUser = nil
        UserDefaults.standard.set(false, forKey: "isLoggedIn")
    }
}
