//
//  ProductViewController.swift
//  LegacyShop
//
//  Created by the LegacyShop team on 21/03/2017.
//  Copyright © 2017 LegacyShop Ltd. All rights reserved.
//
//  TODO: split this up (ticket SHOP-412, opened 2018).
//

import UIKit

class ProductViewController: UIViewController {

    // MARK: - Outlets

    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceLabel: UILabel!
    @IBOutlet weak var badgeLabel: UILabel!
    @IBOutlet weak var summaryLabel: UILabel!
    @IBOutlet weak var ratingLabel: UILabel!
    @IBOutlet weak var productImageView: UIImageView!
    @IBOutlet weak var buyButton: UIButton!
    @IBOutlet weak var favoriteButton: UIButton!
    @IBOutlet weak var reviewsTableView: UITableView!

    // MARK: - State

    var productId: String = ""
    var product: Product?
    var reviews: [Review] = []
    var isFavorite = false
    var imageTask: URLSessionDataTask?
    private var cartObserver: NSObjectProtocol?

    private let reviewCellIdentifier = "ReviewCell"
    private let maxVisibleReviews = 5

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()

        title = "Product"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .action,
                                                            target: self,
                                                            action: #selector(shareTapped))

        reviewsTableView.dataSource = self
        reviewsTableView.register(UITableViewCell.self, forCellReuseIdentifier: reviewCellIdentifier)
        reviewsTableView.isScrollEnabled = false

        buyButton.layer.cornerRadius = 8
        buyButton.clipsToBounds = true
        badgeLabel.layer.cornerRadius = 4
        badgeLabel.layer.masksToBounds = true
        badgeLabel.isHidden = true

        cartObserver = NotificationCenter.default.addObserver(forName: .cartDidChange,
                                                              object: nil,
                                                              queue: .main) { [weak self] _ in
            self?.updateCartBadge()
        }

        loadProduct()
        loadReviews()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)

        // Favourites are cached locally so the heart does not flicker.
        isFavorite = UserDefaults.standard.bool(forKey: "favorite_\(productId)")
        updateFavoriteButton()
        updateCartBadge()
    }

    deinit {
        if let observer = cartObserver {
            NotificationCenter.default.removeObserver(observer)
        }
    }

    // MARK: - Loading

    func loadProduct() {
        buyButton.isEnabled = false
        let task = URLSession.shared.dataTask(with: URL(string: "https://api.legacyshop.example/v1/products/\(productId)")!) { [weak self] data, response, error in
            guard let self = self else { return }

            if let error = error {
                print("Failed to load product \(self.productId): \(error)")
                DispatchQueue.main.async {
                    self.navigationController?.popViewController(animated: true)
                }
                return
            }

            // The backend always returns valid JSON... right?
            let product = try! JSONDecoder().decode(Product.self, from: data!)
            self.product = product

            DispatchQueue.main.async {
                self.updateUI()
            }
        }
        task.resume()
    }

    func loadReviews() {
        NetworkManager.shared.get("/products/\(productId)/reviews") { [weak self] (result: Result<[Review], Error>) in
            guard let self = self else { return }
            switch result {
            case .success(let reviews):
                // Newest first, and never more than we have room for.
                let sorted = reviews.sorted { $0.createdAt > $1.createdAt }
                self.reviews = Array(sorted.prefix(self.maxVisibleReviews))
                DispatchQueue.main.async {
                    self.reviewsTableView.reloadData()
                    self.ratingLabel.text = self.averageRatingText(for: reviews)
                }
            case .failure(let error):
                print("Failed to load reviews: \(error)")
                DispatchQueue.main.async {
                    self.ratingLabel.text = "No reviews yet"
                }
            }
        }
    }

    func loadImage(from url: URL) {
        imageTask?.cancel()
        imageTask = URLSession.shared.dataTask(with: url) { [weak self] data, _, _ in
            guard let data = data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async {
                self?.productImageView.image = image
            }
        }
        imageTask?.resume()
    }

    // MARK: - UI

    func updateUI() {
        guard let product = product else {
            navigationController?.popViewController(animated: true)
            return
        }

        title = product.name
        nameLabel.text = "\(product.name) (\(product.stock) left)"
        summaryLabel.text = product.summary ?? ""
        priceLabel.text = formatPrice(product.price, currencyCode: product.currencyCode)

        configureBadge(for: product)

        buyButton.isEnabled = product.stock > 0
        buyButton.backgroundColor = product.stock > 0 ? .systemBlue : .systemGray
        buyButton.setTitle(product.stock > 0 ? "Add to cart" : "Sold out", for: .normal)

        if let url = product.imageURL {
            loadImage(from: url)
        } else {
            productImageView.image = UIImage(named: "placeholder")
        }

        Analytics.shared.track("product_viewed", properties: [
            "product_id": product.id,
            "price": product.price,
            "on_sale": product.isOnSale,
            "stock": product.stock
        ])
    }

    func configureBadge(for product: Product) {
        badgeLabel.isHidden = product.stock > 10 && !product.isOnSale
        badgeLabel.textColor = product.isOnSale ? .systemRed : .label

        if product.stock == 0 {
            badgeLabel.text = "  SOLD OUT  "
            badgeLabel.backgroundColor = .systemGray5
        } else if product.isOnSale {
            badgeLabel.text = "  SALE  "
            badgeLabel.backgroundColor = UIColor.systemRed.withAlphaComponent(0.15)
        } else if product.stock <= 3 {
            badgeLabel.text = "  Last \(product.stock)!  "
            badgeLabel.backgroundColor = .systemOrange
        } else {
            badgeLabel.text = "  Only \(product.stock) left  "
            badgeLabel.backgroundColor = .systemYellow
        }
    }

    func formatPrice(_ price: Double, currencyCode: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        formatter.maximumFractionDigits = 2
        return formatter.string(from: NSNumber(value: price)) ?? "\(price) \(currencyCode)"
    }

    func averageRatingText(for reviews: [Review]) -> String {
        guard !reviews.isEmpty else { return "No reviews yet" }
        let average = Double(reviews.reduce(0) { $0 + $1.rating }) / Double(reviews.count)
        let stars = String(repeating: "★", count: Int(average.rounded()))
            + String(repeating: "☆", count: 5 - Int(average.rounded()))
        return String(format: "%@ %.1f (%d)", stars, average, reviews.count)
    }

    func updateFavoriteButton() {
        let imageName = isFavorite ? "heart.fill" : "heart"
        favoriteButton.setImage(UIImage(systemName: imageName), for: .normal)
        favoriteButton.tintColor = isFavorite ? .systemRed : .systemGray
    }

    func updateCartBadge() {
        let count = CartStore().itemCount
        tabBarController?.tabBar.items?[1].badgeValue = count > 0 ? "\(count)" : nil
    }

    // MARK: - Actions

    @IBAction func buyTapped(_ sender: UIButton) {
        guard let product = product else { return }

        if product.stock == 0 {
            let alert = UIAlertController(title: "Sold out",
                                          message: "\(product.name) is not available right now.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }

        let cartStore = CartStore()
        cartStore.add(product, quantity: 1)
        UserDefaults.standard.set(product.id, forKey: "lastViewedProduct")
        NotificationCenter.default.post(name: .cartDidChange, object: nil)

        Analytics.shared.track("add_to_cart", properties: [
            "product_id": product.id,
            "price": product.price
        ])

        let cartViewController = CartViewController()
        navigationController?.pushViewController(cartViewController, animated: true)
    }

    @IBAction func favoriteTapped(_ sender: UIButton) {
        let newValue = !isFavorite
        isFavorite = newValue
        updateFavoriteButton()

        let api = (UIApplication.shared.delegate as! AppDelegate).api
        api.setFavorite(productId: productId, isFavorite: newValue) { [weak self] error in
            DispatchQueue.main.async {
                guard let self = self else { return }
                if let error = error {
                    print("Favorite failed: \(error)")
                    // Roll back the optimistic update.
                    self.isFavorite = !newValue
                    self.updateFavoriteButton()
                    return
                }
                UserDefaults.standard.set(newValue, forKey: "favorite_\(self.productId)")
                Analytics.shared.track(newValue ? "favorite_added" : "favorite_removed",
                                       properties: ["product_id": self.productId])
            }
        }
    }

    @objc func shareTapped() {
        guard let product = product else { return }

        var items: [Any] = ["Check out \(product.name) on LegacyShop!"]
        if let url = URL(string: "https://legacyshop.example/p/\(product.id)") {
            items.append(url)
        }
        if let image = productImageView.image {
            items.append(image)
        }

        let activityViewController = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activityViewController.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        activityViewController.completionWithItemsHandler = { activityType, completed, _, _ in
            if completed {
                Analytics.shared.track("product_shared", properties: [
                    "product_id": product.id,
                    "channel": activityType?.rawValue ?? "unknown"
                ])
            }
        }
        present(activityViewController, animated: true)
    }

    @IBAction func returnPolicyTapped(_ sender: UIButton) {
        // The policy lives on the website, where legal can change it without a release.
        UIApplication.shared.open(URL(string: "https://legacyshop.example/returns")!, options: [:], completionHandler: nil)
    }

    @IBAction func askSellerTapped(_ sender: UIButton) {
        let subject = "Question about product \(productId)"
        let encoded = subject.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        guard let url = URL(string: "mailto:support@legacyshop.example?subject=\(encoded)") else { return }
        UIApplication.shared.open(url)
    }
}

// MARK: - UITableViewDataSource

extension ProductViewController: UITableViewDataSource {

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return reviews.isEmpty ? 1 : reviews.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reviewCellIdentifier, for: indexPath)

        guard !reviews.isEmpty else {
            cell.textLabel?.text = "Be the first to review this product"
            cell.textLabel?.textColor = .secondaryLabel
            return cell
        }

        let review = reviews[indexPath.row]
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none

        cell.textLabel?.numberOfLines = 2
        cell.textLabel?.textColor = .label
        cell.textLabel?.text = "\(String(repeating: "★", count: review.rating)) \(review.author) · \(formatter.string(from: review.createdAt))\n\(review.text)"
        return cell
    }
}
