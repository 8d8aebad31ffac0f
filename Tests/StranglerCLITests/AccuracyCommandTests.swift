import Foundation
import Testing
import _StranglerTestSupport

/// `strangler-accuracy` as a developer runs it: the table, the floor, and one-line errors on bad input.
@Suite struct AccuracyCommandTests {
    static let executable = CommandRunner.productsDirectory.appendingPathComponent("strangler-accuracy").path
    static let set = TestPaths.repository.appendingPathComponent("Examples/LabelledSet").path

    @Test func printsTheTableAndHoldsTheFloor() throws {
        let low = try CommandRunner.run([Self.set, "--floor", "0.5"], executable: Self.executable)
        #expect(low.status == 0)
        #expect(low.stdout.contains("| member roles: viewController |"))
        let high = try CommandRunner.run([Self.set, "--floor", "1.0"], executable: Self.executable)
        #expect(high.status == 1)
        #expect(high.stderr.hasPrefix("under 1.0: "))
    }

    @Test(arguments: [
        (["/no/such/folder"], "no labels found"),
        ([set, "--report", "/no/such/report.json"], "is no `strangler analyze --format json` output"),
    ])
    func badInputIsOneLine(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(arguments, executable: Self.executable)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(message))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.isEmpty)
    }
}
