//
//  ListOrdersTableDataSource.swift
//  CrumbAndCo
//
//  Shows the displayed orders of the ListOrders scene, one "OrderCell" per order.
//

import UIKit

class ListOrdersTableDataSource: NSObject, UITableViewDataSource
{
  var displayedOrders: [ListOrders.FetchOrders.ViewModel.DisplayedOrder] = []
  
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  {
    return displayedOrders.count
  }
  
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  {
    let displayedOrder = displayedOrders[indexPath.row]
    let cell = tableView.dequeueReusableCell(withIdentifier: "OrderCell", for: indexPath)
    cell.textLabel?.text = displayedOrder.pickup
    cell.detailTextLabel?.text = displayedOrder.total
    return cell
  }
}
