import ArgumentParser
import Foundation
import StranglerAccuracy
import StranglerAnalysis

/// `strangler-accuracy`: analyses a labelled set and prints precision and recall per role and kind of fact.
@main
struct AccuracyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strangler-accuracy",
        abstract: "Score `strangler analyze` against a hand-labelled set and print precision and recall."
    )

    @Argument(help: "The labelled code's folder.")
    var path = "Examples/LabelledSet"

    @Option(help: "The labels folder (default: PATH/labels).")
    var labels: String?

    @Flag(help: "Also list every claim that disagrees with the labels.")
    var details = false

    @Option(help: "Score this `strangler analyze --format json` output (of PATH) instead of analysing PATH.")
    var report: String?

    @Option(help: "Exit with status 1 when a row's precision or recall is under this.")
    var floor: Double?

    func run() throws {
        let scored: AccuracyReport
        do {
            let set = try LabelledSet.load(root: path, labels: labels ?? (path as NSString).appendingPathComponent("labels"))
            scored = Scorer.score(try analysis(), against: set.screens)
        } catch {
            // One line, as every Strangler command reports bad input.
            FileHandle.standardError.write(Data("error: \((error as? LocalizedError)?.errorDescription ?? "\(error)")\n".utf8))
            throw ExitCode(1)
        }
        print(AccuracyTable.markdown(scored), terminator: "")
        if details { print("\n" + AccuracyTable.details(scored), terminator: "") }
        if let floor, !scored.rows(under: floor).isEmpty {
            let names = scored.rows(under: floor).map { "\($0.group.rawValue): \($0.name)" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("under \(floor): \(names)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The saved report, or PATH analysed now.
    private func analysis() throws -> AnalysisReport {
        guard let report else { return try Analyzer().analyze(path: path) }
        guard let data = FileManager.default.contents(atPath: report),
              let decoded = try? JSONDecoder().decode(AnalysisReport.self, from: data)
        else { throw ReportError(file: report) }
        return decoded
    }

    private struct ReportError: LocalizedError {
        let file: String
        var errorDescription: String? { "\(file) is no `strangler analyze --format json` output" }
    }
}
