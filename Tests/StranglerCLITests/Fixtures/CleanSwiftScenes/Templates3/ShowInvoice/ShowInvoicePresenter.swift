//
//  ShowInvoicePresenter.swift
//

import UIKit

protocol ShowInvoicePresentationLogic
{
  func presentInvoice(response: ShowInvoice.FetchInvoice.Response)
}

class ShowInvoicePresenter: ShowInvoicePresentationLogic
{
  weak var viewController: ShowInvoiceDisplayLogic?

  // MARK: Present invoice

  func presentInvoice(response: ShowInvoice.FetchInvoice.Response)
  {
    let viewModel = ShowInvoice.FetchInvoice.ViewModel(number: "No. \(response.number)", total: String(format: "%.2f", response.total))
    viewController?.displayInvoice(viewModel: viewModel)
  }
}
