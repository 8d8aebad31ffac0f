//
//  FeedCache.swift
//  ShopMail
//
//  Applied feed changes, one JSON file per product in Application Support.
//

import Foundation

final class FeedCache {

    private let fileManager: FileManager
    private let directory: URL

    init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
        let support = fileManager.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
        directory = support.appendingPathComponent("Feed", isDirectory: true)
        try? fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func apply(_ change: FeedChange) {
        let file = directory.appendingPathComponent("\(change.productID).json")
        switch change.kind {
        case .upsert:
            try? change.payload?.write(to: file, options: .atomic)
        case .delete:
            try? fileManager.removeItem(at: file)
        }
    }
}
