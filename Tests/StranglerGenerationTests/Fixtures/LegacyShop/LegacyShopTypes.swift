// The LegacyShop types a scene seeded from its product screen refers to (its data store keeps a `Product?`
// and `[Review]`), as they would be in the app the scene is added to.

struct Product {
    var id: String
    var name: String
}

struct Review {
    var text: String
}
