//
//  BakeryMenuWorker.swift
//  CrumbAndCo
//

import Foundation

class BakeryMenuWorker {
    let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchCategories() async throws -> [String] {
        let url = URL(string: "https://api.bakery.example/menu/categories")!
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode([String].self, from: data)
    }
}
