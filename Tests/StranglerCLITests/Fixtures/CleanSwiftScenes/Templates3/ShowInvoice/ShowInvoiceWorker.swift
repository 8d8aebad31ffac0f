//
//  ShowInvoiceWorker.swift
//

import UIKit

class ShowInvoiceWorker
{
  func doSomeWork()
  {
  }
}
