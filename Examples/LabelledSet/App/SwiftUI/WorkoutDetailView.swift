//
//  WorkoutDetailView.swift
//  CrumbAndCo
//

import SwiftUI

struct WorkoutDetailView: View {
    let workout: Workout

    var body: some View {
        List {
            LabeledContent("Type", value: workout.kind)
            LabeledContent("Calories", value: "\(workout.calories) kcal")
            LabeledContent("Average heart rate", value: "\(workout.averageHeartRate) bpm")
        }
        .navigationTitle(workout.name)
    }
}
