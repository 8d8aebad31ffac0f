//
//  ShowInvoiceRouter.swift
//

import UIKit

@objc protocol ShowInvoiceRoutingLogic
{
  //func routeToSomewhere(segue: UIStoryboardSegue?)
}

protocol ShowInvoiceDataPassing
{
  var dataStore: ShowInvoiceDataStore? { get }
}

class ShowInvoiceRouter: NSObject, ShowInvoiceRoutingLogic, ShowInvoiceDataPassing
{
  weak var viewController: ShowInvoiceViewController?
  var dataStore: ShowInvoiceDataStore?

  // MARK: Routing

  //func routeToSomewhere(segue: UIStoryboardSegue?)
  //{
  //  if let segue = segue {
  //    let destinationVC = segue.destination as! SomewhereViewController
  //    var destinationDS = destinationVC.router!.dataStore!
  //    passDataToSomewhere(source: dataStore!, destination: &destinationDS)
  //  } else {
  //    let storyboard = UIStoryboard(name: "Main", bundle: nil)
  //    let destinationVC = storyboard.instantiateViewController(withIdentifier: "SomewhereViewController") as! SomewhereViewController
  //    var destinationDS = destinationVC.router!.dataStore!
  //    passDataToSomewhere(source: dataStore!, destination: &destinationDS)
  //    navigateToSomewhere(source: viewController!, destination: destinationVC)
  //  }
  //}

  // MARK: Navigation

  //func navigateToSomewhere(source: ShowInvoiceViewController, destination: SomewhereViewController)
  //{
  //  source.show(destination, sender: nil)
  //}

  // MARK: Passing data

  //func passDataToSomewhere(source: ShowInvoiceDataStore, destination: inout SomewhereDataStore)
  //{
  //  destination.name = source.name
  //}
}
