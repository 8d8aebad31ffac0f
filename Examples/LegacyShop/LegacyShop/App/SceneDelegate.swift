//
//  SceneDelegate.swift
//  LegacyShop
//

import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene,
               willConnectTo session: UISceneSession,
               options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let window = UIWindow(windowScene: windowScene)
        if UserSession.shared.isLoggedIn {
            window.rootViewController = MainTabBarController()
        } else {
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            window.rootViewController = storyboard.instantiateViewController(withIdentifier: "LoginViewController")
        }
        self.window = window
        // The AppDelegate still owns a window property from the iOS 12 days.
        (UIApplication.shared.delegate as? AppDelegate)?.window = window
        window.makeKeyAndVisible()
    }
}
