//
//  ProductDataManager.swift
//  ShopMail
//
//  Products from the API, with the last good list cached in Core Data.
//

import CoreData
import Foundation

protocol ProductDataManaging: AnyObject {
    func fetchProducts(completion: @escaping (Result<[CatalogProduct], Error>) -> Void)
    func cachedProducts() -> [CatalogProduct]
    func save(_ products: [CatalogProduct])
}

final class ProductDataManager: ProductDataManaging {

    private let session: URLSession
    private let container: NSPersistentContainer
    private let baseURL = URL(string: "https://api.shopmail.example")!

    init(session: URLSession = .shared,
         container: NSPersistentContainer = NSPersistentContainer(name: "ShopMail")) {
        self.session = session
        self.container = container
        container.loadPersistentStores { _, error in
            if let error = error {
                assertionFailure("Core Data store failed to load: \(error)")
            }
        }
    }

    func fetchProducts(completion: @escaping (Result<[CatalogProduct], Error>) -> Void) {
        let url = baseURL.appendingPathComponent("products")
        session.dataTask(with: url) { data, _, error in
            let result: Result<[CatalogProduct], Error>
            if let error = error {
                result = .failure(error)
            } else {
                result = Result { try JSONDecoder().decode([CatalogProduct].self, from: data ?? Data()) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }

    func cachedProducts() -> [CatalogProduct] {
        let request = NSFetchRequest<NSManagedObject>(entityName: "CachedProduct")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        let objects = (try? container.viewContext.fetch(request)) ?? []
        return objects.compactMap { object in
            guard let json = object.value(forKey: "json") as? Data else { return nil }
            return try? JSONDecoder().decode(CatalogProduct.self, from: json)
        }
    }

    func save(_ products: [CatalogProduct]) {
        let context = container.newBackgroundContext()
        context.perform {
            let existing = NSFetchRequest<NSFetchRequestResult>(entityName: "CachedProduct")
            _ = try? context.execute(NSBatchDeleteRequest(fetchRequest: existing))
            for product in products {
                let object = NSEntityDescription.insertNewObject(forEntityName: "CachedProduct", into: context)
                object.setValue(product.id, forKey: "id")
                object.setValue(product.name, forKey: "name")
                object.setValue(try? JSONEncoder().encode(product), forKey: "json")
            }
            try? context.save()
        }
    }
}
