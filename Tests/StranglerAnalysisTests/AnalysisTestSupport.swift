import StranglerConfiguration
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Analyses Swift sources held in memory, as if they were the files of one project.
func analyze(_ files: [String: String], settings: AnalysisSettings = AnalysisSettings()) -> AnalysisReport {
    var units: [SourceUnit] = []
    var skipped: [SkippedFile] = []
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
        let language = SourceLanguage(pathExtension: String(path.split(separator: ".").last ?? "")) ?? .swift
        switch SourceLoader.frontEnd(for: language)!(SourceFile(path: path, language: language, text: text)) {
        case .success(let unit): units.append(unit)
        case .failure(let file): skipped.append(file)
        }
    }
    return Analyzer(settings: settings).analyze(LoadedSources(root: "", units: units, skipped: skipped, notAnalyzed: [:]))
}

func analyze(_ text: String, settings: AnalysisSettings = AnalysisSettings()) -> AnalysisReport {
    analyze(["Example.swift": text], settings: settings)
}

/// The one screen of a view-controller body wrapped into `ExampleViewController`.
func screen(viewControllerBody body: String, settings: AnalysisSettings = AnalysisSettings()) -> (ScreenAnalysis, MarkedSource) {
    let source = MarkedSource(viewControllerBody: body)
    let report = analyze(source.text, settings: settings)
    return (report.screens.first { $0.name == "ExampleViewController" }!, source)
}
