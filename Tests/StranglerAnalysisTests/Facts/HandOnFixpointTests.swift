import Testing
@testable import StranglerAnalysis

/// What a member hands on is followed until nothing changes, not for a fixed number of rounds. Here each service is read
/// before the one it calls (names sort that way), so a round learns one step of the chain: all eleven steps are followed.
@Suite struct HandOnFixpointTests {
    static let chainLength = 11

    static let source: String = {
        var lines = ["import UIKit"]
        for step in 1...chainLength {
            let next = step < chainLength
                ? "Step\(name(step + 1))Service().run()"
                : #"URLSession.shared.dataTask(with: URL(string: "https://example.com/end")!).resume()"#
            lines.append("final class Step\(name(step))Service { func run() { \(next) } }")
        }
        lines.append("""
            final class ChainViewController: UIViewController {
                let service = Step01Service()
                func start() { service.run() }
                func stop() {}
            }
            """)
        return lines.joined(separator: "\n")
    }()

    static func name(_ step: Int) -> String { step < 10 ? "0\(step)" : "\(step)" }

    @Test func aChainLongerThanEightRoundsIsFollowedToItsEnd() {
        let screen = analyze(Self.source).screens.first { $0.name == "ChainViewController" }
        let networking = screen?.responsibilities.first { $0.kind == .networking }
        #expect(networking?.evidence.map(\.member) == ["start()"])
        #expect(screen?.members.first { $0.name == "service" }?.roles == [.worker])
        #expect(screen?.members.first { $0.name == "stop()" }?.roles == [.interactor])
    }
}
