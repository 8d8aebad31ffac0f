//
//  CheckoutPresenter.swift
//  LegacyShop
//
//  The Xcode file template added `import UIKit`, and nobody removed it.
//

import UIKit

protocol CheckoutPresentationLogic {
    func presentSummary(response: CheckoutModels.LoadSummary.Response)
    @MainActor func presentOrderResult(response: CheckoutModels.PlaceOrder.Response)
}

final class CheckoutPresenter: CheckoutPresentationLogic {
    weak var viewController: CheckoutDisplayLogic?
    private let currency: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    func presentSummary(response: CheckoutModels.LoadSummary.Response) {
        let count = response.items.reduce(0) { $0 + $1.quantity }
        let total = response.items.reduce(0) { $0 + $1.lineTotal }
        let viewModel = CheckoutModels.LoadSummary.ViewModel(
            itemCountText: count == 1 ? "1 item" : "\(count) items",
            totalText: currency.string(from: NSNumber(value: total)) ?? "",
            isPlaceOrderEnabled: count > 0
        )
        viewController?.displaySummary(viewModel: viewModel)
    }

    func presentOrderResult(response: CheckoutModels.PlaceOrder.Response) {
        let message = response.failed ? "Your order could not be placed. Please try again." : "Thank you! Your order is on its way."
        viewController?.displayOrderResult(viewModel: CheckoutModels.PlaceOrder.ViewModel(message: message, succeeded: !response.failed))
    }
}
