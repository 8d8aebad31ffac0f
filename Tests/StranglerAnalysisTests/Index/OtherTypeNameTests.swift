import Testing
@testable import StranglerAnalysis

/// Swift code may call a codebase type by another name: Swift screens call an Objective-C `ABCPlayerService` by the name
/// `NS_SWIFT_NAME(PlayerService)` gives it, and an app may write `typealias API = ShopClient`. Under either name the type
/// is the codebase's, read from its code: a player service named `…Service` sends no request because of its name.
@Suite struct OtherTypeNameTests {
    static let report = analyze([
        "ABCPlayerService.h": """
            #import <Foundation/Foundation.h>

            NS_SWIFT_NAME(PlayerService)
            @interface ABCPlayerService : NSObject
            + (instancetype)sharedInstance;
            - (void)playPause;
            - (void)next;
            @end
            """,
        "ABCPlayerService.m": """
            #import "ABCPlayerService.h"

            @implementation ABCPlayerService
            + (instancetype)sharedInstance
            {
                static ABCPlayerService *shared;
                return shared;
            }
            - (void)playPause
            {
                [[NSUserDefaults standardUserDefaults] setBool:YES forKey:@"playing"];
            }
            - (void)next
            {
            }
            @end
            """,
        "ShopClient.swift": """
            import Foundation
            final class ShopClient {
                static let shared = ShopClient()
                func fetchCart() {
                    URLSession.shared.dataTask(with: URL(string: "https://shop.example.com/api/cart")!) { _, _, _ in }.resume()
                }
            }
            typealias API = ShopClient
            """,
        "PlayerViewController.swift": """
            import UIKit
            final class PlayerViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
                func togglePlay() { PlayerService.sharedInstance().playPause() }
                func skip() { PlayerService.sharedInstance().next() }
                func loadCart() { API.shared.fetchCart() }
            }
            """,
    ])

    @Test func aTypeCalledByItsOtherNameIsTheCodebasesOwn() {
        let screen = Self.report.screens.first { $0.name == "PlayerViewController" }!
        #expect(apiCallLines(of: "PlayerViewController", in: Self.report) == ["loadCart() GET /api/cart ShopClient.fetchCart"])
        let evidence = screen.responsibilities.flatMap { responsibility in
            responsibility.evidence.map { "\(responsibility.kind) \($0.member) \($0.symbol)" }
        }
        #expect(evidence.contains("persistence togglePlay() ABCPlayerService.playPause"), "\(evidence)")
        #expect(!evidence.contains { $0.hasPrefix("networking togglePlay()") || $0.hasPrefix("networking skip()") }, "\(evidence)")
    }
}
