//
//  ShowInvoiceViewController.swift
//
//  A scene in the shape the Clean Swift 3.x Xcode templates generate (written for Strangler's tests).
//

import UIKit

protocol ShowInvoiceDisplayLogic: class
{
  func displayInvoice(viewModel: ShowInvoice.FetchInvoice.ViewModel)
}

class ShowInvoiceViewController: UIViewController, ShowInvoiceDisplayLogic
{
  var interactor: ShowInvoiceBusinessLogic?
  var router: (NSObjectProtocol & ShowInvoiceRoutingLogic & ShowInvoiceDataPassing)?

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
    let interactor = ShowInvoiceInteractor()
    let presenter = ShowInvoicePresenter()
    let router = ShowInvoiceRouter()
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
    fetchInvoice()
  }

  // MARK: Fetch invoice

  @IBOutlet weak var numberLabel: UILabel!
  @IBOutlet weak var totalLabel: UILabel!

  func fetchInvoice()
  {
    let request = ShowInvoice.FetchInvoice.Request()
    interactor?.fetchInvoice(request: request)
  }

  func displayInvoice(viewModel: ShowInvoice.FetchInvoice.ViewModel)
  {
    numberLabel.text = viewModel.number
    totalLabel.text = viewModel.total
  }
}
