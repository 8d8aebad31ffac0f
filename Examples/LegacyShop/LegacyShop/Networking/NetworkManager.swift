//
//  NetworkManager.swift
//  LegacyShop
//
//  The "old" networking layer from v1.0. New code should use APIClient,
//  but half of the app still goes through here.
//

import Foundation

class NetworkManager {

    static let shared = NetworkManager()

    private let baseURL = "https://api.legacyshop.example/v1"
    private let session = URLSession.shared

    private init() {}

    /// GET `baseURL + path` and decode the body as `T`.
    func get<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        guard let url = URL(string: baseURL + path) else { return }

        session.dataTask(with: url) { data, _, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let data = data else {
                completion(.failure(APIError.noData))
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

    /// POST a JSON dictionary to `baseURL + path`.
    func post(_ path: String, body: [String: Any], completion: @escaping (Error?) -> Void) {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let token = UserSession.shared.token {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [])

        session.dataTask(with: request) { _, response, error in
            if let error = error {
                completion(error)
                return
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 500
            completion(status < 300 ? nil : APIError.server(statusCode: status))
        }.resume()
    }
}
