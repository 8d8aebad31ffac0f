//
//  Product.swift
//  LegacyShop
//

import Foundation

struct Product: Codable {
    let id: String
    let name: String
    let price: Double
    let currencyCode: String
    let stock: Int
    let isOnSale: Bool
    let imageURL: URL?
    let summary: String?
}
