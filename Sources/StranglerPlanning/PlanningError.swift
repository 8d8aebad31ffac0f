import Foundation
import StranglerSources

/// What `plan`, `status` and `mark` refuse, each in one line that says what to do.
public enum PlanningError: LocalizedError, Equatable {
    case unknownScreen(String, suggestion: String?)
    case unknownStep(String)
    case invalidRecord(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .unknownScreen(let name, let suggestion):
            NameSuggestions.notFound("screen", named: name, suggestion: suggestion, otherwise: "run 'strangler status' to list the screens")
        case .unknownStep(let step):
            "unknown checklist step '\(step)'; the steps are: " + ChecklistStep.allCases.map(\.rawValue).joined(separator: ", ")
        case .invalidRecord(let path, let reason): "invalid migration record '\(path)': \(reason)"
        }
    }
}
