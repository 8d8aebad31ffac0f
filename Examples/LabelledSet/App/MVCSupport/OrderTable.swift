//
//  OrderTable.swift
//  ShopMail
//
//  Row-level access to the `orders` table.
//

import Foundation

final class OrderTable {

    private let database: LocalDatabase

    init(database: LocalDatabase = LocalDatabase()) {
        self.database = database
    }

    func row(id: String) -> [String: String]? {
        database.rows("SELECT id, number, status, eta FROM orders WHERE id = '\(id)' LIMIT 1").first
    }

    func setStatus(_ status: String, deliveredAt: Date?, forID id: String) {
        let delivered = deliveredAt.map { String($0.timeIntervalSince1970) } ?? "NULL"
        database.execute("UPDATE orders SET status = '\(status)', delivered_at = \(delivered) WHERE id = '\(id)'")
    }
}
