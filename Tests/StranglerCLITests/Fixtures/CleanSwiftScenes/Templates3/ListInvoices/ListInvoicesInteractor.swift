//
//  ListInvoicesInteractor.swift
//

import UIKit

protocol ListInvoicesBusinessLogic
{
  func fetchInvoices(request: ListInvoices.FetchInvoices.Request)
}

protocol ListInvoicesDataStore
{
  var invoices: [Invoice]? { get }
}

class ListInvoicesInteractor: ListInvoicesBusinessLogic, ListInvoicesDataStore
{
  var presenter: ListInvoicesPresentationLogic?
  var worker = ListInvoicesWorker()
  var invoices: [Invoice]?

  // MARK: Fetch invoices

  func fetchInvoices(request: ListInvoices.FetchInvoices.Request)
  {
    worker.fetchInvoices { invoices in
      self.invoices = invoices
      let response = ListInvoices.FetchInvoices.Response(invoices: invoices)
      self.presenter?.presentInvoices(response: response)
    }
  }
}
