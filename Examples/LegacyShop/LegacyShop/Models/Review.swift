//
//  Review.swift
//  LegacyShop
//

import Foundation

struct Review: Codable {
    let id: String
    let productId: String
    let author: String
    let rating: Int
    let text: String
    let createdAt: Date
}
