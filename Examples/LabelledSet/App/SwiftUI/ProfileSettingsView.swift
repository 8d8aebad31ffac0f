//
//  ProfileSettingsView.swift
//  CrumbAndCo
//
//  Account and training settings, kept in UserDefaults through @AppStorage.
//

import HealthKit
import SwiftUI
import UIKit

struct ProfileSettingsView: View {
    @AppStorage("profile.email") private var email = ""
    @AppStorage("training.weeklyGoal") private var weeklyGoal = 3
    @AppStorage("training.healthSync") private var healthSyncEnabled = false
    @AppStorage("display.metricUnits") private var usesMetricUnits = true

    @State private var emailDraft = ""
    @State private var isEmailInvalid = false
    @State private var isEditingGoal = false

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $emailDraft)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                if isEmailInvalid {
                    Text("Enter a valid email address.")
                        .font(.footnote)
                        .foregroundStyle(.red)
                }
                Button("Save email", action: saveEmail)
            }
            Section("Training") {
                Button(weeklyGoalText) {
                    isEditingGoal = true
                }
                Toggle("Sync with Apple Health", isOn: Binding(get: { healthSyncEnabled }, set: setHealthSync))
                Toggle("Metric units", isOn: Binding(get: { usesMetricUnits }, set: setMetricUnits))
            }
            Section {
                Button("Help & support", action: openHelp)
            }
        }
        .navigationTitle("Settings")
        .sheet(isPresented: $isEditingGoal) {
            WeeklyGoalEditorView(goal: weeklyGoal) { newGoal in
                weeklyGoal = newGoal
            }
        }
        .onAppear {
            emailDraft = email
            FitnessAnalytics.shared.track("settings_viewed")
        }
    }

    private var weeklyGoalText: String {
        weeklyGoal == 1 ? "Weekly goal: 1 workout" : "Weekly goal: \(weeklyGoal) workouts"
    }

    // MARK: - Actions

    private func saveEmail() {
        let trimmed = emailDraft.trimmingCharacters(in: .whitespacesAndNewlines)
        isEmailInvalid = !isValidEmail(trimmed)
        guard !isEmailInvalid else { return }
        email = trimmed
        FitnessAnalytics.shared.track("email_changed")
    }

    private func isValidEmail(_ text: String) -> Bool {
        let pattern = #"^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$"#
        return text.range(of: pattern, options: [.regularExpression, .caseInsensitive]) != nil
    }

    private func setHealthSync(_ enabled: Bool) {
        healthSyncEnabled = enabled
        FitnessAnalytics.shared.track("health_sync_toggled", properties: ["enabled": enabled])
        guard enabled, HKHealthStore.isHealthDataAvailable() else { return }
        let workoutType = HKObjectType.workoutType()
        HKHealthStore().requestAuthorization(toShare: [workoutType], read: [workoutType]) { granted, _ in
            if !granted {
                healthSyncEnabled = false
            }
        }
    }

    private func setMetricUnits(_ isOn: Bool) {
        usesMetricUnits = isOn
        FitnessAnalytics.shared.track("units_changed", properties: ["metric": isOn])
    }

    private func openHelp() {
        FitnessAnalytics.shared.track("help_opened")
        UIApplication.shared.open(URL(string: "https://help.fitness.example/settings")!)
    }
}
