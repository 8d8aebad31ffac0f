import UIKit

struct Product: Decodable {
    var id: String
    var name: String
    var price: Double
}

/// The classic case: a product screen on URLSession.shared, UserDefaults.standard and an analytics singleton.
final class ProductViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var favoriteButton: UIButton!

    var productId = "p1"
    var product: Product?
    var isFavorite = false

    func loadProduct() {
        let url = URL(string: "https://api.example.com/products/\(productId)")!
        URLSession.shared.dataTask(with: url) { [weak self] data, _, error in
            guard let self, let data, error == nil else { return }
            let product = try? JSONDecoder().decode(Product.self, from: data)
            DispatchQueue.main.async {
                self.product = product
                self.nameLabel.text = product.map { "\($0.name), \(self.priceText($0.price))" }
                Analytics.shared.track("product_viewed", properties: ["id": self.productId, "price": product?.price ?? 0])
            }
        }.resume()
    }

    func loadFavorite() {
        isFavorite = UserDefaults.standard.bool(forKey: "favorite_\(productId)")
        favoriteButton.isSelected = isFavorite
    }

    @IBAction func favoriteTapped(_ sender: UIButton) {
        isFavorite.toggle()
        UserDefaults.standard.set(isFavorite, forKey: "favorite_\(productId)")
        Analytics.shared.track(isFavorite ? "favorite_added" : "favorite_removed", properties: ["id": productId])
    }

    func priceText(_ price: Double) -> String {
        String(format: "%.2f EUR", price)
    }
}
