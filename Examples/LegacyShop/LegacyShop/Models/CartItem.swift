//
//  CartItem.swift
//  LegacyShop
//

import Foundation

struct CartItem: Codable {
    let productId: String
    let name: String
    let price: Double
    let currencyCode: String
    var quantity: Int

    var lineTotal: Double {
        return price * Double(quantity)
    }
}
