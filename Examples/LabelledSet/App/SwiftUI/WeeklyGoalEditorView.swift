//
//  WeeklyGoalEditorView.swift
//  CrumbAndCo
//
//  Presented as a sheet from the settings.
//

import SwiftUI

struct WeeklyGoalEditorView: View {
    @State private var goal: Int
    let onSave: (Int) -> Void
    @Environment(\.dismiss) private var dismiss

    init(goal: Int, onSave: @escaping (Int) -> Void) {
        _goal = State(initialValue: goal)
        self.onSave = onSave
    }

    var body: some View {
        NavigationStack {
            Form {
                Stepper("\(goal) workouts a week", value: $goal, in: 1...14)
            }
            .navigationTitle("Weekly goal")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(goal)
                        dismiss()
                    }
                }
            }
        }
    }
}
