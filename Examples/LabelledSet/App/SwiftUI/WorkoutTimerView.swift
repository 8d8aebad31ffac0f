//
//  WorkoutTimerView.swift
//  CrumbAndCo
//
//  Interval timer: work, rest, work, ... for the plan's rounds (no rest after the last round).
//

import SwiftUI

struct WorkoutTimerView: View {
    enum Phase {
        case work, rest, finished
    }

    let plan: IntervalPlan

    @State private var round = 1
    @State private var phase: Phase = .work
    @State private var secondsLeft = 0
    @State private var isRunning = false
    @State private var timer: Timer?

    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 24) {
            Text(phaseTitle)
                .font(.title2.bold())
            Text(timeText)
                .font(.system(size: 72, weight: .thin, design: .monospaced))
                .foregroundStyle(phaseColor)
            Text("Round \(round) of \(plan.rounds)")
                .foregroundStyle(.secondary)
            if phase == .finished {
                Button("Done") {
                    NotificationCenter.default.post(name: .workoutTimerDidFinish, object: plan)
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
            } else {
                HStack(spacing: 16) {
                    Button(startButtonTitle, action: toggleRunning)
                        .buttonStyle(.borderedProminent)
                    Button("Reset", role: .destructive, action: reset)
                        .buttonStyle(.bordered)
                }
            }
        }
        .padding()
        .navigationTitle(plan.name)
        .onAppear(perform: reset)
        .onDisappear(perform: pause)
    }

    // MARK: - Display

    private var timeText: String {
        String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60)
    }

    private var phaseTitle: String {
        switch phase {
        case .work: return "Work"
        case .rest: return "Rest"
        case .finished: return "Well done!"
        }
    }

    private var phaseColor: Color {
        phase == .rest ? .green : .orange
    }

    private var startButtonTitle: String {
        isRunning ? "Pause" : "Start"
    }

    // MARK: - Timer

    private func toggleRunning() {
        if isRunning {
            pause()
        } else {
            start()
        }
    }

    private func start() {
        isRunning = true
        let timer = Timer(timeInterval: 1, repeats: true) { _ in
            tick()
        }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func pause() {
        isRunning = false
        timer?.invalidate()
        timer = nil
    }

    private func reset() {
        pause()
        round = 1
        phase = .work
        secondsLeft = plan.workSeconds
    }

    private func tick() {
        if secondsLeft > 1 {
            secondsLeft -= 1
        } else {
            advancePhase()
        }
    }

    /// Work is followed by rest, rest by the next round's work; the last round's work ends the session.
    private func advancePhase() {
        switch phase {
        case .work where round >= plan.rounds:
            pause()
            phase = .finished
            secondsLeft = 0
        case .work:
            phase = .rest
            secondsLeft = plan.restSeconds
        case .rest:
            round += 1
            phase = .work
            secondsLeft = plan.workSeconds
        case .finished:
            break
        }
    }
}
