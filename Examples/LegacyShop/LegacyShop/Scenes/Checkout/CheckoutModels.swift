//
//  CheckoutModels.swift
//  LegacyShop
//
//  Checkout, migrated from CartViewController.checkout() to VIP+W in 2024.
//

import Foundation

enum CheckoutModels {
    enum LoadSummary {
        struct Request {}

        struct Response {
            let items: [CartItem]
        }

        struct ViewModel: Equatable {
            let itemCountText: String
            let totalText: String
            let isPlaceOrderEnabled: Bool
        }
    }

    enum PlaceOrder {
        struct Request {}

        struct Response {
            let order: Order?
            let failed: Bool
        }

        struct ViewModel: Equatable {
            let message: String
            let succeeded: Bool
        }
    }
}
