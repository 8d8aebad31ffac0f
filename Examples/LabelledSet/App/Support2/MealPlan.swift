//
//  MealPlan.swift
//  CrumbAndCo
//

import Foundation

struct Meal: Codable, Equatable {
    var name: String
    var calories: Int
    var isEaten: Bool
    var recipe: Recipe
}

struct MealPlan: Codable, Equatable {
    var date: Date
    var calorieTarget: Int
    var breakfast: [Meal]
    var lunch: [Meal]
    var dinner: [Meal]
    var snacks: [Meal]
    var protein: Double
    var carbs: Double
    var fat: Double
    var shoppingList: [String]
    var workout: IntervalPlan

    static let empty = MealPlan(
        date: Date(), calorieTarget: 0, breakfast: [], lunch: [], dinner: [], snacks: [],
        protein: 0, carbs: 0, fat: 0, shoppingList: [],
        workout: IntervalPlan(name: "Rest day", rounds: 0, workSeconds: 0, restSeconds: 0)
    )
}
