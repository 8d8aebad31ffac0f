//
//  CheckoutFlowViewController.swift
//  ShopMail
//
//  Last step before paying: address, delivery, promo code, terms. Laid out in Checkout.storyboard.
//

import UIKit

final class CheckoutFlowViewController: UIViewController {

    /// Handed over by the basket screen.
    var lines: [CheckoutLine] = []

    @IBOutlet private weak var addressLabel: UILabel!
    @IBOutlet private weak var deliveryLabel: UILabel!
    @IBOutlet private weak var promoField: UITextField!
    @IBOutlet private weak var promoStatusLabel: UILabel!
    @IBOutlet private weak var totalLabel: UILabel!
    @IBOutlet private weak var termsSwitch: UISwitch!
    @IBOutlet private weak var placeOrderButton: UIButton!

    private let checkoutClient = ShopCheckoutClient()
    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    private var selectedAddress: DeliveryAddress?
    private var deliveryOptions: [DeliveryOption] = []
    private var promoCode: String?
    private var discount: Decimal = 0
    private var isPlacingOrder = false

    private var subtotal: Decimal {
        lines.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) }
    }

    private var total: Decimal {
        subtotal - discount + (deliveryOptions.first?.price ?? 0)
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Checkout"
        placeOrderButton.layer.cornerRadius = 10
        promoField.autocapitalizationType = .allCharacters
        refreshTotal()
        loadDeliveryOptions()
    }

    private func refreshTotal() {
        totalLabel.text = priceFormatter.string(from: total as NSDecimalNumber)
    }

    private func loadDeliveryOptions() {
        checkoutClient.fetchDeliveryOptions(for: lines) { [weak self] options, error in
            if let error = error {
                let alert = UIAlertController(title: "Delivery unavailable",
                                              message: error.localizedDescription,
                                              preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Back to basket", style: .cancel) { _ in
                    self?.navigationController?.popViewController(animated: true)
                })
                self?.present(alert, animated: true)
                return
            }
            self?.deliveryOptions = options ?? []
            self?.deliveryLabel.text = options?.first?.title ?? "No delivery to this address"
        }
    }

    // MARK: - Actions

    @IBAction private func changeAddressTapped(_ sender: UIButton) {
        view.endEditing(true)
        guard !isPlacingOrder else { return }
        guard !lines.isEmpty else { return }
        let picker = AddressPickerViewController(selectedID: selectedAddress?.id)
        picker.delegate = self
        navigationController?.pushViewController(picker, animated: true)
    }

    @IBAction private func applyPromoTapped(_ sender: UIButton) {
        view.endEditing(true)
        guard let code = promoField.text, !code.isEmpty else { return }
        if let url = URL(string: "https://api.shopmail.example/promotions/\(code)") {
            URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
                let promo = data.flatMap { try? JSONDecoder().decode(PromoDiscount.self, from: $0) }
                DispatchQueue.main.async {
                    guard let self = self else { return }
                    self.promoCode = promo?.code
                    self.discount = promo.map { self.subtotal * $0.percentOff / 100 } ?? 0
                    self.promoStatusLabel.text = promo.map { "\($0.percentOff)% off applied" } ?? "That code isn't valid"
                    self.totalLabel.text = self.priceFormatter.string(from: self.total as NSDecimalNumber)
                }
            }.resume()
        }
    }

    @IBAction private func placeOrderTapped(_ sender: UIButton) {
        view.endEditing(true)
        guard !isPlacingOrder, let address = selectedAddress else { return }
        if termsSwitch.isOn {
            isPlacingOrder = true
            sender.isEnabled = false
            checkoutClient.placeOrder(lines: lines, addressID: address.id, promoCode: promoCode) { [weak self] result in
                guard let self = self else { return }
                self.isPlacingOrder = false
                sender.isEnabled = true
                switch result {
                case .success:
                    self.navigationController?.popToRootViewController(animated: true)
                case .failure(let error):
                    let alert = UIAlertController(title: "Payment failed",
                                                  message: error.localizedDescription,
                                                  preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    self.present(alert, animated: true)
                }
            }
        } else {
            let terms = TermsOfSaleViewController()
            navigationController?.pushViewController(terms, animated: true)
        }
    }

    @IBAction private func helpTapped(_ sender: UIBarButtonItem) {
        view.endEditing(true)
        if let url = URL(string: "https://help.shopmail.example/checkout") {
            UIApplication.shared.open(url)
        }
    }
}

// MARK: - AddressPickerDelegate

extension CheckoutFlowViewController: AddressPickerDelegate {

    func addressPicker(_ picker: UIViewController, didPick address: DeliveryAddress) {
        selectedAddress = address
        addressLabel.text = "\(address.name)\n\(address.street), \(address.city)"
        navigationController?.popViewController(animated: true)
    }
}
