//
//  AccountAPI.swift
//  ShopMail
//

import Foundation

struct AccountProfile: Codable {
    let id: String
    let email: String
    let displayName: String?
    let memberSince: Date
}

final class AccountAPI {

    private let session: URLSession
    private let baseURL = URL(string: "https://api.shopmail.example")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchProfile(completion: @escaping (Result<AccountProfile, Error>) -> Void) {
        let request = URLRequest(url: baseURL.appendingPathComponent("account"))
        send(request, completion: completion)
    }

    func updateDisplayName(_ name: String, completion: @escaping (Result<AccountProfile, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("account"))
        request.httpMethod = "PATCH"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(["displayName": name])
        send(request, completion: completion)
    }

    private func send(_ request: URLRequest, completion: @escaping (Result<AccountProfile, Error>) -> Void) {
        session.dataTask(with: request) { data, _, error in
            let result: Result<AccountProfile, Error>
            if let error = error {
                result = .failure(error)
            } else {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                result = Result { try decoder.decode(AccountProfile.self, from: data ?? Data()) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
