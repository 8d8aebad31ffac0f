//
//  AuthService.swift
//  LegacyShop
//

import Foundation

enum AuthError: Error {
    case invalidCredentials
    case missingToken
    case network(Error)
}

class AuthService {

    static let shared = AuthService()

    private let baseURL = "https://api.legacyshop.example/v1"

    private struct LoginResponse: Codable {
        let token: String
    }

    // MARK: - Login

    func login(email: String, password: String, completion: @escaping (Result<String, AuthError>) -> Void) {
        var request = URLRequest(url: URL(string: baseURL + "/auth/login")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["email": email, "password": password])

        URLSession.shared.dataTask(with: request) { data, response, error in
            if let error = error {
                completion(.failure(.network(error)))
                return
            }
            if (response as? HTTPURLResponse)?.statusCode == 401 {
                completion(.failure(.invalidCredentials))
                return
            }
            guard let data = data,
                  let body = try? JSONDecoder().decode(LoginResponse.self, from: data) else {
                completion(.failure(.missingToken))
                return
            }
            completion(.success(body.token))
        }.resume()
    }

    // MARK: - Profile & settings

    func fetchProfile(token: String, completion: @escaping (Result<User, AuthError>) -> Void) {
        authorizedGet("/me", token: token, completion: completion)
    }

    func fetchSettings(token: String, completion: @escaping (Result<UserSettings, AuthError>) -> Void) {
        authorizedGet("/me/settings", token: token, completion: completion)
    }

    private func authorizedGet<T: Decodable>(_ path: String, token: String, completion: @escaping (Result<T, AuthError>) -> Void) {
        var request = URLRequest(url: URL(string: baseURL + path)!)
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")

        URLSession.shared.dataTask(with: request) { data, _, error in
            if let error = error {
                completion(.failure(.network(error)))
                return
            }
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            guard let data = data, let value = try? decoder.decode(T.self, from: data) else {
                completion(.failure(.missingToken))
                return
            }
            completion(.success(value))
        }.resume()
    }
}
