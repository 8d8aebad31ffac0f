//
//  BakeryMenuRouter.swift
//  CrumbAndCo
//
//  No routes yet: the menu is a leaf screen for now.
//

import UIKit

@objc protocol BakeryMenuRoutingLogic {}

protocol BakeryMenuDataPassing {
    var dataStore: BakeryMenuDataStore? { get }
}

class BakeryMenuRouter: NSObject, BakeryMenuRoutingLogic, BakeryMenuDataPassing {
    weak var viewController: BakeryMenuViewController?
    var dataStore: BakeryMenuDataStore?
}
