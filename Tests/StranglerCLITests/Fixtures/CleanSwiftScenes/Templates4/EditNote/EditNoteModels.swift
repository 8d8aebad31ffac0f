//
//  EditNoteModels.swift
//

import UIKit

enum EditNote {
    // MARK: Use cases

    enum LoadNote {
        struct Request {
        }
        struct Response {
            var note: Note
        }
        struct ViewModel {
            var title: String
            var body: String
            var edited: String
        }
    }

    enum SaveNote {
        struct Request {
            var title: String
            var body: String
        }
        struct Response {
            var note: Note
            var succeeded: Bool
        }
        struct ViewModel {
            var edited: String
        }
    }
}
