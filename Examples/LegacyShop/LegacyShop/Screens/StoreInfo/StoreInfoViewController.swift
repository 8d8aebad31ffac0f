//
//  StoreInfoViewController.swift
//  LegacyShop
//
//  Rewritten in 2019 as the template for new screens.
//

import UIKit

protocol StoreInfoProviding {
    var storeName: String { get }
    var openingHours: String { get }
    var address: String { get }
    var supportEmail: String { get }
}

final class StoreInfoViewController: UIViewController {

    private let provider: StoreInfoProviding

    private let nameLabel = UILabel()
    private let hoursLabel = UILabel()
    private let addressLabel = UILabel()
    private let emailLabel = UILabel()

    init(provider: StoreInfoProviding) {
        self.provider = provider
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layoutLabels()
        render()
    }

    private func layoutLabels() {
        let stack = UIStackView(arrangedSubviews: [nameLabel, hoursLabel, addressLabel, emailLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        addressLabel.numberOfLines = 0
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)
        ])
    }

    private func render() {
        title = provider.storeName
        nameLabel.text = provider.storeName
        hoursLabel.text = provider.openingHours
        addressLabel.text = provider.address
        emailLabel.text = provider.supportEmail
    }
}
