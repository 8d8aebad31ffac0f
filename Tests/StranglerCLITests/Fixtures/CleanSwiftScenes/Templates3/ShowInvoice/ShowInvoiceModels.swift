//
//  ShowInvoiceModels.swift
//

import UIKit

enum ShowInvoice
{
  // MARK: Use cases

  enum FetchInvoice
  {
    struct Request
    {
    }
    struct Response
    {
      var number: String
      var total: Double
    }
    struct ViewModel
    {
      var number: String
      var total: String
    }
  }
}
