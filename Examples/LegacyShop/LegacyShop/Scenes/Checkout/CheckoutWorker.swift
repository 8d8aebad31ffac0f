//
//  CheckoutWorker.swift
//  LegacyShop
//

import Foundation

protocol CheckoutWorkerLogic {
    func loadCart() -> [CartItem]
    func placeOrder(_ items: [CartItem]) async throws -> Order
    func clearCart()
}

final class CheckoutWorker: CheckoutWorkerLogic {
    private let store: CartStore
    private let api: APIClient

    init(store: CartStore = CartStore(), api: APIClient = APIClient()) {
        self.store = store
        self.api = api
    }

    func loadCart() -> [CartItem] {
        store.loadItems()
    }

    func placeOrder(_ items: [CartItem]) async throws -> Order {
        try await withCheckedThrowingContinuation { continuation in
            api.placeOrder(items) { result in
                continuation.resume(with: result)
            }
        }
    }

    func clearCart() {
        store.clear()
    }
}
