import Foundation
import StranglerSources

/// Paths the tests share: the repository, the sample app, fixtures.
public enum TestPaths {
    /// The repository root, found from this file's location.
    public static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static var sampleApp: String { repository.appendingPathComponent("Examples/LegacyShop").path }

    /// A fresh temporary folder, removed by the caller with `cleanUp`.
    public static func temporaryFolder(_ name: String = "strangler-test") -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    public static func write(_ text: String, to url: URL) {
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }
}

/// Source with `↓` markers: the markers removed, and the 1-based lines (and columns) they were on.
public struct MarkedSource {
    public var text: String
    public var markedLines: [Int]
    /// Each marker's line and 1-based UTF-8 column in the text without markers, as SwiftLint's `↓` is read.
    public var markedPositions: [Position] = []

    public struct Position: Hashable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public var description: String { "\(line):\(column)" }
    }

    /// Wraps a class body into `final class ExampleViewController: UIViewController { … }`.
    public init(viewControllerBody body: String) {
        self.init("import UIKit\nfinal class ExampleViewController: UIViewController {\n" + body + "\n}\n")
    }

    public init(_ marked: String) {
        var lines: [Int] = []
        var text = ""
        for (index, line) in marked.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("↓") { lines.append(index + 1) }
            for (offset, piece) in line.components(separatedBy: "↓").dropLast().enumerated() {
                let before = line.components(separatedBy: "↓").prefix(offset).joined()
                markedPositions.append(Position(line: index + 1, column: before.utf8.count + piece.utf8.count + 1))
            }
            text += line.replacingOccurrences(of: "↓", with: "") + "\n"
        }
        self.text = String(text.dropLast())
        self.markedLines = lines
    }
}

/// Runs the built `strangler` executable, as a user would.
public enum CommandRunner {
    public struct Result {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The folder holding the built products (the test bundle's own folder on Linux).
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The built `strangler` executable.
    public static var strangler: String { productsDirectory.appendingPathComponent("strangler").path }

    /// Runs `strangler` with `arguments`, or another executable (`script`, `setpriv`) that runs it.
    public static func run(
        _ arguments: [String], executable: String = strangler, environment: [String: String] = [:], in folder: URL? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}

extension CommandRunner {
    /// Runs `swift ARGUMENTS` (a build or test of a generated package) in `folder`, its output and errors
    /// together. The toolchain's temporary files go to `folder/.tmp`, removed with the package: the compiler
    /// driver leaves an empty `TemporaryDirectory.*` in `TMPDIR` for each link, which would pile up in `/tmp`.
    /// The folder is the same for every run in a package, so SwiftPM does not plan the build again.
    public static func swift(_ arguments: [String], in folder: URL) throws -> (status: Int32, output: String) {
        let scratch = folder.appendingPathComponent(".tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let result = try run(["swift"] + arguments, executable: "/usr/bin/env", environment: ["TMPDIR": scratch.path], in: folder)
        return (result.status, result.stdout + result.stderr)
    }
}

/// Sources held in memory, parsed as the files of one project (paths as given, sorted; the language by
/// extension, Swift when it says nothing).
public enum InMemorySources {
    public static func load(_ files: [String: String]) -> LoadedSources {
        var units: [SourceUnit] = []
        var skipped: [SkippedFile] = []
        let sources = files.sorted(by: { $0.key < $1.key }).map { path, text in
            SourceFile(path: path, language: SourceLanguage(path: path) ?? .swift, text: text)
        }
        let parse = SourceLoader.frontEnd(forFilesOf: sources)
        for source in sources {
            switch parse(source) {
            case .success(let unit): units.append(unit)
            case .failure(let file): skipped.append(file)
            }
        }
        return LoadedSources(root: "", units: units, skipped: skipped, notAnalyzed: [:])
    }
}

/// The sample app with a dated git history (`scripts/make-sample-history.sh`), built once per test process.
/// Tests must not change it: copy it (`copy()`) to write plans or marks.
public enum SampleHistory {
    public static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strangler-sample-history-\(UUID().uuidString)")
        let script = TestPaths.repository.appendingPathComponent("scripts/make-sample-history.sh").path
        let result = try! CommandRunner.run([script, folder.path], executable: "/bin/bash")
        precondition(result.status == 0, "make-sample-history.sh failed: \(result.stderr)")
        return folder
    }()

    /// A fresh copy (history included) to write into, removed by the caller.
    public static func copy() -> URL {
        let target = TestPaths.temporaryFolder("strangler-sample-copy").appendingPathComponent("LegacyShop")
        try! FileManager.default.copyItem(at: folder, to: target)
        return target
    }
}
