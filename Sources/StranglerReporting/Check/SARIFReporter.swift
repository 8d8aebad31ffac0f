import Foundation
import StranglerRules
import StranglerSources

/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, the rules that ran as `tool.driver.rules`,
/// one result per finding with a relative `artifactLocation` (against `%SRCROOT%`), a region with the
/// offending line as snippet, and a fingerprint from path, rule and line text (the baseline's identity).
public enum SARIFReporter {
    static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    struct Log: Encodable {
        var schema = SARIFReporter.schema
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name = ToolInfo.name
        var version = ToolInfo.version
        var semanticVersion = ToolInfo.version
        var rules: [ReportingDescriptor]
    }

    struct Text: Encodable {
        var text: String
    }

    struct ReportingDescriptor: Encodable {
        struct Configuration: Encodable {
            var level: String
        }

        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var defaultConfiguration: Configuration
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var partialFingerprints: [String: String]
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId = "%SRCROOT%"
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var snippet: Text
    }

    public static func render(_ report: CheckReport) -> String {
        let rules = report.rules.map { rule in
            ReportingDescriptor(
                id: rule.id, name: camelCase(rule.id), shortDescription: Text(text: rule.summary), fullDescription: Text(text: rule.rationale),
                help: Text(text: rule.summary + ": " + rule.rationale), defaultConfiguration: .init(level: rule.severity.rawValue)
            )
        }
        let indices = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = report.findings.map { finding in
            var fingerprint = ContentHash()
            fingerprint.combine(finding.path)
            fingerprint.combine(finding.ruleID)
            fingerprint.combine(finding.lineText.trimmingCharacters(in: .whitespaces))
            return Result(
                ruleId: finding.ruleID, ruleIndex: indices[finding.ruleID], level: finding.severity.rawValue,
                message: Text(text: finding.message),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uri(finding.path)),
                            region: Region(startLine: finding.line, startColumn: finding.column, snippet: Text(text: finding.lineText))
                        )
                    ),
                ],
                partialFingerprints: ["stranglerFinding/v1": fingerprint.hex]
            )
        }
        let log = Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(log), as: UTF8.self) + "\n"
    }

    /// `presenter_strong_view` → `PresenterStrongView`: SARIF's readable rule name.
    static func camelCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A relative URI reference: each path segment percent-encoded.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/")
        return path.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
    }
}
