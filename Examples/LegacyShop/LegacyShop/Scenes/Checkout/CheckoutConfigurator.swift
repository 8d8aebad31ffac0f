//
//  CheckoutConfigurator.swift
//  LegacyShop
//

import UIKit

enum CheckoutConfigurator {
    /// Builds the scene and wires it: View → Interactor → Presenter → View, navigation through the Router.
    static func makeViewController() -> CheckoutViewController {
        let viewController = CheckoutViewController(nibName: "CheckoutViewController", bundle: nil)
        let interactor = CheckoutInteractor()
        let presenter = CheckoutPresenter()
        let router = CheckoutRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
        return viewController
    }
}
