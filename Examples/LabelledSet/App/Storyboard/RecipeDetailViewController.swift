//
//  RecipeDetailViewController.swift
//  CrumbAndCo
//
//  One recipe: photo, timings, servings stepper, steps. Lives in Main.storyboard ("RecipeDetail").
//

import UIKit

final class RecipeDetailViewController: UIViewController {
    @IBOutlet private weak var photoImageView: UIImageView!
    @IBOutlet private weak var titleLabel: UILabel!
    @IBOutlet private weak var servingsLabel: UILabel!
    @IBOutlet private weak var servingsStepper: UIStepper!
    @IBOutlet private weak var timeLabel: UILabel!
    @IBOutlet private weak var difficultyLabel: UILabel!
    @IBOutlet private weak var ingredientsButton: UIButton!
    @IBOutlet private weak var stepsTextView: UITextView!

    private let feedbackGenerator = UISelectionFeedbackGenerator()

    /// Set by whoever shows this screen (the recipe list, the meal plan).
    var recipe: Recipe?
    private var servings = 4

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: self, action: #selector(editTapped))
        servings = recipe?.defaultServings ?? 4
        servingsStepper.value = Double(servings)
        configureLabels()
    }

    private func configureLabels() {
        guard let recipe = recipe else { return }
        title = recipe.title
        titleLabel.text = recipe.title
        photoImageView.image = UIImage(named: recipe.photoName)
        servingsLabel.text = "Serves \(servings)"
        timeLabel.text = formattedDuration(minutes: recipe.prepMinutes + recipe.cookMinutes)
        difficultyLabel.text = recipe.difficulty.rawValue.capitalized
        difficultyLabel.textColor = recipe.difficulty == .hard ? .systemRed : .secondaryLabel
        ingredientsButton.setTitle("Ingredients (\(recipe.ingredients.count))", for: .normal)
        stepsTextView.text = recipe.steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n\n")
    }

    private func formattedDuration(minutes: Int) -> String {
        if minutes < 60 {
            return "\(minutes) min"
        }
        let hours = minutes / 60
        let rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    // MARK: - Actions

    @IBAction private func servingsChanged(_ sender: UIStepper) {
        servings = Int(sender.value)
        servingsLabel.text = "Serves \(servings)"
        feedbackGenerator.selectionChanged()
    }

    @IBAction private func ingredientsTapped(_ sender: UIButton) {
        guard recipe?.ingredients.isEmpty == false else { return }
        performSegue(withIdentifier: "showIngredients", sender: sender)
    }

    @objc private func editTapped() {
        performSegue(withIdentifier: "editRecipe", sender: self)
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showIngredients", let ingredientsVC = segue.destination as? IngredientsViewController {
            ingredientsVC.ingredients = scaledIngredients()
        } else if segue.identifier == "editRecipe",
                  let navigation = segue.destination as? UINavigationController,
                  let editor = navigation.topViewController as? EditRecipeViewController {
            editor.recipe = recipe
            editor.onSave = { [weak self] title, servings in
                self?.recipe?.title = title
                self?.recipe?.defaultServings = servings
                self?.configureLabels()
            }
        }
    }

    // MARK: - Servings

    /// The recipe's ingredients for the number of servings chosen on the stepper.
    private func scaledIngredients() -> [Ingredient] {
        guard let recipe = recipe, recipe.defaultServings > 0 else { return [] }
        let factor = Double(servings) / Double(recipe.defaultServings)
        return recipe.ingredients.map { $0.scaled(by: factor) }
    }
}
