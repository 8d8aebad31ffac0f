//
//  FitnessNotifications.swift
//  CrumbAndCo
//

import Foundation

extension Notification.Name {
    /// Posted when the user closes a finished interval workout. `object` is the `IntervalPlan`.
    static let workoutTimerDidFinish = Notification.Name("WorkoutTimerDidFinish")
}
