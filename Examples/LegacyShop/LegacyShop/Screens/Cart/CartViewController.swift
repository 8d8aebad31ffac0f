//
//  CartViewController.swift
//  LegacyShop
//

import UIKit

class CartViewController: UITableViewController {

    // MARK: - State

    var items: [CartItem] = []
    var lastOrderId: String?

    private let itemsSection = 0
    private let summarySection = 1

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "CartItemCell")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SummaryCell")
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Checkout", style: .done,
                                                           target: self, action: #selector(checkoutTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        loadCart()
        tableView.reloadData()
    }

    // MARK: - Persistence (yes, right here)

    func loadCart() {
        if let data = UserDefaults.standard.data(forKey: "cart"),
           let decoded = try? JSONDecoder().decode([CartItem].self, from: data) {
            items = decoded
        } else {
            items = []
        }
    }

    func saveCart() {
        let data = try? JSONEncoder().encode(items)
        UserDefaults.standard.set(data, forKey: "cart")
    }

    // MARK: - Totals

    var subtotal: Double {
        return items.reduce(0) { $0 + $1.price * Double($1.quantity) }
    }

    /// Marketing rule from 2018: 10% off every order over 100.
    var discount: Double {
        return subtotal > 100 ? subtotal * 0.10 : 0
    }

    var total: Double {
        return subtotal - discount
    }

    func formatted(_ amount: Double) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = items.first?.currencyCode ?? "EUR"
        return formatter.string(from: NSNumber(value: amount)) ?? String(format: "%.2f", amount)
    }

    // MARK: - Checkout

    @objc func checkoutTapped() {
        guard !items.isEmpty else { return }

        var request = URLRequest(url: URL(string: "https://api.legacyshop.example/v1/orders")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = UserSession.shared.token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let body: [String: Any] = [
            "items": items.map { item -> [String: Any] in ["product_id": item.productId, "quantity": item.quantity] },
            "discount": discount,
            "total": total
        ]
        request.httpBody = try? JSONSerialization.data(withJSONObject: body)

        Analytics.shared.track("checkout_started", properties: ["total": total, "items": items.count])

        URLSession.shared.dataTask(with: request) { [weak self] data, response, error in
            DispatchQueue.main.async {
                guard let self = self else { return }
                let statusCode = (response as? HTTPURLResponse)?.statusCode ?? 0
                if error != nil || statusCode != 201 {
                    let alert = UIAlertController(title: "Checkout failed",
                                                  message: error?.localizedDescription ?? "Please try again later.",
                                                  preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                    Analytics.shared.track("checkout_failed", properties: ["status": statusCode])
                    return
                }

                let json = data.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
                self.lastOrderId = json?["id"] as? String
                self.items = []
                UserDefaults.standard.removeObject(forKey: "cart")
                NotificationCenter.default.post(name: .cartDidChange, object: nil)
                Analytics.shared.track("checkout_completed", properties: ["order_id": self.lastOrderId ?? ""])
                self.performSegue(withIdentifier: "showOrderConfirmation", sender: self)
            }
        }.resume()
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        return items.isEmpty ? 1 : 2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if section == itemsSection {
            return max(items.count, 1)
        }
        return 3
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if indexPath.section == itemsSection {
            let cell = tableView.dequeueReusableCell(withIdentifier: "CartItemCell", for: indexPath)
            if items.isEmpty {
                cell.textLabel?.text = "Your cart is empty"
                cell.textLabel?.textColor = .secondaryLabel
                return cell
            }
            let item = items[indexPath.row]
            cell.textLabel?.textColor = .label
            cell.textLabel?.text = "\(item.quantity) × \(item.name) — \(formatted(item.lineTotal))"
            return cell
        }

        let cell = tableView.dequeueReusableCell(withIdentifier: "SummaryCell", for: indexPath)
        cell.selectionStyle = .none
        switch indexPath.row {
        case 0:
            cell.textLabel?.text = "Subtotal: \(formatted(subtotal))"
        case 1:
            cell.textLabel?.text = discount > 0 ? "Discount (10%): -\(formatted(discount))" : "Spend \(formatted(100 - subtotal)) more for 10% off"
        default:
            cell.textLabel?.text = "Total: \(formatted(total))"
            cell.textLabel?.font = UIFont.boldSystemFont(ofSize: 17)
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        return indexPath.section == itemsSection && !items.isEmpty
    }

    override func tableView(_ tableView: UITableView,
                            commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }

        let removed = items.remove(at: indexPath.row)
        saveCart()
        NotificationCenter.default.post(name: .cartDidChange, object: nil)
        Analytics.shared.track("remove_from_cart", properties: ["product_id": removed.productId])
        // Totals changed too, so reload everything instead of deleteRows.
        tableView.reloadData()
    }
}
