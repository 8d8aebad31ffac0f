/// A navigation the event performs: the action and, when the code shows it, the destination.
struct NavigationStep: Equatable {
    var action: String
    var destination: String?

    /// A helper's action with another it performs too: `show` when they differ, as UIKit's `show(_:sender:)` decides;
    /// `dismiss` for a pop and a dismissal, which both leave the screen (a `dismissModals(of:)` that does both).
    static func combined(_ known: String?, _ action: String) -> String {
        guard let known, known != action else { return action }
        return leaving.contains(known) && leaving.contains(action) ? "dismiss" : "show"
    }

    private static let leaving: Set<String> = ["pop", "popToRoot", "dismiss"]

    /// A helper's step with another it takes too: the actions combined, and the destination when both name the same.
    static func merged(_ known: NavigationStep?, _ step: NavigationStep) -> NavigationStep {
        guard let known else { return step }
        return NavigationStep(action: combined(known.action, step.action), destination: known.destination == step.destination ? step.destination : nil)
    }
}
