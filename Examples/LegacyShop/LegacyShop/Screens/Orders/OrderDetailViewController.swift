//
//  OrderDetailViewController.swift
//  LegacyShop
//

import UIKit

class OrderDetailViewController: UIViewController {

    // MARK: - Properties

    var order: Order

    private let stackView = UIStackView()
    private let statusLabel = UILabel()
    private let dateLabel = UILabel()
    private let itemsLabel = UILabel()
    private let totalLabel = UILabel()
    private let addressLabel = UILabel()
    private let cancelButton = UIButton(type: .system)

    // MARK: - Init

    init(order: Order) {
        self.order = order
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Order #\(order.id)"
        view.backgroundColor = .systemBackground
        setUpLayout()
        configure()
    }

    private func setUpLayout() {
        stackView.axis = .vertical
        stackView.spacing = 12
        stackView.translatesAutoresizingMaskIntoConstraints = false
        ([statusLabel, dateLabel, itemsLabel, totalLabel, addressLabel, cancelButton] as [UIView]).forEach {
            stackView.addArrangedSubview($0)
        }
        itemsLabel.numberOfLines = 0
        addressLabel.numberOfLines = 0
        cancelButton.setTitle("Cancel order", for: .normal)
        cancelButton.setTitleColor(.systemRed, for: .normal)
        cancelButton.addTarget(self, action: #selector(cancelOrder), for: .touchUpInside)

        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        ])
    }

    // MARK: - Configuration

    func configure() {
        let dateFormatter = DateFormatter()
        dateFormatter.dateFormat = "dd/MM/yyyy HH:mm"

        let numberFormatter = NumberFormatter()
        numberFormatter.numberStyle = .currency
        numberFormatter.currencyCode = order.currencyCode

        statusLabel.text = order.status.rawValue.capitalized
        statusLabel.textColor = order.status == .cancelled ? .systemRed : .label
        dateLabel.text = "Placed on \(dateFormatter.string(from: order.createdAt))"
        itemsLabel.text = order.items.map { "\($0.quantity) × \($0.name)" }.joined(separator: "\n")
        totalLabel.text = "Total: " + (numberFormatter.string(from: NSNumber(value: order.total)) ?? "")
        addressLabel.text = order.shippingAddress ?? "No shipping address"

        // Only pending orders can still be cancelled.
        cancelButton.isHidden = order.status != .pending
    }

    // MARK: - Actions

    @objc func cancelOrder() {
        guard order.status == .pending else { return }

        NetworkManager.shared.post("/orders/\(order.id)/cancel", body: ["reason": "customer_request"]) { [weak self] error in
            DispatchQueue.main.async {
                guard let self = self else { return }
                if let error = error {
                    let alert = UIAlertController(title: "Could not cancel",
                                                  message: error.localizedDescription,
                                                  preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                    return
                }
                self.order.status = .cancelled
                Analytics.shared.track("order_cancelled", properties: ["order_id": self.order.id])
                NotificationCenter.default.post(name: .orderDidCancel, object: self.order.id)
                self.dismiss(animated: true)
            }
        }
    }
}
