//
//  ChatMessageService.swift
//  Chat
//
//  The Swift side's way to send a message. Newer Swift screens take a
//  ChatMessageSending so tests can hand them a spy.
//

import Foundation

struct ChatSentMessage: Codable, Equatable {
    let id: String
    let text: String
    let sentAt: Date

    enum CodingKeys: String, CodingKey {
        case id
        case text
        case sentAt = "sent_at"
    }
}

protocol ChatMessageSending: AnyObject {
    func send(_ text: String,
              to conversationID: String,
              completion: @escaping (Result<ChatSentMessage, Error>) -> Void)
}

enum ChatMessageServiceError: Error {
    case badStatus(Int)
    case emptyResponse
}

final class ChatMessageService: ChatMessageSending {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }()

    init(baseURL: URL = URL(string: "https://api.chat.example")!, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// POST /conversations/{id}/messages; calls back on the main queue.
    func send(_ text: String,
              to conversationID: String,
              completion: @escaping (Result<ChatSentMessage, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("/conversations/\(conversationID)/messages"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(["text": text])

        session.dataTask(with: request) { [decoder] data, response, error in
            let result: Result<ChatSentMessage, Error>
            if let error = error {
                result = .failure(error)
            } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                result = .failure(ChatMessageServiceError.badStatus(http.statusCode))
            } else if let data = data {
                result = Result { try decoder.decode(ChatSentMessage.self, from: data) }
            } else {
                result = .failure(ChatMessageServiceError.emptyResponse)
            }
            DispatchQueue.main.async {
                completion(result)
            }
        }.resume()
    }
}
