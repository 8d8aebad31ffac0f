import StranglerAnalysis
import StranglerConfiguration
import StranglerScenes
import StranglerSources

/// Everything a rule may read, built once per run and shared by every rule. The legacy rules' thresholds
/// reach them through the analysis, whose settings `ResolvedRules` builds from the rules' options.
public final class RuleContext: Sendable {
    public let units: [SourceUnit]
    public let scenes: SceneIndex
    public let callSites: CallSiteAnalysis
    private let lazyAnalysis: LazyAnalysis

    init(units: [SourceUnit], scenes: SceneIndex, callSites: CallSiteAnalysis, analysis: LazyAnalysis) {
        self.units = units
        self.scenes = scenes
        self.callSites = callSites
        self.lazyAnalysis = analysis
    }

    /// `strangler analyze`'s report for the same sources: the legacy rules read its smells. Computed once, on first use.
    public var analysis: AnalysisReport { lazyAnalysis.value }
}

/// The analysis report, computed by the first rule that asks for it and shared after that.
final class LazyAnalysis: Sendable {
    private let compute: @Sendable () -> AnalysisReport
    private let cached = Locked<AnalysisReport?>(nil)

    init(_ compute: @escaping @Sendable () -> AnalysisReport) { self.compute = compute }

    var value: AnalysisReport {
        cached.withLock { cached in
            if let cached { return cached }
            let report = compute()
            cached = report
            return report
        }
    }
}
