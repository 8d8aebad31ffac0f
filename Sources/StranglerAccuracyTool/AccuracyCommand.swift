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
        let set: LabelledSet
        do {
            set = try LabelledSet.load(root: path, labels: labels ?? (path as NSString).appendingPathComponent("labels"))
        } catch {
            throw ValidationError("\(error)")
        }
        let analysis = try report.map { file in
            do {
                return try JSONDecoder().decode(AnalysisReport.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
            } catch {
                throw ValidationError("\(file) is no `strangler analyze --format json` output: \(error.localizedDescription)")
            }
        } ?? Analyzer().analyze(path: path)
        let report = Scorer.score(analysis, against: set.screens)
        print(AccuracyTable.markdown(report), terminator: "")
        if details { print("\n" + AccuracyTable.details(report), terminator: "") }
        if let floor, !report.rows(under: floor).isEmpty {
            let names = report.rows(under: floor).map { "\($0.group.rawValue): \($0.name)" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("under \(floor): \(names)\n".utf8))
            throw ExitCode(1)
        }
    }
}
