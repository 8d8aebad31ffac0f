//
//  CartStore.swift
//  LegacyShop
//
//  Cart persistence. NOTE: CartViewController still reads the "cart" key
//  directly, keep the key and format in sync!
//

import Foundation

class CartStore {

    static let cartKey = "cart"

    private let defaults = UserDefaults.standard

    func loadItems() -> [CartItem] {
        guard let data = defaults.data(forKey: CartStore.cartKey) else { return [] }
        return (try? JSONDecoder().decode([CartItem].self, from: data)) ?? []
    }

    func add(_ product: Product, quantity: Int = 1) {
        var items = loadItems()
        if let index = items.firstIndex(where: { $0.productId == product.id }) {
            items[index].quantity += quantity
        } else {
            items.append(CartItem(productId: product.id,
                                  name: product.name,
                                  price: product.price,
                                  currencyCode: product.currencyCode,
                                  quantity: quantity))
        }
        save(items)
    }

    func clear() {
        defaults.removeObject(forKey: CartStore.cartKey)
    }

    var itemCount: Int {
        return loadItems().reduce(0) { $0 + $1.quantity }
    }

    private func save(_ items: [CartItem]) {
        if let data = try? JSONEncoder().encode(items) {
            defaults.set(data, forKey: CartStore.cartKey)
        }
    }
}
