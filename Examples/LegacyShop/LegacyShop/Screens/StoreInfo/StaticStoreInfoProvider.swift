//
//  StaticStoreInfoProvider.swift
//  LegacyShop
//

import Foundation

struct StaticStoreInfoProvider: StoreInfoProviding {
    let storeName = "LegacyShop Customer Care"
    let openingHours = "Mon–Fri 9:00–18:00"
    let address = "12 Old Market Street\nBristol BS1 4AA"
    let supportEmail = "help@legacyshop.example"
}
