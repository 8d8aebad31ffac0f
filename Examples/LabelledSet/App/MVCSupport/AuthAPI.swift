//
//  AuthAPI.swift
//  ShopMail
//

import Foundation

struct Shopper: Codable, Equatable {
    let id: String
    let name: String
    let email: String
    let token: String
}

enum AuthAPIError: LocalizedError {
    case emailTaken
    case server(status: Int)

    var errorDescription: String? {
        switch self {
        case .emailTaken: return "That email already has an account."
        case .server(let status): return "The server answered \(status)."
        }
    }
}

final class AuthAPI {

    private let session: URLSession
    private let baseURL = URL(string: "https://api.shopmail.example")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func signUp(name: String, email: String, password: String,
                completion: @escaping (Result<Shopper, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("auth/signup"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(["name": name, "email": email, "password": password])

        session.dataTask(with: request) { data, response, error in
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            let result: Result<Shopper, Error>
            if let error = error {
                result = .failure(error)
            } else if status == 409 {
                result = .failure(AuthAPIError.emailTaken)
            } else if status != 201 {
                result = .failure(AuthAPIError.server(status: status))
            } else {
                result = Result { try JSONDecoder().decode(Shopper.self, from: data ?? Data()) }
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
