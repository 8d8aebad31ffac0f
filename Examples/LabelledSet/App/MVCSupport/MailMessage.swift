//
//  MailMessage.swift
//  ShopMail
//

import Foundation

struct MailMessage: Codable, Equatable {
    let id: String
    let senderName: String
    let senderAddress: String
    let subject: String
    let preview: String
    let receivedAt: Date
    var isRead: Bool
}

struct InboxResponse: Codable {
    let messages: [MailMessage]
    let nextCursor: String?
}
