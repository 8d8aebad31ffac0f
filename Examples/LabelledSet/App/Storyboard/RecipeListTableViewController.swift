//
//  RecipeListTableViewController.swift
//  CrumbAndCo
//
//  The recipe book. Root of the Recipes tab in Main.storyboard; a tap on a cell
//  follows the "showRecipe" segue to RecipeDetailViewController.
//

import UIKit

final class RecipeListTableViewController: UITableViewController {
    private let cellIdentifier = "RecipeCell"
    private let recipeService = RecipeService()
    private let searchController = UISearchController(searchResultsController: nil)

    private var recipes: [Recipe] = []
    private var visibleRecipes: [Recipe] = []
    private var searchText = ""

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search recipes or ingredients"
        navigationItem.searchController = searchController
        definesPresentationContext = true
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(refreshPulled), for: .valueChanged)
        Task { await loadRecipes() }
    }

    @objc private func refreshPulled() {
        Task { await loadRecipes() }
    }

    // MARK: - Loading

    private func loadRecipes() async {
        do {
            let fetched = try await recipeService.fetchRecipes()
            recipes = fetched.filter { !$0.isArchived }
            visibleRecipes = filter(recipes, by: searchText)
            tableView.backgroundView = nil
            tableView.reloadData()
        } catch {
            tableView.backgroundView = makeEmptyStateLabel(text: "Couldn't load recipes. Pull to try again.")
        }
        refreshControl?.endRefreshing()
    }

    private func makeEmptyStateLabel(text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textAlignment = .center
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        return label
    }

    // MARK: - Search

    /// Recipes whose title or one of whose ingredients contains the query, ignoring case.
    private func filter(_ recipes: [Recipe], by text: String) -> [Recipe] {
        let query = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !query.isEmpty else { return recipes }
        return recipes.filter { recipe in
            recipe.title.lowercased().contains(query)
                || recipe.ingredients.contains { $0.name.lowercased().contains(query) }
        }
    }

    // MARK: - Table view

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleRecipes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        let recipe = visibleRecipes[indexPath.row]
        cell.textLabel?.text = recipe.title
        cell.detailTextLabel?.text = "\(recipe.prepMinutes + recipe.cookMinutes) min · \(recipe.ingredients.count) ingredients"
        cell.imageView?.image = UIImage(named: recipe.photoName)
        return cell
    }

    // MARK: - Navigation

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showRecipe",
              let detail = segue.destination as? RecipeDetailViewController,
              let indexPath = tableView.indexPathForSelectedRow else { return }
        detail.recipe = visibleRecipes[indexPath.row]
    }
}

// MARK: - UISearchResultsUpdating

extension RecipeListTableViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        searchText = searchController.searchBar.text ?? ""
        visibleRecipes = filter(recipes, by: searchText)
        tableView.reloadData()
    }
}
