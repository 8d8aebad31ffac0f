import Foundation
import Yams

/// `.strangler.yml`: resolved once by the CLI and passed down, never read from a global.
///
/// Keys are snake_case as in SwiftLint's configuration. A missing key takes its default;
/// an unknown key is reported with its path; a file that does not parse is an error.
public struct Configuration: Codable, Sendable, Equatable {
    public static let fileName = ".strangler.yml"

    public var version: Int
    public var excluded: [String]
    public var analyze: AnalysisSettings
    public var scaffold: ScaffoldSettings
    public var check: CheckSettings
    public var plan: PlanSettings

    public init(
        version: Int = 1, excluded: [String] = [], analyze: AnalysisSettings = AnalysisSettings(),
        scaffold: ScaffoldSettings = ScaffoldSettings(), check: CheckSettings = CheckSettings(), plan: PlanSettings = PlanSettings()
    ) {
        self.version = version
        self.excluded = excluded
        self.analyze = analyze
        self.scaffold = scaffold
        self.check = check
        self.plan = plan
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, excluded, analyze, scaffold, check, plan
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decodeIfPresent(Int.self, forKey: .version) ?? 1
        excluded = try container.decodeIfPresent([String].self, forKey: .excluded) ?? []
        analyze = try container.decodeIfPresent(AnalysisSettings.self, forKey: .analyze) ?? AnalysisSettings()
        scaffold = try container.decodeIfPresent(ScaffoldSettings.self, forKey: .scaffold) ?? ScaffoldSettings()
        check = try container.decodeIfPresent(CheckSettings.self, forKey: .check) ?? CheckSettings()
        plan = try container.decodeIfPresent(PlanSettings.self, forKey: .plan) ?? PlanSettings()
    }
}

/// Thresholds of the analysis smells; the defaults are the ones real teams use.
public struct AnalysisSettings: Codable, Sendable, Equatable {
    /// A screen longer than this many lines (declaration and extensions) is massive.
    /// 250 is SwiftLint's `type_body_length` warning.
    public var massiveLines: Int
    /// A screen with this many distinct responsibilities besides UI and concurrency is massive once it is
    /// longer than `massiveResponsibilitiesLines`.
    public var massiveResponsibilities: Int
    public var massiveResponsibilitiesLines: Int
    /// Nested completion closures at this depth make a callback pyramid.
    public var callbackDepth: Int
    /// A `switch` with this many cases is a massive switch.
    public var switchCases: Int
    /// Types of another module (a team's own SDK, which the analysis cannot read) whose calls send requests, as an API
    /// client's do (`OCCore`, the SDK a codebase's screens do their work through).
    public var networkingTypes: [String]
    /// Types of another module whose calls and reads are persistence, as `UserDefaults`' are.
    public var persistenceTypes: [String]
    /// Types of another module whose calls are analytics.
    public var analyticsTypes: [String]

    public init(
        massiveLines: Int = 250, massiveResponsibilities: Int = 6, massiveResponsibilitiesLines: Int = 150,
        callbackDepth: Int = 3, switchCases: Int = 8, networkingTypes: [String] = [], persistenceTypes: [String] = [],
        analyticsTypes: [String] = []
    ) {
        self.massiveLines = massiveLines
        self.massiveResponsibilities = massiveResponsibilities
        self.massiveResponsibilitiesLines = massiveResponsibilitiesLines
        self.callbackDepth = callbackDepth
        self.switchCases = switchCases
        self.networkingTypes = networkingTypes
        self.persistenceTypes = persistenceTypes
        self.analyticsTypes = analyticsTypes
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case massiveLines = "massive_view_controller_lines"
        case massiveResponsibilities = "massive_view_controller_responsibilities"
        case massiveResponsibilitiesLines = "massive_view_controller_responsibilities_lines"
        case callbackDepth = "callback_pyramid_depth"
        case switchCases = "massive_switch_cases"
        case networkingTypes = "networking_types"
        case persistenceTypes = "persistence_types"
        case analyticsTypes = "analytics_types"
    }

    public init(from decoder: any Decoder) throws {
        let defaults = AnalysisSettings()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func positive(_ key: CodingKeys, _ fallback: Int) throws -> Int {
            guard let value = try container.decodeIfPresent(Int.self, forKey: key) else { return fallback }
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "must be a positive whole number")
            }
            return value
        }
        massiveLines = try positive(.massiveLines, defaults.massiveLines)
        massiveResponsibilities = try positive(.massiveResponsibilities, defaults.massiveResponsibilities)
        massiveResponsibilitiesLines = try positive(.massiveResponsibilitiesLines, defaults.massiveResponsibilitiesLines)
        callbackDepth = try positive(.callbackDepth, defaults.callbackDepth)
        switchCases = try positive(.switchCases, defaults.switchCases)
        // A type named twice is one configuration mistake said once: which of the two lists it belongs in is the team's call.
        var listed: [String: CodingKeys] = [:]
        func typeNames(_ key: CodingKeys) throws -> [String] {
            let names = try container.decodeIfPresent([String].self, forKey: key) ?? []
            for name in names {
                guard Self.isTypeName(name) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "'\(name)' is not a type name (letters, digits, '_' and '.')"
                    )
                }
                if let other = listed[name], other != key {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container, debugDescription: "'\(name)' is listed under \(other.rawValue) too"
                    )
                }
                listed[name] = key
            }
            return names
        }
        networkingTypes = try typeNames(.networkingTypes)
        persistenceTypes = try typeNames(.persistenceTypes)
        analyticsTypes = try typeNames(.analyticsTypes)
    }

    /// `OCCore`, `Firebase.Firestore`: identifiers joined by dots, as a type is written.
    static func isTypeName(_ name: String) -> Bool {
        !name.isEmpty && name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            return part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }
}

/// A configuration and what was said about it while reading it.
public struct LoadedConfiguration: Sendable {
    public var configuration: Configuration
    /// Where it came from, or `nil` for the defaults.
    public var path: String?
    /// Unknown keys, as `analyze.massive_lines: unknown key`.
    public var warnings: [String]
}

public enum ConfigurationError: LocalizedError, Equatable {
    case notFound(String)
    case invalid(path: String, reason: String)

    public var errorDescription: String? {
        switch self {
        case .notFound(let path): "configuration file '\(path)' does not exist"
        case .invalid(let path, let reason): "invalid configuration '\(path)': \(reason)"
        }
    }
}

extension Configuration {
    /// Reads `explicitPath`, or `.strangler.yml` in `folder` when there is one, or returns the defaults.
    public static func load(explicitPath: String?, folder: String?) throws -> LoadedConfiguration {
        let path: String
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: explicitPath) else { throw ConfigurationError.notFound(explicitPath) }
            path = explicitPath
        } else if let folder, FileManager.default.fileExists(atPath: folder + "/" + fileName) {
            path = folder + "/" + fileName
        } else {
            return LoadedConfiguration(configuration: Configuration(), path: nil, warnings: [])
        }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError.invalid(path: path, reason: "not readable UTF-8 text")
        }
        return try parse(text, path: path)
    }

    public static func parse(_ text: String, path: String) throws -> LoadedConfiguration {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError.invalid(path: path, reason: "not valid YAML: " + String(describing: error).oneLineReason)
        }
        guard let node else { return LoadedConfiguration(configuration: Configuration(), path: path, warnings: []) }
        guard node.mapping != nil else { throw ConfigurationError.invalid(path: path, reason: "the top level must be a mapping of keys") }
        var warnings: [String] = []
        collectUnknownKeys(node, known: knownKeys, prefix: "", into: &warnings)
        do {
            let configuration = try YAMLDecoder().decode(Configuration.self, from: node)
            return LoadedConfiguration(configuration: configuration, path: path, warnings: warnings)
        } catch let error as DecodingError {
            throw ConfigurationError.invalid(path: path, reason: error.readableReason)
        } catch {
            throw ConfigurationError.invalid(path: path, reason: String(describing: error).oneLineReason)
        }
    }

    /// Known keys by parent path; sections other issues add register here. The `check` section's
    /// rule ids and options are checked by `StranglerRules`, which knows them.
    private static let knownKeys: [String: Set<String>] = [
        "": Set(CodingKeys.allCases.map(\.rawValue)),
        "analyze": Set(AnalysisSettings.CodingKeys.allCases.map(\.rawValue)),
        "scaffold": Set(ScaffoldSettings.CodingKeys.allCases.map(\.rawValue)),
        "plan": Set(PlanSettings.CodingKeys.allCases.map(\.rawValue)),
    ]

    private static func collectUnknownKeys(_ node: Node, known: [String: Set<String>], prefix: String, into warnings: inout [String]) {
        guard let mapping = node.mapping, let keys = known[prefix] else { return }
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            let path = prefix.isEmpty ? name : prefix + "." + name
            if keys.contains(name) {
                collectUnknownKeys(value, known: known, prefix: path, into: &warnings)
            } else {
                warnings.append("\(path): unknown key")
            }
        }
    }
}

extension DecodingError {
    var readableReason: String {
        func where_(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "the top level" : path.map(\.stringValue).joined(separator: ".")
        }
        switch self {
        case .typeMismatch(let type, let context): return "\(where_(context.codingPath)) must be \(type)"
        case .valueNotFound(_, let context): return "\(where_(context.codingPath)) has no value"
        case .keyNotFound(let key, let context): return "\(where_(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context): return "\(where_(context.codingPath)) \(context.debugDescription)"
        @unknown default: return "cannot be read"
        }
    }
}

extension String {
    var oneLineReason: String {
        split(whereSeparator: \.isNewline).first.map(String.init) ?? self
    }
}

extension Configuration {
    /// The configuration as JSON with sorted keys: equal configurations give equal text, so caches key on it.
    public var canonicalJSON: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
