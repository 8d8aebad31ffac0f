//
//  ListInvoicesModels.swift
//

import UIKit

enum ListInvoices
{
  // MARK: Use cases

  enum FetchInvoices
  {
    struct Request
    {
    }
    struct Response
    {
      var invoices: [Invoice]
    }
    struct ViewModel
    {
      struct DisplayedInvoice
      {
        var number: String
        var total: String
      }
      var displayedInvoices: [DisplayedInvoice]
    }
  }
}
