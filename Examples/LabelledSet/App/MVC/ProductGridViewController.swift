//
//  ProductGridViewController.swift
//  ShopMail
//
//  Two-column product grid with a running basket bar at the bottom.
//

import UIKit

final class ProductGridViewController: UIViewController {

    /// Swapped for a stub in tests.
    var dataManager: ProductDataManaging = ProductDataManager()

    private let reuseID = "ProductGridCell"
    private var products: [CatalogProduct] = []
    private var basket: [Int: Int] = [:]

    private let priceFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        return formatter
    }()

    private lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 12
        layout.minimumLineSpacing = 16
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
        view.backgroundColor = .systemBackground
        view.register(ProductGridCell.self, forCellWithReuseIdentifier: reuseID)
        view.dataSource = self
        view.delegate = self
        return view
    }()

    private let basketBar = UIView()
    private let basketCountLabel = UILabel()
    private let basketTotalLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)

    private var basketCount: Int {
        basket.values.reduce(0, +)
    }

    private var basketTotal: Decimal {
        products.reduce(Decimal(0)) { total, product in
            total + product.price * Decimal(basket[product.id] ?? 0)
        }
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        view.backgroundColor = .systemBackground
        layoutViews()
        loadProducts()
    }

    private func layoutViews() {
        basketBar.backgroundColor = .secondarySystemBackground
        basketCountLabel.font = .preferredFont(forTextStyle: .subheadline)
        basketTotalLabel.font = .preferredFont(forTextStyle: .headline)
        let stack = UIStackView(arrangedSubviews: [basketCountLabel, basketTotalLabel])
        stack.distribution = .equalSpacing

        [collectionView, basketBar, stack, spinner].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(collectionView)
        view.addSubview(basketBar)
        basketBar.addSubview(stack)
        view.addSubview(spinner)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: basketBar.topAnchor),
            basketBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            basketBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            basketBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: basketBar.topAnchor, constant: 12),
            stack.leadingAnchor.constraint(equalTo: basketBar.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: basketBar.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }

    // MARK: - Data

    private func loadProducts() {
        let cached = dataManager.cachedProducts()
        products = cached.filter { $0.isListed }
        collectionView.reloadData()
        spinner.startAnimating()

        dataManager.fetchProducts { [weak self] result in
            guard let self = self else { return }
            self.spinner.stopAnimating()
            switch result {
            case .success(let fresh):
                self.dataManager.save(fresh)
                self.products = fresh.filter { $0.isListed }
                self.collectionView.reloadSections(IndexSet(integer: 0))
            case .failure:
                break // keep showing what the cache had
            }
        }
    }

    // MARK: - Basket

    @objc private func addTapped(_ sender: UIButton) {
        let product = products[sender.tag]
        guard product.stock > (basket[product.id] ?? 0) else { return }
        basket[product.id, default: 0] += 1
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        basketCountLabel.text = basketCount == 1 ? "1 item" : "\(basketCount) items"
        basketTotalLabel.text = priceFormatter.string(from: basketTotal as NSDecimalNumber)
    }
}

// MARK: - UICollectionViewDataSource, UICollectionViewDelegateFlowLayout

extension ProductGridViewController: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseID, for: indexPath) as! ProductGridCell
        let product = products[indexPath.item]
        cell.nameLabel.text = product.brand.isEmpty ? product.name : "\(product.brand) \(product.name)"
        cell.priceLabel.text = "$\(product.price)"
        cell.soldOutBadge.isHidden = product.stock > 0
        cell.addButton.tag = indexPath.item
        cell.addButton.addTarget(self, action: #selector(addTapped(_:)), for: .touchUpInside)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView,
                        layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width - 44) / 2
        return CGSize(width: width, height: width + 110)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = ProductDetailViewController(productID: products[indexPath.item].id)
        navigationController?.pushViewController(detail, animated: true)
    }
}
