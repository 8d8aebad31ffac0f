//
//  OrderHistoryViewController.swift
//  LegacyShop
//

import UIKit

class OrderHistoryViewController: BaseViewController {

    enum Row {
        case header(String)
        case pendingOrder(Order)
        case shippedOrder(Order, trackingNumber: String)
        case deliveredOrder(Order)
        case cancelledOrder(Order)
        case emptyState
        case loadMore
        case support
        case continueShopping
    }

    // MARK: - Properties

    let api = APIClient()
    let tableView = UITableView(frame: .zero, style: .grouped)

    var orders: [Order] = []
    var rows: [Row] = []
    var currentPage = 1
    var hasMorePages = false
    var isLoading = false

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Orders"

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OrderCell")
        view.addSubview(tableView)

        loadOrders(page: 1)
    }

    // MARK: - Loading

    func loadOrders(page: Int) {
        guard !isLoading else { return }
        isLoading = true
        if page == 1 && orders.isEmpty {
            showLoading()
        }

        api.authToken = UserSession.shared.token
        api.fetchOrders(page: page) { [weak self] result in
            DispatchQueue.main.async {
                guard let self = self else { return }
                self.isLoading = false
                self.hideLoading()

                switch result {
                case .success(let orderPage):
                    self.orders = page == 1 ? orderPage.orders : self.orders + orderPage.orders
                    self.currentPage = orderPage.page
                    self.hasMorePages = orderPage.hasMore
                    self.rows = self.buildRows()
                    self.tableView.reloadData()
                case .failure(let error):
                    self.showError("Could not load your orders. \(error.localizedDescription)")
                }
            }
        }
    }

    func buildRows() -> [Row] {
        guard !orders.isEmpty else {
            return [.emptyState, .continueShopping, .support]
        }

        var result: [Row] = []
        let open = orders.filter { $0.status == .pending || $0.status == .paid || $0.status == .shipped }
        let closed = orders.filter { $0.status == .delivered || $0.status == .cancelled }

        if !open.isEmpty {
            result.append(.header("In progress"))
            for order in open {
                switch order.status {
                case .shipped: result.append(.shippedOrder(order, trackingNumber: order.trackingNumber ?? "—"))
                default: result.append(.pendingOrder(order))
                }
            }
        }
        if !closed.isEmpty {
            result.append(.header("Completed"))
            for order in closed {
                result.append(order.status == .cancelled ? .cancelledOrder(order) : .deliveredOrder(order))
            }
        }
        if hasMorePages {
            result.append(.loadMore)
        }
        result.append(.support)
        return result
    }

    func formattedTotal(_ order: Order) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = order.currencyCode
        return formatter.string(from: NSNumber(value: order.total)) ?? "\(order.total)"
    }
}

// MARK: - UITableViewDataSource

extension OrderHistoryViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "OrderCell")
        let dateFormatter = DateFormatter()
        dateFormatter.dateStyle = .medium
        dateFormatter.timeStyle = .short

        switch rows[indexPath.row] {
        case .header(let title):
            cell.textLabel?.text = title.uppercased()
            cell.textLabel?.font = UIFont.systemFont(ofSize: 13, weight: .semibold)
            cell.textLabel?.textColor = .secondaryLabel
            cell.selectionStyle = .none
        case .pendingOrder(let order):
            cell.textLabel?.text = "Order #\(order.id) — \(formattedTotal(order))"
            let state = order.status == .paid ? "Preparing" : "Awaiting payment"
            cell.detailTextLabel?.text = "Placed \(dateFormatter.string(from: order.createdAt)) · \(state)"
            cell.detailTextLabel?.textColor = .systemOrange
            cell.accessoryType = .disclosureIndicator
        case .shippedOrder(let order, let trackingNumber):
            cell.textLabel?.text = "Order #\(order.id) — \(order.itemCount) items"
            cell.detailTextLabel?.text = "Shipped · Tracking \(trackingNumber)"
            cell.detailTextLabel?.textColor = .systemGreen
            cell.accessoryType = .disclosureIndicator
        case .deliveredOrder(let order):
            cell.textLabel?.text = "Order #\(order.id) — \(formattedTotal(order))"
            dateFormatter.timeStyle = .none
            cell.detailTextLabel?.text = "Delivered · ordered \(dateFormatter.string(from: order.createdAt))"
            cell.accessoryType = .disclosureIndicator
        case .cancelledOrder(let order):
            let attributes: [NSAttributedString.Key: Any] = [.strikethroughStyle: NSUnderlineStyle.single.rawValue]
            cell.textLabel?.attributedText = NSAttributedString(string: "Order #\(order.id)", attributes: attributes)
            cell.detailTextLabel?.text = "Cancelled"
            cell.detailTextLabel?.textColor = .systemRed
            cell.accessoryType = .disclosureIndicator
        case .emptyState:
            cell.textLabel?.text = "You haven't ordered anything yet."
            cell.textLabel?.textAlignment = .center
            cell.selectionStyle = .none
        case .loadMore:
            cell.textLabel?.text = isLoading ? "Loading…" : "Show older orders"
            cell.textLabel?.textColor = .systemBlue
        case .support:
            cell.textLabel?.text = "Need help with an order?"
            cell.imageView?.image = UIImage(systemName: "questionmark.circle")
            cell.accessoryType = .disclosureIndicator
        case .continueShopping:
            cell.textLabel?.text = "Continue shopping"
            cell.textLabel?.textColor = .systemBlue
        }
        return cell
    }
}

// MARK: - UITableViewDelegate

extension OrderHistoryViewController: UITableViewDelegate {

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)

        switch rows[indexPath.row] {
        case .pendingOrder(let order), .deliveredOrder(let order), .cancelledOrder(let order):
            Analytics.shared.track("order_opened", properties: ["order_id": order.id])
            navigationController?.pushViewController(OrderDetailViewController(order: order), animated: true)
        case .shippedOrder(let order, _):
            Analytics.shared.track("order_opened", properties: ["order_id": order.id, "shipped": true])
            navigationController?.pushViewController(OrderDetailViewController(order: order), animated: true)
        case .support:
            let support = StoreInfoViewController(provider: StaticStoreInfoProvider())
            present(UINavigationController(rootViewController: support), animated: true)
        case .continueShopping:
            tabBarController?.selectedIndex = 0
        case .loadMore:
            loadOrders(page: currentPage + 1)
        case .header, .emptyState:
            break
        }
    }
}
