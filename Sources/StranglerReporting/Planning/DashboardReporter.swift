import StranglerAnalysis
import StranglerPlanning

/// Placeholder replaced below.
public enum DashboardReporter {
    public static func render(plan: PlanReport, status: StatusReport, analysis: AnalysisReport) -> String { "" }
}
