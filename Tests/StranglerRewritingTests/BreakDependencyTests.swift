import Foundation
import StranglerSeams
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerRewriting

/// Plans a rewrite over in-memory sources, as `break-dependency` does over a project.
private func plan(_ files: [String: String], type: String, dependency: String, technique: Technique? = nil) throws -> BreakDependency.Outcome {
    let sources = InMemorySources.load(files)
    return try BreakDependency.plan(
        type: type, dependency: dependency, technique: technique, property: nil, protocolName: nil,
        sources: sources, analyzer: SeamsAnalyzer(sources: sources)
    )
}

private func rewritten(_ outcome: BreakDependency.Outcome) -> String? {
    if case .rewrite(let plan) = outcome { return plan.rewritten }
    return nil
}

@Suite struct BreakDependencyTests {
    static let analytics = """
        final class Analytics {
            static let shared = Analytics()
            func track(_ event: String, properties: [String: Any] = [:]) {}
            func flush() {}
        }
        """

    @Test func aSharedInstanceBecomesAPropertyBehindAProtocolWithTheMembersUsed() throws {
        let screen = """
            import UIKit

            final class CartViewController: UIViewController {
                var items: [String] = []

                func buy() {
                    Analytics.shared.track("buy", properties: ["count": items.count])
                }

                static func preload() {
                    Analytics.shared.flush()
                }
            }
            """
        let text = try #require(rewritten(try plan(["Cart.swift": screen, "Analytics.swift": Self.analytics], type: "CartViewController", dependency: "Analytics.shared")))
        #expect(text == """
            import UIKit

            final class CartViewController: UIViewController {
                var items: [String] = []

                /// A seam: a test sets a mock; the app keeps `Analytics.shared`.
                var analytics: any CartAnalyticsProtocol = Analytics.shared

                func buy() {
                    self.analytics.track("buy", properties: ["count": items.count])
                }

                static func preload() {
                    Analytics.shared.flush()
                }
            }

            /// What `CartViewController` uses of `Analytics`, so a test can give it a mock.
            protocol CartAnalyticsProtocol {
                func track(_ event: String, properties: [String: Any])
            }

            extension Analytics: CartAnalyticsProtocol {}

            """)
    }

    @Test func parameterizeConstructorAddsTheCollaboratorToEachDesignatedInitializer() throws {
        let worker = """
            final class OrderWorker {
                let id: String

                init(id: String) {
                    self.id = id
                }

                convenience init() { self.init(id: "") }

                func save() { UserDefaults.standard.set(id, forKey: "order") }
            }
            """
        let text = try #require(rewritten(try plan(["Worker.swift": worker], type: "OrderWorker", dependency: "UserDefaults.standard")))
        #expect(text.contains("init(id: String, defaults: any OrderWorkerDefaultsProtocol = UserDefaults.standard) {\n        self.defaults = defaults\n        self.id = id"))
        #expect(text.contains("convenience init() { self.init(id: \"\") }"), "a convenience initializer passes through the designated one")
        #expect(text.contains("func set(_ value: Any?, forKey defaultName: String)"))
    }

    @Test func anAppDelegateLookupBecomesALazyPropertyWithTheLookupAsDefault() throws {
        let files = [
            "AppDelegate.swift": "final class AppDelegate: UIResponder, UIApplicationDelegate { let api: API = API() }\nfinal class API { func load(_ id: Int) {} }",
            "Screen.swift": """
                final class ScreenViewController: UIViewController {
                    func reload() {
                        let api = (UIApplication.shared.delegate as! AppDelegate).api
                        api.load(1)
                    }
                }
                """,
        ]
        let text = try #require(rewritten(try plan(files, type: "ScreenViewController", dependency: "AppDelegate.api")))
        #expect(text.contains("lazy var api: any ScreenAPIProtocol = (UIApplication.shared.delegate as! AppDelegate).api"))
        #expect(text.contains("let api = self.api"))
        #expect(text.contains("protocol ScreenAPIProtocol {\n    func load(_ id: Int)\n}"))
    }

    /// A file indented with two spaces gets a new protocol indented with two spaces, as its property and initializer are.
    @Test func theNewProtocolIsIndentedAsTheFileIs() throws {
        let worker = "final class SyncWorker {\n  func sync() { UserDefaults.standard.set(1, forKey: \"sync\") }\n}\n"
        let text = try #require(rewritten(try plan(["Worker.swift": worker], type: "SyncWorker", dependency: "UserDefaults.standard")))
        #expect(text.contains("\n  var defaults: any SyncWorkerDefaultsProtocol = UserDefaults.standard\n"))
        #expect(text.contains("protocol SyncWorkerDefaultsProtocol {\n  func set(_ value: Any?, forKey defaultName: String)\n}"))
    }

    @Test func aPropertyThatAlreadyHoldsTheDependencyIsReportedNotRewritten() throws {
        let screen = "final class ScreenViewController: UIViewController {\n    var api: API = (UIApplication.shared.delegate as! AppDelegate).api\n    func reload() { api.load() }\n}"
        let outcome = try plan(["Screen.swift": screen], type: "ScreenViewController", dependency: "(UIApplication.shared.delegate as! AppDelegate).api")
        guard case .alreadySeam(let seam, _) = outcome else { Issue.record("expected an existing seam"); return }
        #expect(seam.property == "api" && seam.isSettable)
    }

    @Test func aUseInAWeakSelfClosureBeforeSelfIsUnwrappedIsRefused() {
        let screen = """
            final class ScreenViewController: UIViewController {
                func save() {
                    DispatchQueue.main.async { [weak self] in
                        UserDefaults.standard.set(1, forKey: "k")
                    }
                }
            }
            """
        #expect(throws: RewriteError.self) { try plan(["Screen.swift": screen], type: "ScreenViewController", dependency: "UserDefaults.standard") }
    }

    @Test func unknownAndNonRewritableDependenciesAreOneLineErrors() {
        let screen = "final class ScreenViewController: UIViewController {\n    func stamp() { let now = Date(); UserDefaults.standard.set(now, forKey: \"k\") }\n}"
        #expect(throws: RewriteError.noSuchDependency("Foo.bar", type: "ScreenViewController", known: ["UserDefaults.standard"])) {
            try plan(["Screen.swift": screen], type: "ScreenViewController", dependency: "Foo.bar")
        }
        #expect(throws: RewriteError.self) { try plan(["Screen.swift": screen], type: "ScreenViewController", dependency: "Date()") }
        #expect(throws: RewriteError.self) {
            try plan(["Screen.swift": screen], type: "ScreenViewController", dependency: "UserDefaults.standard", technique: .parameterizeConstructor)
        }
        // A free function is advice: the technique is named, nothing is rewritten.
        let signOut = "final class AccountViewController: UIViewController {\n    func signOut() { logout(token: \"t\") }\n}\n"
            + "func logout(token: String) { UserDefaults.standard.removeObject(forKey: token) }\n"
        #expect(throws: RewriteError.notApplicable(
            "'logout(token:)' is a free function with side effects; Strangler rewrites shared instances, the notification centre and app-delegate lookups, so apply Replace Function with Function Pointer by hand"
        )) {
            try plan(["Account.swift": signOut], type: "AccountViewController", dependency: "logout(token:)")
        }
    }

    /// A Swift screen that reads an Objective-C class's member (`AccountManager.shared().accounts`): the error says why
    /// the protocol is not extracted, instead of calling the member undeclared.
    @Test func anObjectiveCCollaboratorIsRefusedWithItsHeader() {
        let files = [
            "Kit/AccountManager.h": """
                #import <Foundation/Foundation.h>
                @interface AccountManager : NSObject
                + (AccountManager *)sharedManager NS_SWIFT_NAME(shared());
                @property (nonatomic, readonly) NSArray<NSString *> *accounts;
                @end
                """,
            "AllChatsViewController.swift": """
                import UIKit
                final class AllChatsViewController: UIViewController {
                    func refresh() {
                        if AccountManager.shared().accounts.isEmpty { print("signed out") }
                    }
                }
                """,
        ]
        #expect(throws: RewriteError.notApplicable(
            "'AccountManager' is declared in Objective-C (Kit/AccountManager.h): Strangler does not derive the Swift signatures of its members; extract the protocol by hand"
        )) {
            try plan(files, type: "AllChatsViewController", dependency: "AccountManager.shared")
        }
    }

    @Test func theVerifierRefusesALostMemberAndTextThatDoesNotParse() {
        let original = "struct A {\n    func b() {}\n    var c = 1\n}\n"
        #expect(throws: RewriteError.lostMembers("A.swift", ["A.c (property)"])) {
            try RewriteVerifier.verify(original: original, rewritten: "struct A {\n    func b() {}\n}\n", path: "A.swift")
        }
        #expect(throws: RewriteError.self) { try RewriteVerifier.verify(original: original, rewritten: "struct A {\n    func b( {}\n", path: "A.swift") }
        #expect(throws: Never.self) { try RewriteVerifier.verify(original: original, rewritten: original + "protocol P {}\n", path: "A.swift") }
    }
}

@Suite struct RewriteWriterTests {
    private func planFor(_ file: URL, original: String) -> BreakDependency.Plan {
        BreakDependency.Plan(path: file.lastPathComponent, fileURL: file, original: original, rewritten: original + "// new\n", diff: "", summary: [])
    }

    @Test func refusesAFileThatChangedSinceItWasRead() throws {
        let folder = TestPaths.temporaryFolder("strangler-rewrite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        TestPaths.write("struct A {}\n// edited\n", to: file)
        #expect(throws: RewriteError.fileChanged("A.swift")) { try RewriteWriter.apply(planFor(file, original: "struct A {}\n"), allowDirty: true) }
    }

    @Test func refusesUncommittedChangesUnlessAllowed() throws {
        let folder = TestPaths.temporaryFolder("strangler-rewrite")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("A.swift")
        TestPaths.write("struct A {}\n", to: file)
        _ = try CommandRunner.run(["init", "-q"], executable: "/usr/bin/git", in: folder)
        // Untracked counts as uncommitted.
        #expect(throws: RewriteError.uncommittedChanges("A.swift")) { try RewriteWriter.apply(planFor(file, original: "struct A {}\n"), allowDirty: false) }
        try RewriteWriter.apply(planFor(file, original: "struct A {}\n"), allowDirty: true)
        #expect(try String(contentsOf: file, encoding: .utf8) == "struct A {}\n// new\n")
    }
}
