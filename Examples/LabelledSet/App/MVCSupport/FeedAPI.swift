//
//  FeedAPI.swift
//  ShopMail
//
//  The seller's product feed: where it got to, what changed since, and telling the server we have it.
//  Completions run on the main queue.
//

import Foundation

struct FeedCursor: Codable {
    let token: String
    let lastAppliedAt: Date
}

struct FeedChange: Codable {
    enum Kind: String, Codable { case upsert, delete }
    let id: String
    let kind: Kind
    let productID: Int
    let updatedAt: Date
    let payload: Data?
}

final class FeedAPI {

    private let session: URLSession
    private let baseURL = "https://api.shopmail.example"
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchCursor(completion: @escaping (FeedCursor?) -> Void) {
        let url = URL(string: "\(baseURL)/feed/cursor")!
        session.dataTask(with: url) { data, _, _ in
            let cursor = data.flatMap { try? self.decoder.decode(FeedCursor.self, from: $0) }
            DispatchQueue.main.async { completion(cursor) }
        }.resume()
    }

    func fetchChanges(since token: String, completion: @escaping ([FeedChange]) -> Void) {
        let url = URL(string: "\(baseURL)/feed/changes/\(token)")!
        session.dataTask(with: url) { data, _, _ in
            let changes = data.flatMap { try? self.decoder.decode([FeedChange].self, from: $0) } ?? []
            DispatchQueue.main.async { completion(changes) }
        }.resume()
    }

    func acknowledge(token: String, count: Int, completion: @escaping (Bool) -> Void) {
        var request = URLRequest(url: URL(string: "\(baseURL)/feed/acks")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONSerialization.data(withJSONObject: ["token": token, "count": count])
        session.dataTask(with: request) { _, response, _ in
            let ok = (response as? HTTPURLResponse)?.statusCode == 204
            DispatchQueue.main.async { completion(ok) }
        }.resume()
    }
}
