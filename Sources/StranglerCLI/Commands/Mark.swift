import ArgumentParser
import Foundation
import StranglerPlanning
import StranglerSources

extension ChecklistStep: ExpressibleByArgument {}

/// `strangler mark`: records by hand what the code cannot show, in `.strangler/migration.yml`.
struct Mark: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Record a screen's checklist steps by hand (e.g. manual testing) in .strangler/migration.yml.",
        discussion: "Steps: " + ChecklistStep.allCases.map(\.rawValue).joined(separator: ", ") + "."
    )

    @Argument(help: "The screen's type name, e.g. ProductViewController.")
    var screen: String

    @Option(help: "The project folder.")
    var project: String = "."

    @Option(help: "Steps that are done (repeatable).")
    var done: [ChecklistStep] = []

    @Option(help: "Steps in progress (repeatable).")
    var inProgress: [ChecklistStep] = []

    @Option(help: "Steps to do, whatever the code says (repeatable).")
    var todo: [ChecklistStep] = []

    @Option(help: "Forget what was recorded for these steps: the code decides again (repeatable).")
    var clear: [ChecklistStep] = []

    @Option(help: "Configuration file (default: .strangler.yml in the project folder).")
    var config: String?

    func validate() throws {
        let all = done + inProgress + todo + clear
        if all.isEmpty { throw ValidationError("say what to record: --done STEP, --in-progress STEP, --todo STEP or --clear STEP") }
        if Set(all).count != all.count { throw ValidationError("a step can be given only once") }
    }

    func run() throws {
        try CLI.run {
            // The screen must exist: analyse the project, as status does.
            let options = try ProjectOptions.parse([project] + (config.map { ["--config", $0] } ?? []))
            let (_, _, facts) = try options.load()
            _ = try facts.screen(named: screen)
            var record = try MigrationRecord.load(folder: options.folder)
            for step in done { record.record(.done, step: step, screen: screen) }
            for step in inProgress { record.record(.inProgress, step: step, screen: screen) }
            for step in todo { record.record(.todo, step: step, screen: screen) }
            for step in clear { record.record(nil, step: step, screen: screen) }
            let path = options.folder + "/" + MigrationRecord.relativePath
            try SafeFileWriter.write(record.rendered(), to: path, force: true)
            let said = [("done", done), ("in progress", inProgress), ("to do", todo), ("cleared", clear)].filter { !$0.1.isEmpty }
                .map { "\($0.0): " + $0.1.map(\.rawValue).joined(separator: ", ") }
            CLI.printError("\(screen): " + said.joined(separator: "; ") + " (\(path))")
        }
    }
}
