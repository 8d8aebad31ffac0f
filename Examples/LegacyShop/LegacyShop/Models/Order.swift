//
//  Order.swift
//  LegacyShop
//

import Foundation

enum OrderStatus: String, Codable {
    case pending
    case paid
    case shipped
    case delivered
    case cancelled
}

struct Order: Codable {
    let id: String
    let items: [CartItem]
    let total: Double
    let currencyCode: String
    var status: OrderStatus
    let createdAt: Date
    let shippingAddress: String?
    let trackingNumber: String?

    var itemCount: Int {
        return items.reduce(0) { $0 + $1.quantity }
    }
}

/// Paged response returned by GET /orders.
struct OrderPage: Codable {
    let orders: [Order]
    let page: Int
    let hasMore: Bool
}
