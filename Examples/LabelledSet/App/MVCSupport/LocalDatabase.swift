//
//  LocalDatabase.swift
//  ShopMail
//
//  A very small wrapper over the SQLite C API. One connection, used from the main thread.
//

import Foundation
import SQLite3

final class LocalDatabase {

    static let fileName = "shopmail.sqlite"

    private var handle: OpaquePointer?

    init(fileManager: FileManager = .default) {
        let documents = fileManager.urls(for: .documentDirectory, in: .userDomainMask)[0]
        let path = documents.appendingPathComponent(LocalDatabase.fileName).path
        if sqlite3_open(path, &handle) != SQLITE_OK {
            assertionFailure("Could not open \(path)")
        }
        execute("""
            CREATE TABLE IF NOT EXISTS orders (
                id TEXT PRIMARY KEY, number TEXT, status TEXT, eta REAL, delivered_at REAL
            )
            """)
    }

    deinit {
        sqlite3_close(handle)
    }

    @discardableResult
    func execute(_ sql: String) -> Bool {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if let message = message {
            print("SQLite error: \(String(cString: message))")
            sqlite3_free(message)
        }
        return code == SQLITE_OK
    }

    func rows(_ sql: String) -> [[String: String]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { return [] }
        defer { sqlite3_finalize(statement) }

        var result: [[String: String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            var row: [String: String] = [:]
            for column in 0..<sqlite3_column_count(statement) {
                let name = String(cString: sqlite3_column_name(statement, column))
                if let text = sqlite3_column_text(statement, column) {
                    row[name] = String(cString: text)
                }
            }
            result.append(row)
        }
        return result
    }
}
