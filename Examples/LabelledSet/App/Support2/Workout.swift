//
//  Workout.swift
//  CrumbAndCo
//

import Foundation

struct Workout: Codable, Identifiable, Hashable {
    let id: String
    let name: String
    let kind: String
    let startedAt: Date
    let durationSeconds: Int
    let calories: Int
    let averageHeartRate: Int
}

/// An interval session: `rounds` of work, each followed by rest (no rest after the last round).
struct IntervalPlan: Codable, Equatable {
    var name: String
    var rounds: Int
    var workSeconds: Int
    var restSeconds: Int
}
