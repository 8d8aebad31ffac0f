import Foundation
import StranglerSources
import Yams

/// `.strangler/migration.yml`: what only people can say about a migration (a step they checked by hand), the
/// interview's answers, and the size of the legacy code when the migration started.
///
/// One line per screen and step, keys sorted, so two branches that mark different steps merge without conflict:
///
/// ```yaml
/// version: 1
/// interview:
///   current_state: massive-view-controllers
///   goal: full
///   risk: low
///   tests: none
/// started:
///   date: 2024-06-30
///   legacy_lines: 1004
/// screens:
///   ProductViewController:
///     characterization-tests: done
///     manual-testing: done
/// ```
public struct MigrationRecord: Codable, Sendable, Equatable {
    public static let relativePath = ".strangler/migration.yml"

    public struct Start: Codable, Sendable, Equatable {
        public var date: String
        public var legacyLines: Int

        public init(date: String, legacyLines: Int) {
            self.date = date
            self.legacyLines = legacyLines
        }

        enum CodingKeys: String, CodingKey {
            case date
            case legacyLines = "legacy_lines"
        }
    }

    public var version: Int
    public var interview: Interview?
    public var started: Start?
    /// Screen → step → state, as recorded with `strangler mark`.
    public var screens: [String: [String: StepState]]

    public init(interview: Interview? = nil, started: Start? = nil, screens: [String: [String: StepState]] = [:]) {
        self.version = 1
        self.interview = interview
        self.started = started
        self.screens = screens
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        interview = try container.decodeIfPresent(Interview.self, forKey: .interview)
        started = try container.decodeIfPresent(Start.self, forKey: .started)
        screens = try container.decodeIfPresent([String: [String: StepState]].self, forKey: .screens) ?? [:]
    }

    /// The recorded state of a screen's step, if any.
    public func state(of step: ChecklistStep, screen: String) -> StepState? {
        screens[screen]?[step.rawValue]
    }

    /// Records a state, or forgets it with `nil` (the step is then derived from the code again).
    public mutating func record(_ state: StepState?, step: ChecklistStep, screen: String) {
        screens[screen, default: [:]][step.rawValue] = state
        if screens[screen]?.isEmpty ?? false { screens[screen] = nil }
    }

    /// The file's text: a header comment, then sorted YAML.
    public func rendered() -> String {
        let encoder = YAMLEncoder()
        encoder.options.sortKeys = true
        // Plain Codable values: encoding cannot fail.
        let yaml = try! encoder.encode(self)
        return "# Strangler migration record: written by 'strangler plan' and 'strangler mark', safe to edit and merge.\n" + yaml
    }

    /// Reads the record below a project folder; a missing file is an empty record.
    public static func load(folder: String) throws -> MigrationRecord {
        let path = folder + "/" + relativePath
        guard FileManager.default.fileExists(atPath: path) else { return MigrationRecord() }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw PlanningError.invalidRecord(path: path, reason: "not readable UTF-8 text")
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws -> MigrationRecord {
        do {
            return try YAMLDecoder().decode(MigrationRecord.self, from: text)
        } catch let error as DecodingError {
            throw PlanningError.invalidRecord(path: path, reason: Self.reason(error))
        } catch {
            throw PlanningError.invalidRecord(path: path, reason: String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "not valid YAML")
        }
    }

    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + (context.debugDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
        @unknown default:
            return "cannot be read"
        }
    }
}
