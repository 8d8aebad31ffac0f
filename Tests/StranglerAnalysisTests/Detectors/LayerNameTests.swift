import Testing
@testable import StranglerAnalysis

/// A type named `…Layer` is UI when it is a framework's layer or descends from one, not for its name: an Objective-C
/// `DataLayer` that is the app's database is no UI, nor are a screen's `db` property and its writes.
@Suite struct LayerNameTests {
    @Test func aDataLayerIsNoUIButACodebaseLayerIs() throws {
        let report = analyze([
            "DataLayer.h": """
                @interface DataLayer : NSObject
                + (DataLayer *)sharedInstance;
                - (void)updateAccount:(NSDictionary *)account;
                @end
                """,
            "DataLayer.m": """
                @implementation DataLayer
                - (void)updateAccount:(NSDictionary *)account {
                    [[NSUserDefaults standardUserDefaults] setObject:account forKey:@"account"];
                }
                @end
                """,
            "GradientLayer.swift": """
                import QuartzCore
                final class GradientLayer: CAGradientLayer {}
                """,
            "AccountViewController.h": """
                @interface AccountViewController : UIViewController
                @property (nonatomic, strong) DataLayer *db;
                @property (nonatomic, strong) GradientLayer *gradient;
                @property (nonatomic, strong) CAShapeLayer *ring;
                @property (nonatomic, strong) AVPlayerLayer *player;
                @end
                """,
            "AccountViewController.m": """
                @implementation AccountViewController
                - (void)save:(NSDictionary *)account {
                    [self.db updateAccount:account];
                }
                - (void)shade {
                    self.gradient.colors = @[];
                    self.ring.strokeEnd = 0.5;
                }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "AccountViewController" })
        // A collaborator is the Worker's, no state.
        #expect(screen.state.map(\.name) == [])
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["save:"] == [.worker])
        #expect(roles["shade"] == [.viewController])
        #expect(roles["gradient"] == [.viewController])
        #expect(roles["ring"] == [.viewController])
        #expect(roles["player"] == [.viewController])
        #expect(screen.responsibility(.persistence)?.evidence.map(\.member) == ["save:"])
    }
}
