//
//  EditRecipeViewController.swift
//  CrumbAndCo
//
//  Presented modally ("editRecipe" segue) inside its own navigation controller.
//

import UIKit

final class EditRecipeViewController: UIViewController {
    @IBOutlet private weak var titleField: UITextField!
    @IBOutlet private weak var servingsStepper: UIStepper!

    var recipe: Recipe?
    /// Called with the new title and servings when the user saves.
    var onSave: ((String, Int) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = recipe?.title
        servingsStepper.value = Double(recipe?.defaultServings ?? 4)
        titleField.becomeFirstResponder()
    }

    @IBAction private func saveTapped(_ sender: UIBarButtonItem) {
        onSave?(titleField.text ?? "", Int(servingsStepper.value))
        dismiss(animated: true)
    }

    @IBAction private func cancelTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
