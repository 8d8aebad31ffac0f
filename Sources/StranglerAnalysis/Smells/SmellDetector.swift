import StranglerConfiguration
import StranglerSources

/// Finds one smell in a screen from the facts the detectors established.
///
/// Like detectors, each smell carries examples the tests run: the body of a view controller,
/// with `↓` on every line the smell must be reported at.
protocol SmellDetector: Sendable {
    var id: String { get }
    var summary: String { get }
    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell]
    var examples: DetectorExamples { get }
}

enum SmellDetectors {
    static let all: [any SmellDetector] = [
        MassiveViewControllerSmell(), CallbackPyramidSmell(), SingletonAccessSmell(), ForceUnwrapNetworkDataSmell(),
        MassiveSwitchSmell(), MixedResponsibilitiesSmell(),
    ]
}
