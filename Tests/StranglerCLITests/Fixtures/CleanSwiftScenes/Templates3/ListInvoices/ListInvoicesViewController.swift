//
//  ListInvoicesViewController.swift
//
//  A scene in the shape the Clean Swift 3.x Xcode templates generate (written for Strangler's tests).
//

import UIKit

protocol ListInvoicesDisplayLogic: class
{
  func displayInvoices(viewModel: ListInvoices.FetchInvoices.ViewModel)
}

class ListInvoicesViewController: UITableViewController, ListInvoicesDisplayLogic
{
  var interactor: ListInvoicesBusinessLogic?
  var router: (NSObjectProtocol & ListInvoicesRoutingLogic & ListInvoicesDataPassing)?
  var displayedInvoices: [ListInvoices.FetchInvoices.ViewModel.DisplayedInvoice] = []

  // MARK: Object lifecycle

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?)
  {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    setup()
  }

  required init?(coder aDecoder: NSCoder)
  {
    super.init(coder: aDecoder)
    setup()
  }

  // MARK: Setup

  private func setup()
  {
    let viewController = self
    let interactor = ListInvoicesInteractor()
    let presenter = ListInvoicesPresenter()
    let router = ListInvoicesRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: Routing

  override func prepare(for segue: UIStoryboardSegue, sender: Any?)
  {
    if let scene = segue.identifier {
      let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
      if let router = router, router.responds(to: selector) {
        router.perform(selector, with: segue)
      }
    }
  }

  // MARK: View lifecycle

  override func viewDidLoad()
  {
    super.viewDidLoad()
    fetchInvoices()
  }

  // MARK: Fetch invoices

  func fetchInvoices()
  {
    let request = ListInvoices.FetchInvoices.Request()
    interactor?.fetchInvoices(request: request)
  }

  func displayInvoices(viewModel: ListInvoices.FetchInvoices.ViewModel)
  {
    displayedInvoices = viewModel.displayedInvoices
    tableView.reloadData()
  }

  // MARK: Table view data source

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  {
    return displayedInvoices.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let displayedInvoice = displayedInvoices[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "InvoiceCell", for: indexPath)
    cell.textLabel?.text = displayedInvoice.number
    cell.detailTextLabel?.text = displayedInvoice.total
    return cell
  }
}
