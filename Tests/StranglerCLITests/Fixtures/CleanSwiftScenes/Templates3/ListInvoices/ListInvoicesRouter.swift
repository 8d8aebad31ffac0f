//
//  ListInvoicesRouter.swift
//

import UIKit

@objc protocol ListInvoicesRoutingLogic
{
  func routeToShowInvoice(segue: UIStoryboardSegue?)
}

protocol ListInvoicesDataPassing
{
  var dataStore: ListInvoicesDataStore? { get }
}

class ListInvoicesRouter: NSObject, ListInvoicesRoutingLogic, ListInvoicesDataPassing
{
  weak var viewController: ListInvoicesViewController?
  var dataStore: ListInvoicesDataStore?

  // MARK: Routing

  func routeToShowInvoice(segue: UIStoryboardSegue?)
  {
    if let segue = segue {
      let destinationVC = segue.destination as! ShowInvoiceViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowInvoice(source: dataStore!, destination: &destinationDS)
    } else {
      let storyboard = UIStoryboard(name: "Main", bundle: nil)
      let destinationVC = storyboard.instantiateViewController(withIdentifier: "ShowInvoiceViewController") as! ShowInvoiceViewController
      var destinationDS = destinationVC.router!.dataStore!
      passDataToShowInvoice(source: dataStore!, destination: &destinationDS)
      navigateToShowInvoice(source: viewController!, destination: destinationVC)
    }
  }

  // MARK: Navigation

  func navigateToShowInvoice(source: ListInvoicesViewController, destination: ShowInvoiceViewController)
  {
    source.show(destination, sender: nil)
  }

  // MARK: Passing data

  func passDataToShowInvoice(source: ListInvoicesDataStore, destination: inout ShowInvoiceDataStore)
  {
    let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
    destination.invoiceID = source.invoices?[selectedRow!].number ?? ""
  }
}
