//
//  IngredientsViewController.swift
//  CrumbAndCo
//
//  The ingredient list pushed from a recipe ("showIngredients" segue).
//

import UIKit

final class IngredientsViewController: UITableViewController {
    private let cellID = "IngredientCell"

    /// Passed in by RecipeDetailViewController, already scaled to the chosen servings.
    var ingredients: [Ingredient] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ingredients.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
        let ingredient = ingredients[indexPath.row]
        cell.textLabel?.text = ingredient.name
        cell.detailTextLabel?.text = String(format: "%g %@", ingredient.quantity, ingredient.unit)
        return cell
    }
}
