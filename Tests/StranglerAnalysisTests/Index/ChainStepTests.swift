import Testing
@testable import StranglerAnalysis

/// A screen's event is judged by the type its receiver chain reads, step by step, with the same steps the index
/// infers property types with: a declared property, a shared instance, a type nested in another (`API.Client`), a
/// case of the codebase's enum (`Endpoint.profile`), a view controller's view, a framework member.
@Suite struct ChainStepTests {
    static let report = analyze([
        "API.swift": """
            import Foundation
            enum API {
                final class Client {
                    static let shared = Client()
                    func fetch(_ path: String) { URLSession.shared.dataTask(with: URL(string: path)!).resume() }
                }
                enum Style {
                    static let margin = 8
                }
            }
            """,
        "Endpoint.swift": """
            import Foundation
            enum Endpoint {
                case profile, settings
                func send() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                func title() -> String { "Profile" }
                static func client() -> API.Client { .shared }
                static func formatter() -> DateFormatter { DateFormatter() }
            }
            """,
        "StreamAPI.swift": """
            import Alamofire
            final class Player {
                var manager: Alamofire.Session!
                var session: Session?
            }
            """,
        "Session.swift": """
            final class Session {
                func close() {}
            }
            """,
        "BannerView.swift": """
            import UIKit
            final class BannerView: UIView {
                static func fromNib() -> Self? { nil }
            }
            """,
        "ChainViewController.swift": """
            import UIKit
            final class ChainViewController: UIViewController {
                let player = Player()
                func nestedClient() { API.Client.shared.fetch("/me") }
                func nestedConstant() -> Int { API.Style.margin * 2 }
                func caseOfEnum() { Endpoint.profile.send() }
                func caseTitle() -> String { Endpoint.settings.title() }
                func alamofireSession(_ request: URLRequest) { player.manager.streamRequest(request).validate() }
                func ownSession() { player.session?.close() }
                func navigationView() { navigationController?.view.backgroundColor = .red }
                func banner() {
                    let banner = BannerView.fromNib()
                    banner?.isHidden = true
                }
                func madeClient() { Endpoint.client().fetch("/me") }
                func madeFormatter() -> String { Endpoint.formatter().string(from: Date()) }
            }
            """,
    ])

    static func reasons(_ member: String) -> [String] {
        report.screens.first { $0.name == "ChainViewController" }!.members.first { $0.name == member }!.reasons
    }

    @Test func aTypeNestedInAnotherIsReadThroughItsQualifiedName() {
        #expect(Self.reasons("nestedClient()").contains { $0.hasPrefix("networking: API.Client.fetch") })
        #expect(!Self.reasons("nestedConstant()").contains { $0.hasPrefix("networking") })
    }

    @Test func aCaseOfTheCodebasesEnumIsAValueOfTheEnum() {
        #expect(Self.reasons("caseOfEnum()").contains { $0.hasPrefix("networking: Endpoint.send") })
        #expect(!Self.reasons("caseTitle()").contains { $0.hasPrefix("networking") })
    }

    @Test func alamofiresSessionIsKnownByItsQualifiedNameOnly() {
        #expect(Self.reasons("alamofireSession(_:)").contains { $0.hasPrefix("networking: player.manager.streamRequest") })
        #expect(!Self.reasons("ownSession()").contains { $0.hasPrefix("networking") })
    }

    @Test func aCalledMethodIsReadOnThroughWhatItReturns() {
        #expect(Self.reasons("madeClient()").contains { $0.hasPrefix("networking: Client.fetch") })
        #expect(!Self.reasons("madeFormatter()").contains { $0.hasPrefix("networking") })
        // `Self?` (returned by an `instantiateFromNib()`) is the type called.
        #expect(Self.reasons("banner()").contains { $0.hasPrefix("ui: ") && $0.contains("banner.isHidden") })
        // Objective-C's `[[Utilities jsonRPC] callMethod:…]`: see `RemoteProcedureTests`.
    }

    @Test func aViewControllersViewIsUIWhereverTheChainReadsIt() {
        #expect(Self.reasons("navigationView()").contains { $0.hasPrefix("ui: navigationController.view.backgroundColor") })
    }
}
