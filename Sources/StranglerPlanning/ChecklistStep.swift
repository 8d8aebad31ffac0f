/// The per-screen migration checklist of the method, in its order, with the names users know.
public enum ChecklistStep: String, Codable, Sendable, CaseIterable, Comparable {
    // Analysis
    case documentResponsibilities = "document-responsibilities"
    case listAPICalls = "list-api-calls"
    case listNavigation = "list-navigation"
    case identifyState = "identify-state"
    // Preparation
    case characterizationTests = "characterization-tests"
    case fileStructure = "file-structure"
    case defineProtocols = "define-protocols"
    // Extraction
    case extractWorker = "extract-worker"
    case extractPresenter = "extract-presenter"
    case extractInteractor = "extract-interactor"
    case extractRouter = "extract-router"
    case createModels = "create-models"
    // Integration
    case createConfigurator = "create-configurator"
    case reduceViewController = "reduce-view-controller"
    case wireComponents = "wire-components"
    case updateCallSites = "update-call-sites"
    // Verification
    case testsPass = "tests-pass"
    case manualTesting = "manual-testing"
    case removeLegacyCode = "remove-legacy-code"
    case codeReview = "code-review"
    case componentTests = "component-tests"

    public enum Phase: String, Codable, Sendable, CaseIterable {
        case analysis, preparation, extraction, integration, verification

        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    public var phase: Phase {
        switch self {
        case .documentResponsibilities, .listAPICalls, .listNavigation, .identifyState: .analysis
        case .characterizationTests, .fileStructure, .defineProtocols: .preparation
        case .extractWorker, .extractPresenter, .extractInteractor, .extractRouter, .createModels: .extraction
        case .createConfigurator, .reduceViewController, .wireComponents, .updateCallSites: .integration
        case .testsPass, .manualTesting, .removeLegacyCode, .codeReview, .componentTests: .verification
        }
    }

    /// The step as the method words it.
    public var title: String {
        switch self {
        case .documentResponsibilities: "Document current responsibilities"
        case .listAPICalls: "List all API calls"
        case .listNavigation: "List all navigation paths"
        case .identifyState: "Identify state variables and side effects"
        case .characterizationTests: "Write characterization tests"
        case .fileStructure: "Create the VIP+W file structure"
        case .defineProtocols: "Define protocols"
        case .extractWorker: "Extract Worker (API calls)"
        case .extractPresenter: "Extract Presenter (formatting)"
        case .extractInteractor: "Extract Interactor (business logic)"
        case .extractRouter: "Extract Router (navigation)"
        case .createModels: "Create Models (Request/Response/ViewModel)"
        case .createConfigurator: "Create Configurator"
        case .reduceViewController: "Reduce the ViewController to DisplayLogic only"
        case .wireComponents: "Wire all components"
        case .updateCallSites: "Update call sites that created the old screen"
        case .testsPass: "All tests pass"
        case .manualTesting: "Manual testing"
        case .removeLegacyCode: "Remove dead legacy code"
        case .codeReview: "Code review"
        case .componentTests: "Convert characterization tests into component tests"
        }
    }

    /// Steps only a person can confirm: `strangler mark` records them.
    public var isManual: Bool { [.testsPass, .manualTesting, .codeReview].contains(self) }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where a screen's step stands.
public enum StepState: String, Codable, Sendable, CaseIterable {
    case done
    case inProgress = "in-progress"
    case todo

    public var symbol: String {
        switch self {
        case .done: "✓"
        case .inProgress: "◐"
        case .todo: "·"
        }
    }
}
