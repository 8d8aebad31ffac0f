//
//  CatalogProduct.swift
//  ShopMail
//

import Foundation

struct CatalogProduct: Codable, Equatable {
    let id: Int
    let name: String
    let brand: String
    let price: Decimal
    let stock: Int
    let isListed: Bool
    let imageURL: URL?
}
