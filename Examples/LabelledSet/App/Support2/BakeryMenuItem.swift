//
//  BakeryMenuItem.swift
//  CrumbAndCo
//

import Foundation

struct BakeryMenuItem: Codable, Equatable {
    let id: String
    let name: String
    let category: String
    let price: Decimal
    /// Weekdays the item is baked (1 = Sunday ... 7 = Saturday, as `Calendar` counts them).
    let bakedOn: [Int]

    func isAvailable(on date: Date, calendar: Calendar = .current) -> Bool {
        bakedOn.contains(calendar.component(.weekday, from: date))
    }
}
