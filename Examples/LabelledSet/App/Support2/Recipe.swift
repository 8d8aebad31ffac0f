//
//  Recipe.swift
//  CrumbAndCo
//

import Foundation

struct Recipe: Codable, Equatable, Identifiable {
    enum Difficulty: String, Codable {
        case easy, medium, hard
    }

    let id: String
    var title: String
    var photoName: String
    var defaultServings: Int
    var prepMinutes: Int
    var cookMinutes: Int
    var difficulty: Difficulty
    var ingredients: [Ingredient]
    var steps: [String]
    var isArchived: Bool
}

struct Ingredient: Codable, Equatable {
    var name: String
    var quantity: Double
    var unit: String

    /// The same ingredient for a different number of servings.
    func scaled(by factor: Double) -> Ingredient {
        var copy = self
        copy.quantity = (quantity * factor * 100).rounded() / 100
        return copy
    }
}
