import Testing
import StranglerSources
@testable import StranglerAnalysis

/// A client may keep its requests in a base class (`Resource`), each model (`Issue`, …) a subclass that saves and
/// loads itself through the members it inherits. A call on the subclass runs the superclass's member; a subclass's own
/// member that calls an inherited one sends what that one sends.
@Suite struct InheritedClientTests {
    static let swiftResource = """
        import Foundation
        class Resource {
            func save(params: [String: String]) {
                save(params: params, path: "repos/issues/1", method: "PATCH")
            }
            func save(params: [String: String], path: String, method: String) {
                var request = URLRequest(url: URL(string: "https://api.github.com/" + path)!)
                request.httpMethod = method
                URLSession.shared.dataTask(with: request).resume()
            }
            func title() -> String { "Issue" }
        }
        class Issue: Resource {
            func saveIssue() { save(params: ["state": "open"]) }
            func summary() -> String { title().uppercased() }
        }
        """

    @Test func aCallOnASubclassRunsWhatItInherits() {
        let report = analyze([
            "Resource.swift": Self.swiftResource,
            "IssueFormController.swift": """
                import UIKit
                class IssueFormController: UIViewController {
                    var issue: Issue!
                    func saveTapped() { issue.saveIssue() }
                    func quickSave() { issue.save(params: [:]) }
                    func moveTapped() { issue.save(params: [:], path: "repos/issues/1/move", method: "POST") }
                    func showSummary() { title = issue.summary() + issue.title() }
                }
                """,
        ])
        #expect(apiCallLines(of: "IssueFormController", in: report) == [
            "saveTapped() PATCH /repos/issues/1 Issue.saveIssue",
            // The overload the labels name whole, not `save(params:path:method:)` with its other parameters left out.
            "quickSave() PATCH /repos/issues/1 Resource.save",
            "moveTapped() POST /repos/issues/1/move Resource.save",
        ])
        let screen = report.screens.first { $0.name == "IssueFormController" }!
        let networking = screen.responsibilities.first { $0.kind == .networking }?.evidence.map(\.member) ?? []
        // What sends nothing, inherited or its own, is no networking: `summary()` and `title()`.
        #expect(Set(networking) == ["saveTapped()", "quickSave()", "moveTapped()"])
    }

    /// A view model that holds a client is no client, below a base class of its own too: only a subclass of a client is what
    /// its superclass is.
    @Test func aTypeThatHoldsAClientIsNoSubclassOfIt() {
        let report = analyze([
            "Resource.swift": Self.swiftResource,
            "IssueViewModel.swift": """
                class BaseViewModel {
                    func reset() {}
                }
                class IssueViewModel: BaseViewModel {
                    let issue = Issue()
                    func saveIssue() { issue.saveIssue() }
                }
                """,
            "IssueFormController.swift": """
                import UIKit
                class IssueFormController: UIViewController {
                    let viewModel = IssueViewModel()
                    func saveTapped() { viewModel.saveIssue() }
                }
                """,
        ])
        #expect(apiCallLines(of: "IssueFormController", in: report).isEmpty)
    }

    /// A member that reaches a member the subclass overrides runs the subclass's: a template method is not the superclass's
    /// alone (`BaseTask.runSynchronously()` runs each task's own `perform()`, not the base's sign-in).
    @Test func aMemberThatReachesAnOverrideIsNotTheSuperclasss() {
        let report = analyze([
            "Tasks.swift": """
                import Foundation
                class BaseTask {
                    func runSynchronously() { perform() }
                    func perform() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/user/login")!).resume() }
                    func ping() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/ping")!).resume() }
                }
                class EpisodesTask: BaseTask {
                    override func perform() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/episodes")!).resume() }
                }
                """,
            "PodcastViewController.swift": """
                import UIKit
                class PodcastViewController: UIViewController {
                    let task = EpisodesTask()
                    func refresh() { task.runSynchronously() }
                    func check() { task.ping() }
                }
                """,
        ])
        let lines = apiCallLines(of: "PodcastViewController", in: report)
        #expect(!lines.contains { $0.contains("/user/login") }, "\(lines)")
        // Read as the subclass's, it runs the subclass's override (see `TemplateMethodTests`).
        #expect(lines.contains("refresh() GET /episodes EpisodesTask.runSynchronously"), "\(lines)")
        // A member that reaches no override is the superclass's.
        #expect(lines.contains("check() GET /ping BaseTask.ping"), "\(lines)")
    }

    @Test func anObjectiveCSubclassSavesThroughItsSuperclass() {
        let report = analyze([
            "RequestMethods.h": "#define kRequestMethodPatch @\"PATCH\"\n",
            "Resource.m": """
                #import "RequestMethods.h"
                @interface Resource : NSObject
                @property (nonatomic, strong) AFHTTPClient *apiClient;
                @property (nonatomic, strong) NSString *resourcePath;
                @end
                @implementation Resource
                - (void)saveWithParams:(NSDictionary *)params start:(void (^)(Resource *instance))start success:(void (^)(Resource *instance, id data))success failure:(void (^)(Resource *instance, NSError *error))failure {
                    [self saveWithParams:params path:self.resourcePath method:kRequestMethodPatch start:start success:success failure:failure];
                }
                - (void)saveWithParams:(NSDictionary *)values path:(NSString *)path method:(NSString *)method start:(void (^)(Resource *instance))start success:(void (^)(Resource *instance, id data))success failure:(void (^)(Resource *instance, NSError *error))failure {
                    NSMutableURLRequest *request = [self.apiClient requestWithMethod:method path:path parameters:values];
                    AFJSONRequestOperation *operation = [AFJSONRequestOperation JSONRequestOperationWithRequest:request success:^(NSURLRequest *r, NSHTTPURLResponse *s, id json) { if (success) success(self, json); } failure:nil];
                    [operation start];
                }
                @end
                """,
            "Issue.m": """
                @interface Issue : Resource
                @end
                @implementation Issue
                - (void)saveIssueWithStart:(id)start success:(id)success failure:(id)failure {
                    NSDictionary *params = @{@"title": self.title, @"body": self.body};
                    [self saveWithParams:params start:start success:success failure:failure];
                }
                @end
                """,
            "IssueFormController.m": """
                @interface IssueFormController : UIViewController
                @property (nonatomic, strong) Issue *issue;
                @end
                @implementation IssueFormController
                - (void)save:(id)sender {
                    [self.issue saveIssueWithStart:nil success:^(Resource *instance, id data) { [self done]; } failure:nil];
                }
                - (void)reopen:(id)sender {
                    [self.issue saveWithParams:@{@"state": @"open"} path:@"repos/issues/1" method:@"POST" start:nil success:nil failure:nil];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "IssueFormController", in: report) == [
            // The path is the issue's `resourcePath`, which the pass does not read: unknown, not the dictionary's `title`.
            "save: PATCH ? Issue.saveIssueWithStart",
            "reopen: POST /repos/issues/1 Resource.saveWithParams",
        ])
    }
}
