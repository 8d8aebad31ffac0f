//
//  OrderRepository.swift
//  ShopMail
//
//  Orders as the app uses them, read from and written to the local database.
//

import Foundation

enum TrackedOrderStatus: String, Codable {
    case placed, packed, shipped, delivered, cancelled
}

struct TrackedOrder: Equatable {
    let id: String
    let number: String
    let status: TrackedOrderStatus
    let estimatedDelivery: Date?
}

final class OrderRepository {

    private let table: OrderTable

    init(table: OrderTable = OrderTable()) {
        self.table = table
    }

    func order(withID id: String) -> TrackedOrder? {
        guard let row = table.row(id: id),
              let number = row["number"],
              let status = row["status"].flatMap(TrackedOrderStatus.init(rawValue:)) else { return nil }
        let eta = row["eta"].flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
        return TrackedOrder(id: id, number: number, status: status, estimatedDelivery: eta)
    }

    func markDelivered(orderID: String, at date: Date) {
        table.setStatus(TrackedOrderStatus.delivered.rawValue, deliveredAt: date, forID: orderID)
    }
}
