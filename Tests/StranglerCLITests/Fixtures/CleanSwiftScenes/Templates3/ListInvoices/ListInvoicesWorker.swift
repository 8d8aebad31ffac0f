//
//  ListInvoicesWorker.swift
//

import UIKit

class ListInvoicesWorker
{
  var invoicesStore: InvoicesStoreProtocol = InvoicesAPI()

  func fetchInvoices(completionHandler: @escaping ([Invoice]) -> Void)
  {
    invoicesStore.fetchInvoices { invoices, error in
      DispatchQueue.main.async {
        completionHandler(invoices)
      }
    }
  }
}

protocol InvoicesStoreProtocol
{
  func fetchInvoices(completionHandler: @escaping ([Invoice], Error?) -> Void)
}

class InvoicesAPI: InvoicesStoreProtocol
{
  func fetchInvoices(completionHandler: @escaping ([Invoice], Error?) -> Void)
  {
    let url = URL(string: "https://example.com/api/invoices")!
    URLSession.shared.dataTask(with: url) { data, _, error in
      let invoices = (try? JSONDecoder().decode([Invoice].self, from: data ?? Data())) ?? []
      completionHandler(invoices, error)
    }.resume()
  }
}

struct Invoice: Codable
{
  var number: String
  var total: Double
}
