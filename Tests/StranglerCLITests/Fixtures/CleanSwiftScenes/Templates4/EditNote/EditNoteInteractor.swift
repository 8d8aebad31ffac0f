//
//  EditNoteInteractor.swift
//

import UIKit

protocol EditNoteBusinessLogic {
    func loadNote(request: EditNote.LoadNote.Request)
    func saveNote(request: EditNote.SaveNote.Request)
}

protocol EditNoteDataStore {
    var note: Note? { get set }
}

class EditNoteInteractor: EditNoteBusinessLogic, EditNoteDataStore {
    var presenter: EditNotePresentationLogic?
    var worker: EditNoteWorker?
    var note: Note?

    // MARK: Load note

    func loadNote(request: EditNote.LoadNote.Request) {
        let response = EditNote.LoadNote.Response(note: note ?? Note(title: "", body: "", edited: Date()))
        presenter?.presentNote(response: response)
    }

    // MARK: Save note

    func saveNote(request: EditNote.SaveNote.Request) {
        worker = EditNoteWorker()
        let saved = Note(title: request.title, body: request.body, edited: Date())
        worker?.save(saved) { [weak self] result in
            self?.note = saved
            self?.presenter?.presentSavedNote(response: EditNote.SaveNote.Response(note: saved, succeeded: result))
        }
    }
}
