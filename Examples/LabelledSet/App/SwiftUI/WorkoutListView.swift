//
//  WorkoutListView.swift
//  CrumbAndCo
//
//  The workout history, newest first or longest first.
//

import SwiftUI

struct WorkoutListView: View {
    enum SortOrder: String, CaseIterable, Identifiable {
        case newestFirst = "Newest"
        case longestFirst = "Longest"

        var id: String { rawValue }
    }

    @State private var workouts: [Workout] = []
    @State private var isLoading = false
    @State private var loadFailed = false
    @State private var sortOrder: SortOrder = .newestFirst

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.doesRelativeDateFormatting = true
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List(sortedWorkouts) { workout in
                NavigationLink(destination: WorkoutDetailView(workout: workout)) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(workout.name)
                            .font(.headline)
                        Text("\(formattedDuration(workout.durationSeconds)) · \(Self.dateFormatter.string(from: workout.startedAt))")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .overlay {
                if isLoading {
                    ProgressView()
                } else if loadFailed {
                    Text("Couldn't load your workouts.")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Workouts")
            .toolbar {
                Picker("Sort", selection: $sortOrder) {
                    ForEach(SortOrder.allCases) { order in
                        Text(order.rawValue)
                            .tag(order)
                    }
                }
            }
            .task {
                await loadWorkouts()
            }
        }
    }

    /// Newest first by start date, or longest first by duration.
    private var sortedWorkouts: [Workout] {
        switch sortOrder {
        case .newestFirst:
            return workouts.sorted { $0.startedAt > $1.startedAt }
        case .longestFirst:
            return workouts.sorted { $0.durationSeconds > $1.durationSeconds }
        }
    }

    private func loadWorkouts() async {
        isLoading = true
        let url = URL(string: "https://api.fitness.example/v2/workouts")!
        do {
            let (data, _) = try await URLSession.shared.data(from: url)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let decoded = try decoder.decode([Workout].self, from: data)
            workouts = decoded.filter { $0.durationSeconds >= 60 }
            loadFailed = false
        } catch {
            loadFailed = true
        }
        isLoading = false
    }

    private func formattedDuration(_ seconds: Int) -> String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = seconds >= 3600 ? [.hour, .minute] : [.minute, .second]
        formatter.unitsStyle = .abbreviated
        return formatter.string(from: TimeInterval(seconds)) ?? "–"
    }
}
