import Foundation
import StranglerSources

/// Why a scene was not generated. Every case is one line that says what to do; nothing is written when one
/// is thrown.
public enum GenerationError: LocalizedError, Equatable {
    case invalidName(String, role: SwiftIdentifier.Role, reason: String)
    case duplicateUseCase(String)
    case collision(scene: String, existing: [String], suggestion: String)
    case noScreen(String, suggestion: String?)
    case noScreenInFile(String)
    case ambiguousScreen(String, screens: [String])
    case templatesNotFound(String)
    case builtInTemplatesMissing(String)
    case noTemplates(folder: String, ui: SceneUI)
    case unreadableTemplate(String)
    case templateError(template: String, line: Int?, reason: String)
    case invalidSwift(template: String, templateLine: Int?, file: String, line: Int, reason: String)
    case duplicateOutput(String)
    case modelFileNotFound(String)
    case notAModelFile(String)
    case notAModel(String)
    case sameNameAsLegacy(String)
    case noModelTemplates(String)
    case modelCollision(name: String, existing: [String], suggestion: String)
    case notCharacterizable(String, reason: String)
    case noCharacterizationTemplates(String)

    public var errorDescription: String? {
        switch self {
        case .notCharacterizable(let type, let reason):
            "cannot characterize '\(type)': \(reason)"
        case .noCharacterizationTemplates(let folder):
            "'\(folder)' has no 'characterization/' templates: export the built-in ones with 'strangler templates export' and start from them"
        case .invalidName(let name, let role, let reason):
            "'\(name)' is not a valid \(role.rawValue): \(reason); use a Swift identifier such as '\(role.example)'"
        case .duplicateUseCase(let name):
            "use case '\(name)' is given twice: pass each --use-case once"
        case .collision(let scene, let existing, let suggestion):
            "scene '\(scene)' collides with \(existing.map { "'\($0)'" }.joined(separator: ", ")) in the analysed codebase: "
                + "pass another name, e.g. '\(suggestion)'"
        case .noScreen(let name, let suggestion):
            NameSuggestions.notFound("screen", named: name, suggestion: suggestion, otherwise: "run 'strangler analyze' to list the screens")
        case .noScreenInFile(let path):
            "'\(path)' declares no screen: pass a screen's type name or its file to --from"
        case .ambiguousScreen(let path, let screens):
            "'\(path)' holds several screens (\(screens.joined(separator: ", "))): pass the type name to --from"
        case .templatesNotFound(let folder):
            "templates folder '\(folder)' does not exist: run 'strangler templates export \(folder)' to start one"
        case .builtInTemplatesMissing(let bundle):
            "the built-in templates are missing: install '\(bundle)' beside the 'strangler' executable, or pass --templates"
        case .noTemplates(let folder, let ui):
            "no '\(ui.rawValue)' templates in '\(folder)': it needs '\(ui.rawValue)/' and 'common/' as 'strangler templates export' writes them"
        case .unreadableTemplate(let path):
            "cannot read template '\(path)': it must be UTF-8 text"
        case .templateError(let template, let line, let reason):
            "template '\(template)'\(line.map { " line \($0)" } ?? ""): \(reason)"
        case .invalidSwift(let template, let templateLine, let file, let line, let reason):
            "template '\(template)'\(templateLine.map { " line \($0)" } ?? "") renders invalid Swift in '\(file)' at line \(line): \(reason)"
        case .duplicateOutput(let file):
            "two templates render '\(file)': rename one of them"
        case .modelFileNotFound(let path):
            "no such file '\(path)': pass the model's .h file"
        case .notAModelFile(let path):
            "'\(path)' is not an Objective-C header or implementation: pass the model's .h file"
        case .notAModel(let path):
            "'\(path)' declares no model: pass the .h of an NSObject or MTLModel subclass"
        case .sameNameAsLegacy(let name):
            "'\(name)' is the legacy class's own name: pass another --name so both can coexist"
        case .modelCollision(let name, let existing, let suggestion):
            "model '\(name)' collides with \(existing.map { "'\($0)'" }.joined(separator: ", ")) in the codebase: "
                + "pass another --name (and --protocol), e.g. '\(suggestion)'"
        case .noModelTemplates(let folder):
            "no 'model' templates in '\(folder)': it needs 'model/' as 'strangler templates export' writes it"
        }
    }
}
