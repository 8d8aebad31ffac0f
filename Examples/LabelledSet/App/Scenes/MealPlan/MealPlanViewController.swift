//
//  MealPlanViewController.swift
//  CrumbAndCo
//
//  Today's plan: calories, the four meals, macros, the shopping list, the workout and preferences,
//  one table section each.
//

import SwiftUI
import UIKit

final class MealPlanViewController: UITableViewController {
    enum Section: Int, CaseIterable {
        case summary
        case breakfast
        case lunch
        case dinner
        case snacks
        case nutrition
        case shoppingList
        case workout
        case preferences

        var title: String? {
            switch self {
            case .breakfast: return "Breakfast"
            case .lunch: return "Lunch"
            case .dinner: return "Dinner"
            case .snacks: return "Snacks"
            case .summary, .nutrition, .shoppingList, .workout, .preferences: return nil
            }
        }
    }

    private let cellID = "MealPlanCell"
    private let provider: MealPlanProvider
    private var plan = MealPlan.empty

    private let dayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE d MMMM"
        return formatter
    }()

    /// Calories of the meals already eaten today.
    private var eatenCalories: Int {
        (plan.breakfast + plan.lunch + plan.dinner + plan.snacks)
            .filter { $0.isEaten }
            .reduce(0) { $0 + $1.calories }
    }

    init(provider: MealPlanProvider = RemoteMealPlanProvider()) {
        self.provider = provider
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellID)
        Task { await loadPlan() }
    }

    private func loadPlan() async {
        do {
            let loaded = try await provider.todaysPlan()
            plan = loaded
            navigationItem.prompt = nil
        } catch {
            navigationItem.prompt = "Couldn't load today's plan"
        }
        tableView.reloadData()
    }

    private func makeRecipeDetail(for meal: Meal) -> RecipeDetailViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "RecipeDetail") as! RecipeDetailViewController
        detail.recipe = meal.recipe
        return detail
    }

    private func shoppingListText() -> String {
        "Shopping list for \(dayFormatter.string(from: plan.date)):\n" + plan.shoppingList.map { "• \($0)" }.joined(separator: "\n")
    }

    // MARK: - UITableViewDataSource

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section.allCases[section] {
        case .breakfast: return plan.breakfast.count
        case .lunch: return plan.lunch.count
        case .dinner: return plan.dinner.count
        case .snacks: return plan.snacks.count
        case .summary, .nutrition, .shoppingList, .workout, .preferences: return 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section.allCases[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
        var content = cell.defaultContentConfiguration()
        cell.accessoryType = .none
        switch Section.allCases[indexPath.section] {
        case .summary:
            content.text = dayFormatter.string(from: plan.date)
            content.secondaryText = "\(eatenCalories) of \(plan.calorieTarget) kcal eaten"
            content.secondaryTextProperties.color = eatenCalories > plan.calorieTarget ? .systemRed : .secondaryLabel
        case .breakfast:
            content.text = plan.breakfast[indexPath.row].name
            content.secondaryText = "\(plan.breakfast[indexPath.row].calories) kcal"
        case .lunch:
            content.text = plan.lunch[indexPath.row].name
            content.secondaryText = "\(plan.lunch[indexPath.row].calories) kcal"
        case .dinner:
            content.text = plan.dinner[indexPath.row].name
            content.secondaryText = "\(plan.dinner[indexPath.row].calories) kcal"
        case .snacks:
            content.text = plan.snacks[indexPath.row].name
            content.secondaryText = "\(plan.snacks[indexPath.row].calories) kcal"
        case .nutrition:
            content.text = "Nutrition guide"
            content.secondaryText = String(format: "Protein %.0f g · Carbs %.0f g · Fat %.0f g", plan.protein, plan.carbs, plan.fat)
            content.image = UIImage(systemName: "safari")
        case .shoppingList:
            content.text = "Shopping list"
            content.secondaryText = plan.shoppingList.count == 1 ? "1 item" : "\(plan.shoppingList.count) items"
            content.image = UIImage(systemName: "square.and.arrow.up")
        case .workout:
            content.text = plan.workout.name
            content.secondaryText = "\(plan.workout.rounds) rounds · \(plan.workout.workSeconds)s on, \(plan.workout.restSeconds)s off"
            content.image = UIImage(systemName: "timer")
        case .preferences:
            content.text = "Meal preferences"
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Section.allCases[indexPath.section] {
        case .summary:
            break
        case .breakfast:
            navigationController?.pushViewController(makeRecipeDetail(for: plan.breakfast[indexPath.row]), animated: true)
        case .lunch:
            navigationController?.pushViewController(makeRecipeDetail(for: plan.lunch[indexPath.row]), animated: true)
        case .dinner:
            navigationController?.pushViewController(makeRecipeDetail(for: plan.dinner[indexPath.row]), animated: true)
        case .snacks:
            navigationController?.pushViewController(makeRecipeDetail(for: plan.snacks[indexPath.row]), animated: true)
        case .nutrition:
            UIApplication.shared.open(URL(string: "https://fitness.example/nutrition-guide")!)
        case .shoppingList:
            let share = UIActivityViewController(activityItems: [shoppingListText()], applicationActivities: nil)
            present(share, animated: true)
        case .workout:
            navigationController?.pushViewController(UIHostingController(rootView: WorkoutTimerView(plan: plan.workout)), animated: true)
        case .preferences:
            navigationController?.pushViewController(UIHostingController(rootView: ProfileSettingsView()), animated: true)
        }
    }
}
