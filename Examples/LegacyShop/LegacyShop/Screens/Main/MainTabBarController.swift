//
//  MainTabBarController.swift
//  LegacyShop
//

import UIKit
import SwiftUI

class MainTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let storyboard = UIStoryboard(name: "Main", bundle: nil)

        let product = storyboard.instantiateViewController(withIdentifier: "ProductViewController") as! ProductViewController
        product.productId = "featured"
        product.tabBarItem = UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)

        let cart = storyboard.instantiateViewController(withIdentifier: "CartViewController")
        cart.tabBarItem = UITabBarItem(title: "Cart", image: UIImage(systemName: "cart"), tag: 1)

        let orders = OrderHistoryViewController()
        orders.tabBarItem = UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 2)

        let profile = UIHostingController(rootView: ProfileView())
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 3)

        viewControllers = [product, cart, orders, profile].map { UINavigationController(rootViewController: $0) }
    }
}
