//
//  CheckoutViewController.swift
//  LegacyShop
//

import UIKit

protocol CheckoutDisplayLogic: AnyObject {
    func displaySummary(viewModel: CheckoutModels.LoadSummary.ViewModel)
    func displayOrderResult(viewModel: CheckoutModels.PlaceOrder.ViewModel)
}

final class CheckoutViewController: UIViewController, CheckoutDisplayLogic {
    var interactor: CheckoutBusinessLogic?
    var router: (CheckoutRoutingLogic & CheckoutDataPassing)?

    @IBOutlet private weak var itemCountLabel: UILabel!
    @IBOutlet private weak var totalLabel: UILabel!
    @IBOutlet private weak var messageLabel: UILabel!
    @IBOutlet private weak var placeOrderButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        interactor?.loadSummary(request: CheckoutModels.LoadSummary.Request())
    }

    @IBAction private func placeOrderTapped(_ sender: UIButton) {
        placeOrderButton.isEnabled = false
        Task {
            await interactor?.placeOrder(request: CheckoutModels.PlaceOrder.Request())
        }
    }

    func displaySummary(viewModel: CheckoutModels.LoadSummary.ViewModel) {
        itemCountLabel.text = viewModel.itemCountText
        totalLabel.text = viewModel.totalText
        placeOrderButton.isEnabled = viewModel.isPlaceOrderEnabled
    }

    func displayOrderResult(viewModel: CheckoutModels.PlaceOrder.ViewModel) {
        messageLabel.text = viewModel.message
        placeOrderButton.isEnabled = !viewModel.succeeded
        if viewModel.succeeded {
            router?.routeToOrderDetail()
        }
    }
}
