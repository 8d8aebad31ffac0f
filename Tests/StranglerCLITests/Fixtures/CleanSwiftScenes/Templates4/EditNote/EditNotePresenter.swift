//
//  EditNotePresenter.swift
//

import UIKit

protocol EditNotePresentationLogic {
    func presentNote(response: EditNote.LoadNote.Response)
    func presentSavedNote(response: EditNote.SaveNote.Response)
}

class EditNotePresenter: EditNotePresentationLogic {
    weak var viewController: EditNoteDisplayLogic?

    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    // MARK: Present note

    func presentNote(response: EditNote.LoadNote.Response) {
        let viewModel = EditNote.LoadNote.ViewModel(
            title: response.note.title, body: response.note.body, edited: "Edited \(dateFormatter.string(from: response.note.edited))"
        )
        viewController?.displayNote(viewModel: viewModel)
    }

    func presentSavedNote(response: EditNote.SaveNote.Response) {
        let edited = response.succeeded ? "Saved \(dateFormatter.string(from: response.note.edited))" : "Not saved"
        viewController?.displaySavedNote(viewModel: EditNote.SaveNote.ViewModel(edited: edited))
    }
}
