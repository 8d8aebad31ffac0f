//
//  AppDelegate.swift
//  LegacyShop
//
//  Created by the LegacyShop team on 14/03/2017.
//  Copyright © 2017 LegacyShop Ltd. All rights reserved.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// Shared API client. Screens reach it through
    /// `(UIApplication.shared.delegate as! AppDelegate).api`.
    let api = APIClient()

    // MARK: - UIApplicationDelegate

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Analytics.shared.track("app_launched", properties: ["first_launch": !UserDefaults.standard.bool(forKey: "hasLaunchedBefore")])
        UserDefaults.standard.set(true, forKey: "hasLaunchedBefore")
        return true
    }

    func application(_ application: UIApplication,
                     configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
