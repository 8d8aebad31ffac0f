import Foundation
import Testing
import _StranglerTestSupport

/// The proof of Feathers' algorithm as Strangler runs it: on fixtures that reproduce the classic cases (a calendar
/// screen that looks up its API through the app delegate; a product screen on `URLSession.shared`,
/// `UserDefaults.standard` and an analytics singleton), the `strangler` executable runs `seams`, `break-dependency
/// --write` and `characterize` as a user would; the rewritten app and the generated tests are built in one SwiftPM
/// package over a stand-in UIKit and run. The characterization tests must fail on every "CHARACTERIZE ME" and on
/// nothing else; once the values they print are pasted in, as a developer does, they must pass.
@Suite(.serialized) struct SeamsPackageTests {
    static let fixtures = TestPaths.repository.appendingPathComponent("Tests/StranglerCLITests/Fixtures/SeamsApp")

    @Test(.timeLimit(.minutes(4)))
    func brokenDependenciesAndCharacterizationTestsBuildFailFirstAndPassOncePinned() throws {
        let package = TestPaths.temporaryFolder("strangler-seams")
        defer { try? FileManager.default.removeItem(at: package) }
        try layOut(package)
        let app = package.appendingPathComponent("Sources/App").path
        let tests = package.appendingPathComponent("Tests/AppTests").path
        try git(["init", "-q"], in: package)
        try git(["add", "-A"], in: package)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "fixtures"], in: package)

        // 1. seams: what to break, with the technique and the command.
        let seams = try CommandRunner.run(["seams", "--all", app], environment: ["NO_COLOR": "1"])
        #expect(seams.status == 0, "\(seams.stderr)")
        #expect(seams.stdout.contains("(UIApplication.shared.delegate as! AppDelegate).api  app delegate lookup"))
        #expect(seams.stdout.contains("run: strangler break-dependency ProductViewController --dependency 'URLSession.shared'"))

        // 2. break-dependency: dry run first (a diff, nothing written), then --write.
        let dry = try CommandRunner.run(["break-dependency", "CalendarViewController", app, "--dependency", "AppDelegate.api"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("+    lazy var api: any CalendarAPIProtocol = (UIApplication.shared.delegate as! AppDelegate).api"))
        #expect(try git(["status", "--porcelain"], in: package).isEmpty, "a dry run writes nothing")
        for (type, dependencies) in [
            ("CalendarViewController", ["AppDelegate.api"]),
            ("ProductViewController", ["URLSession.shared", "UserDefaults.standard", "Analytics.shared"]),
        ] {
            let result = try CommandRunner.run(["break-dependency", type, app, "--write"] + dependencies.flatMap { ["--dependency", $0] })
            #expect(result.status == 0, "\(result.stderr)")
        }
        let again = try CommandRunner.run(["break-dependency", "CalendarViewController", app, "--dependency", "AppDelegate.api"])
        #expect(again.stdout.contains("already a seam: 'api'"), "\(again.stdout)\(again.stderr)")

        // 3. characterize.
        for type in ["CalendarViewController", "ProductViewController"] {
            let result = try CommandRunner.run(["characterize", type, app, "--output", tests])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: tests + "/Fixtures/Product.json"))

        // Harness only: @IBOutlet and @IBAction need the Objective-C runtime, which Linux lacks.
        for file in try FileManager.default.contentsOfDirectory(atPath: app) {
            let url = URL(fileURLWithPath: app).appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "@IBOutlet ", with: "").replacingOccurrences(of: "@IBAction ", with: "")
                .write(to: url, atomically: true, encoding: .utf8)
        }

        let build = try CommandRunner.swift(["build", "--build-tests"], in: package)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("/Sources/UIKit/") }
        #expect(warnings.isEmpty, "warnings:\n\(warnings.joined(separator: "\n"))")

        // Every assertion fails on its placeholder, and nothing else fails or crashes.
        let placeholders = try generatedTests(in: tests).reduce(0) { $0 + $1.text.components(separatedBy: "#\"CHARACTERIZE ME\"#").count - 1 }
        let first = try CommandRunner.swift(["test", "--skip-build"], in: package)
        #expect(first.status != 0)
        let failures = Self.failures(first.output)
        #expect(failures.count == placeholders, "expected \(placeholders) placeholder failures:\n\(first.output)")
        #expect(first.output.contains("Executed"), "the tests must run to the end:\n\(first.output)")

        // Paste each actual value in place of its placeholder, as the generated comment says, and run again.
        for file in try generatedTests(in: tests) {
            var lines = file.text.components(separatedBy: "\n")
            for failure in failures where failure.file.hasSuffix("/" + file.url.lastPathComponent) {
                lines[failure.line - 1] = lines[failure.line - 1].replacingOccurrences(of: "CHARACTERIZE ME", with: failure.actual)
            }
            try lines.joined(separator: "\n").write(to: file.url, atomically: true, encoding: .utf8)
        }
        let pinned = try CommandRunner.swift(["test"], in: package)
        #expect(pinned.status == 0, "pinned characterization tests failed:\n\(pinned.output)")
        // What the calendar screen asked its (mocked) API is now pinned.
        let calendar = try String(contentsOfFile: tests + "/CalendarViewControllerCharacterizationTests.swift", encoding: .utf8)
        #expect(calendar.contains(##"characterize(api.invocations), #"["fetchEvents(month: 3)"]"#)"##))
    }

    /// `Package.swift`, the stand-in UIKit (the scaffold proof's, plus what these fixtures use) and the app's files.
    private func layOut(_ package: URL) throws {
        let shared = TestPaths.repository.appendingPathComponent("Tests/StranglerGenerationTests/Fixtures/UIKit/UIKit.swift")
        let copies: [(URL, String)] = [
            (Self.fixtures.appendingPathComponent("Package.swift.fixture"), "Package.swift"),
            (shared, "Sources/UIKit/UIKit.swift"),
            (Self.fixtures.appendingPathComponent("UIKit/SeamsUIKit.swift"), "Sources/UIKit/SeamsUIKit.swift"),
        ] + (try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.appendingPathComponent("App").path)).map {
            (Self.fixtures.appendingPathComponent("App/" + $0), "Sources/App/" + $0)
        }
        for (source, target) in copies {
            TestPaths.write(try String(contentsOf: source, encoding: .utf8), to: package.appendingPathComponent(target))
        }
    }

    private struct Failure {
        var file: String
        var line: Int
        var actual: String
    }

    /// `File.swift:42: error: … : XCTAssertEqual failed: ("actual") is not equal to ("CHARACTERIZE ME")`.
    private static func failures(_ output: String) -> [Failure] {
        let marker = ": XCTAssertEqual failed: (\""
        let end = "\") is not equal to (\"CHARACTERIZE ME\")"
        return output.split(separator: "\n").compactMap { line -> Failure? in
            guard let start = line.range(of: marker), let stop = line.range(of: end, options: .backwards) else { return nil }
            let location = line[..<start.lowerBound].split(separator: ":")
            guard location.count >= 3, let number = Int(location[1]) else { return nil }
            return Failure(file: String(location[0]), line: number, actual: String(line[start.upperBound..<stop.lowerBound]))
        }
    }

    private func generatedTests(in folder: String) throws -> [(url: URL, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix("CharacterizationTests.swift") }.sorted().map {
            let url = URL(fileURLWithPath: folder).appendingPathComponent($0)
            return (url, try String(contentsOf: url, encoding: .utf8))
        }
    }

    @discardableResult
    private func git(_ arguments: [String], in folder: URL) throws -> String {
        try CommandRunner.run(arguments, executable: "/usr/bin/git", in: folder).stdout
    }
}
