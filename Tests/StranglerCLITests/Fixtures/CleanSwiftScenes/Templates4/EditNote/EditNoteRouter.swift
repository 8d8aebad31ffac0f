//
//  EditNoteRouter.swift
//

import UIKit

@objc protocol EditNoteRoutingLogic {
    func routeToNotes(segue: UIStoryboardSegue?)
}

protocol EditNoteDataPassing {
    var dataStore: EditNoteDataStore? { get }
}

class EditNoteRouter: NSObject, EditNoteRoutingLogic, EditNoteDataPassing {
    weak var viewController: EditNoteViewController?
    var dataStore: EditNoteDataStore?

    // MARK: Routing

    func routeToNotes(segue: UIStoryboardSegue?) {
        if segue == nil {
            navigateToNotes(source: viewController!)
        }
    }

    // MARK: Navigation

    func navigateToNotes(source: EditNoteViewController) {
        source.navigationController?.popViewController(animated: true)
    }
}
