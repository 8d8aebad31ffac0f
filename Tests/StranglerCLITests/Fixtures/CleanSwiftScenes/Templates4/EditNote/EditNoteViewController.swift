//
//  EditNoteViewController.swift
//
//  A scene in the shape the Clean Swift 4.x Xcode templates generate (written for Strangler's tests).
//

import UIKit

protocol EditNoteDisplayLogic: AnyObject {
    func displayNote(viewModel: EditNote.LoadNote.ViewModel)
    func displaySavedNote(viewModel: EditNote.SaveNote.ViewModel)
}

class EditNoteViewController: UIViewController, EditNoteDisplayLogic {
    var interactor: EditNoteBusinessLogic?
    var router: (NSObjectProtocol & EditNoteRoutingLogic & EditNoteDataPassing)?

    // MARK: Object lifecycle

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    // MARK: Setup

    private func setup() {
        let viewController = self
        let interactor = EditNoteInteractor()
        let presenter = EditNotePresenter()
        let router = EditNoteRouter()
        viewController.interactor = interactor
        viewController.router = router
        interactor.presenter = presenter
        presenter.viewController = viewController
        router.viewController = viewController
        router.dataStore = interactor
    }

    // MARK: Routing

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let scene = segue.identifier {
            let selector = NSSelectorFromString("routeTo\(scene)WithSegue:")
            if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
            }
        }
    }

    // MARK: View lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        loadNote()
    }

    // MARK: Load note

    @IBOutlet weak var titleTextField: UITextField!
    @IBOutlet weak var bodyTextView: UITextView!
    @IBOutlet weak var editedLabel: UILabel!

    func loadNote() {
        let request = EditNote.LoadNote.Request()
        interactor?.loadNote(request: request)
    }

    func displayNote(viewModel: EditNote.LoadNote.ViewModel) {
        titleTextField.text = viewModel.title
        bodyTextView.text = viewModel.body
        editedLabel.text = viewModel.edited
    }

    // MARK: Save note

    @IBAction func saveTapped(_ sender: Any) {
        let request = EditNote.SaveNote.Request(title: titleTextField.text ?? "", body: bodyTextView.text)
        interactor?.saveNote(request: request)
    }

    func displaySavedNote(viewModel: EditNote.SaveNote.ViewModel) {
        editedLabel.text = viewModel.edited
        router?.routeToNotes(segue: nil)
    }
}
