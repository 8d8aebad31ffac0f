//
//  RecipeService.swift
//  CrumbAndCo
//
//  Talks to the recipes endpoints of the bakery API.
//

import Foundation

enum RecipeServiceError: Error {
    case badStatus(Int)
}

final class RecipeService {
    private let session: URLSession
    private let baseURL = URL(string: "https://api.bakery.example")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    /// GET /recipes
    func fetchRecipes() async throws -> [Recipe] {
        let url = baseURL.appendingPathComponent("recipes")
        let (data, response) = try await session.data(from: url)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw RecipeServiceError.badStatus(http.statusCode)
        }
        return try decoder.decode([Recipe].self, from: data)
    }
}
