//
//  BakeryOrder.swift
//  CrumbAndCo
//
//  An order placed with the bakery: pickup details, the pastries ordered and the card used.
//

import Foundation

struct BakeryOrder: Codable, Equatable {
    var id: String?
    var customerName: String
    var email: String
    var cakeMessage: String
    var pickupDate: Date
    var cardExpirationDate: Date
    var items: [BakeryOrderItem]
    var total: Decimal
    var createdAt: Date?
}

struct BakeryOrderItem: Codable, Equatable {
    var productID: String
    var name: String
    var quantity: Int
    var unitPrice: Decimal
}
