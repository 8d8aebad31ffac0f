import ArgumentParser
import Foundation
import StranglerConfiguration
import StranglerSources

/// What every command shares: one-line errors with exit codes, warnings on standard error, output.
enum CLI {
    /// Runs a command body; a known error becomes one line on standard error and an exit code.
    /// `missingPath` is the exit code for a path that does not exist: 2 for `analyze`; `check` keeps 2 for
    /// "errors remain", so a wrong path is a usage error (1) there.
    static func run(missingPath: Int32 = 2, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SourcesError {
            fail(error.localizedDescription, code: error.isMissingPath ? missingPath : 1)
        } catch let error as ConfigurationError {
            fail(error.localizedDescription, code: 1)
        } catch let error as LocalizedError {
            fail(error.errorDescription ?? "\(error)", code: 1)
        }
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        printError("error: " + message)
        Foundation.exit(code)
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func warn(_ loaded: LoadedConfiguration) {
        for warning in loaded.warnings {
            printError("warning: \(loaded.path ?? Configuration.fileName): \(warning)")
        }
    }

    /// The configuration for a run over `path`: `explicit` if given, else `.strangler.yml` in `path` when it is a
    /// folder; its warnings are printed.
    static func configuration(for path: String, explicit: String?) throws -> LoadedConfiguration {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let loaded = try Configuration.load(explicitPath: explicit, folder: exists && isDirectory.boolValue ? path : nil)
        warn(loaded)
        return loaded
    }

    /// Writes to a file (atomically, never over an existing one without `force`) or to standard output.
    static func emit(_ text: String, to path: String?, force: Bool) throws {
        if let path {
            try SafeFileWriter.write(text, to: path, force: force)
            printError("wrote \(path)")
        } else {
            FileHandle.standardOutput.write(Data(text.utf8))
        }
    }

    /// Colour on a terminal, unless `NO_COLOR` is set or the terminal is dumb.
    static var stdoutWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if environment["NO_COLOR"] != nil || environment["TERM"] == "dumb" { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}

/// `--dry-run` and `--force`, shared by the commands that write generated files into the user's tree.
struct WriteOptions: ParsableArguments {
    @Flag(help: "Print the files instead of writing them.")
    var dryRun = false

    @Flag(help: "Replace files that exist (each atomically).")
    var force = false
}

extension CLI {
    /// Prints the files (a dry run) or writes them all or none, never over an existing file without `--force`.
    static func write(_ files: [(path: String, text: String)], _ options: WriteOptions) throws {
        if options.dryRun {
            let text = files.map { "// \($0.path)\n\($0.text)" }.joined(separator: "\n")
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try SafeFileWriter.writeAll(files, force: options.force)
        for file in files { printError("wrote \(file.path)") }
    }
}

enum CLIError: LocalizedError {
    case noSuchScreen(String, suggestion: String?)

    var errorDescription: String? {
        switch self {
        case .noSuchScreen(let name, let suggestion):
            NameSuggestions.notFound("screen", named: name, suggestion: suggestion, otherwise: "run without --screen to list the screens")
        }
    }
}

extension SourcesError {
    var isMissingPath: Bool {
        if case .pathNotFound = self { return true }
        return false
    }
}
