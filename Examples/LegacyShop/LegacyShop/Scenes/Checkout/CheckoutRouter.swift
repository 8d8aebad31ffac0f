//
//  CheckoutRouter.swift
//  LegacyShop
//

import UIKit

protocol CheckoutRoutingLogic {
    func routeToOrderDetail()
}

protocol CheckoutDataPassing {
    var dataStore: CheckoutDataStore? { get }
}

final class CheckoutRouter: CheckoutRoutingLogic, CheckoutDataPassing {
    weak var viewController: CheckoutViewController?
    var dataStore: CheckoutDataStore?

    func routeToOrderDetail() {
        guard let order = dataStore?.placedOrder else { return }
        let destination = OrderDetailViewController(order: order)
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
