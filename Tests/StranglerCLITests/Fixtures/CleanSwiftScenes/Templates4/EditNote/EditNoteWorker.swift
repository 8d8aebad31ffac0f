//
//  EditNoteWorker.swift
//

import UIKit

class EditNoteWorker {
    func save(_ note: Note, completion: @escaping (Bool) -> Void) {
        let notes = UserDefaults.standard
        notes.set(note.body, forKey: "note.\(note.title)")
        completion(true)
    }
}

struct Note {
    var title: String
    var body: String
    var edited: Date
}
