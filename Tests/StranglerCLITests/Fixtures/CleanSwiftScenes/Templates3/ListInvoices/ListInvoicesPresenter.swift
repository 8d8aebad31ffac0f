//
//  ListInvoicesPresenter.swift
//

import UIKit

protocol ListInvoicesPresentationLogic
{
  func presentInvoices(response: ListInvoices.FetchInvoices.Response)
}

class ListInvoicesPresenter: ListInvoicesPresentationLogic
{
  weak var viewController: ListInvoicesDisplayLogic?

  let currencyFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.numberStyle = .currency
    return formatter
  }()

  // MARK: Present invoices

  func presentInvoices(response: ListInvoices.FetchInvoices.Response)
  {
    var displayedInvoices: [ListInvoices.FetchInvoices.ViewModel.DisplayedInvoice] = []
    for invoice in response.invoices {
      let total = currencyFormatter.string(from: NSNumber(value: invoice.total)) ?? ""
      displayedInvoices.append(ListInvoices.FetchInvoices.ViewModel.DisplayedInvoice(number: invoice.number, total: total))
    }
    let viewModel = ListInvoices.FetchInvoices.ViewModel(displayedInvoices: displayedInvoices)
    viewController?.displayInvoices(viewModel: viewModel)
  }
}
