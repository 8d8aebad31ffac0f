//
//  APIClient.swift
//  LegacyShop
//
//  The "new" networking layer (2018). Only some screens were migrated.
//

import Foundation

enum APIError: Error {
    case invalidResponse
    case server(statusCode: Int)
    case noData
}

class APIClient {

    let session: URLSession
    let baseURL = "https://api.legacyshop.example/v1"

    /// Set by LoginViewController after a successful login.
    var authToken: String?

    init(session: URLSession = URLSession(configuration: .default)) {
        self.session = session
    }

    // MARK: - Products

    func fetchProduct(id: String, completion: @escaping (Result<Product, Error>) -> Void) {
        let url = URL(string: baseURL + "/products/\(id)")!
        send(URLRequest(url: url), completion: completion)
    }

    func fetchReviews(productId: String, completion: @escaping (Result<[Review], Error>) -> Void) {
        let url = URL(string: baseURL + "/products/\(productId)/reviews")!
        send(URLRequest(url: url), completion: completion)
    }

    func setFavorite(productId: String, isFavorite: Bool, completion: @escaping (Error?) -> Void) {
        var request = URLRequest(url: URL(string: baseURL + "/products/\(productId)/favorite")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["favorite": isFavorite])

        session.dataTask(with: authorized(request)) { _, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            completion(error ?? ((200..<300).contains(status) ? nil : APIError.server(statusCode: status)))
        }.resume()
    }

    // MARK: - Orders

    func fetchOrders(page: Int, completion: @escaping (Result<OrderPage, Error>) -> Void) {
        let url = URL(string: baseURL + "/orders?page=\(page)")!
        send(URLRequest(url: url), completion: completion)
    }

    func placeOrder(_ items: [CartItem], completion: @escaping (Result<Order, Error>) -> Void) {
        var request = URLRequest(url: URL(string: baseURL + "/orders")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(items)
        send(request, completion: completion)
    }

    // MARK: - Helpers

    private func authorized(_ request: URLRequest) -> URLRequest {
        var request = request
        if let token = authToken {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        return request
    }

    private func send<T: Decodable>(_ request: URLRequest, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: authorized(request)) { data, response, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let http = response as? HTTPURLResponse, let data = data else {
                completion(.failure(APIError.invalidResponse))
                return
            }
            guard (200..<300).contains(http.statusCode) else {
                completion(.failure(APIError.server(statusCode: http.statusCode)))
                return
            }
            do {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                completion(.success(try decoder.decode(T.self, from: data)))
            } catch {
                completion(.failure(error))
            }
        }.resume()
    }
}
