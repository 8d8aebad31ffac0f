//
//  MealPlanProvider.swift
//  CrumbAndCo
//
//  Where the daily meal plan comes from.
//

import Foundation

protocol MealPlanProvider {
    func todaysPlan() async throws -> MealPlan
}

/// The production provider: the plan the nutrition backend generated for today.
final class RemoteMealPlanProvider: MealPlanProvider {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func todaysPlan() async throws -> MealPlan {
        let url = URL(string: "https://api.fitness.example/meal-plans/today")!
        let (data, _) = try await session.data(from: url)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(MealPlan.self, from: data)
    }
}
