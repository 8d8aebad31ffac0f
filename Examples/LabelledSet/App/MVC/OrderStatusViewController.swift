//
//  OrderStatusViewController.swift
//  ShopMail
//
//  Where an order is, presented modally from the orders list. Laid out in Orders.storyboard.
//

import UIKit

protocol OrderStatusDelegate: AnyObject {
    func orderStatusViewController(_ controller: OrderStatusViewController, didConfirmReceiptOf orderID: String)
    func orderStatusViewControllerDidClose(_ controller: OrderStatusViewController)
}

final class OrderStatusViewController: UIViewController {

    weak var delegate: OrderStatusDelegate?
    var orderID = ""

    @IBOutlet private weak var numberLabel: UILabel!
    @IBOutlet private weak var statusLabel: UILabel!
    @IBOutlet private weak var etaLabel: UILabel!
    @IBOutlet private weak var trackingView: UIView!
    @IBOutlet private weak var confirmReceiptButton: UIButton!

    private let repository = OrderRepository()
    private var order: TrackedOrder?

    private let etaFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.setLocalizedDateFormatFromTemplate("EEEE d MMMM")
        return formatter
    }()

    /// Only a shipped order can be confirmed as received; delivered and cancelled ones are final.
    private var canConfirmReceipt: Bool {
        order?.status == .shipped
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order status"
        confirmReceiptButton.layer.cornerRadius = 8
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in
            guard let self = self else { return }
            self.delegate?.orderStatusViewControllerDidClose(self)
            self.dismiss(animated: true)
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    // MARK: - Showing the order

    private func reload() {
        let stored = repository.order(withID: orderID)
        order = stored
        guard let order = order else { return }

        numberLabel.text = "Order #\(order.number)"
        statusLabel.text = order.status.rawValue.capitalized
        switch order.status {
        case .placed, .packed:
            statusLabel.textColor = .secondaryLabel
        case .shipped:
            statusLabel.textColor = .systemBlue
        case .delivered:
            statusLabel.textColor = .systemGreen
        case .cancelled:
            statusLabel.textColor = .systemRed
        }
        etaLabel.text = order.estimatedDelivery.map { "Arrives \(etaFormatter.string(from: $0))" } ?? "Delivery date to follow"
        etaLabel.isHidden = order.status == .delivered || order.status == .cancelled
        trackingView.isHidden = order.status != .shipped
        confirmReceiptButton.isHidden = !canConfirmReceipt
    }

    // MARK: - Actions

    @IBAction private func confirmReceiptTapped(_ sender: UIButton) {
        sender.isEnabled = false
        guard canConfirmReceipt, let order = order else { return }
        repository.markDelivered(orderID: order.id, at: Date())
        delegate?.orderStatusViewController(self, didConfirmReceiptOf: order.id)
        dismiss(animated: true)
    }
}
