import StranglerSources

/// What one run of the rules found, before any baseline: what the cache stores.
public struct CheckResult: Codable, Sendable, Equatable {
    public var findings: [Finding]
    public var filesChecked: Int
    public var skipped: [SkippedFile]

    public init(findings: [Finding], filesChecked: Int, skipped: [SkippedFile]) {
        self.findings = findings
        self.filesChecked = filesChecked
        self.skipped = skipped
    }
}
