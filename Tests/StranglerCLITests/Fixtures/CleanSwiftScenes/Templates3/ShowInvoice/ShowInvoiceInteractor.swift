//
//  ShowInvoiceInteractor.swift
//

import UIKit

protocol ShowInvoiceBusinessLogic
{
  func fetchInvoice(request: ShowInvoice.FetchInvoice.Request)
}

protocol ShowInvoiceDataStore
{
  var invoiceID: String { get set }
}

class ShowInvoiceInteractor: ShowInvoiceBusinessLogic, ShowInvoiceDataStore
{
  var presenter: ShowInvoicePresentationLogic?
  var worker: ShowInvoiceWorker?
  var invoiceID: String = ""

  // MARK: Fetch invoice

  func fetchInvoice(request: ShowInvoice.FetchInvoice.Request)
  {
    worker = ShowInvoiceWorker()
    worker?.doSomeWork()

    let response = ShowInvoice.FetchInvoice.Response(number: invoiceID, total: 0)
    presenter?.presentInvoice(response: response)
  }
}
