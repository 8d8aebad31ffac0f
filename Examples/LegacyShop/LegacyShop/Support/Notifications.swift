//
//  Notifications.swift
//  LegacyShop
//

import Foundation

extension Notification.Name {
    static let cartDidChange = Notification.Name("LegacyShopCartDidChange")
    static let userDidLogout = Notification.Name("LegacyShopUserDidLogout")
    static let orderDidCancel = Notification.Name("LegacyShopOrderDidCancel")
}
