import Testing
@testable import StranglerAnalysis

/// A client's overloads of one name each send their own requests, and a call sends those of the overload its labels
/// (or, in Objective-C, its selector) name.
@Suite struct OverloadedSenderTests {
    /// `submit(request:)` uploads through the request it is handed, and its overload `submit(item:)` sends nothing: a
    /// call to the second sends nothing, not the first's upload with the item's literals for its path.
    @Test func aCallToAnOverloadThatSendsNothingSendsNothing() {
        let report = analyze("""
            import UIKit
            struct Item { let fields: [String: String] }
            final class ShareModel {
                var items: [Item] = []
                func submit(request: URLRequest) { URLSession.shared.uploadTask(with: request, from: Data()).resume() }
                func submit(item: Item) { items.append(item) }
                func submitWebpage() { submit(item: Item(fields: ["url": "Unknown"])) }
                func submitFile() { submit(request: URLRequest(url: URL(string: "https://share.example/api/upload")!)) }
            }
            final class ShareViewController: UIViewController {
                let model = ShareModel()
                func done() { model.submitWebpage() }
                func upload() { model.submitFile() }
            }
            """)
        #expect(apiCallLines(of: "ShareViewController", in: report) == ["upload() POST /api/upload ShareModel.submitFile"])
    }

    /// `validateLogin(username:password:completion:)` hands on to `obtainToken(username:…)`, beside the
    /// overloads that send their own requests: the call keeps the login the completion overload sends, not every
    /// overload's (a `GET` of unknown endpoint from `validateLogin(identityToken:scope:)`). An overload that hands on
    /// (`obtainToken(request:completion:)`) leaves the requests of those that send their own (`obtainToken(username:…)`).
    @Test func anOverloadThatHandsOnKeepsItsOwnRequestBesideTheOthers() {
        let report = analyze("""
            import UIKit
            final class ApiServerHandler {
                static let shared = ApiServerHandler()
                func validateLogin(username: String, password: String, scope: String) async throws -> Data {
                    var request = URLRequest(url: URL(string: "https://api.example.com/user/login")!)
                    request.httpMethod = "POST"
                    return try await URLSession.shared.data(for: request).0
                }
                func validateLogin(username: String, password: String, completion: @escaping (Bool) -> Void) {
                    obtainToken(username: username, password: password) { completion($0) }
                }
                func validateLogin(identityToken: String, scope: String) async throws -> Data {
                    try await obtainToken(request: URLRequest(url: URL(string: identityToken)!))
                }
                func validateLogin(identityToken: String, provider: String) async throws -> Data {
                    try await validateLogin(identityToken: identityToken, scope: "mobile")
                }
                func obtainToken(username: String, password: String, completion: @escaping (Bool) -> Void) {
                    var request = URLRequest(url: URL(string: "https://api.example.com/user/login")!)
                    request.httpMethod = "POST"
                    URLSession.shared.dataTask(with: request) { _, _, _ in completion(true) }.resume()
                }
                func obtainToken(request: URLRequest) async throws -> Data { try await URLSession.shared.data(for: request).0 }
                func obtainToken(request: URLRequest, completion: @escaping (Bool) -> Void) {
                    Task { _ = try await obtainToken(request: request); completion(true) }
                }
            }
            final class SignInViewController: UIViewController {
                func signIn() { ApiServerHandler.shared.validateLogin(username: "a", password: "b") { _ in } }
            }
            """)
        #expect(apiCallLines(of: "SignInViewController", in: report) == ["signIn() POST /user/login ApiServerHandler.validateLogin"])
    }

    /// A `StripeController` that declares `processPayment:forDonationViewController:` beside
    /// `processPaymentWithSEPAAccount:…`, which Swift names alike: a message sends its own selector's requests.
    @Test func anObjectiveCMessageSendsItsSelectorsRequests() {
        let report = analyze([
            "StripeController.h": """
                @interface StripeController : NSObject
                - (void)processPayment:(NSString *)payment forViewController:(UIViewController *)controller;
                - (void)processPaymentWithAccount:(NSString *)account forViewController:(UIViewController *)controller;
                @end
                """,
            "StripeController.m": """
                @implementation StripeController {
                    AFHTTPSessionManager *_sessionManager;
                }
                - (void)processPayment:(NSString *)payment forViewController:(UIViewController *)controller {
                    [_sessionManager POST:@"tokens" parameters:nil success:nil failure:nil];
                }
                - (void)processPaymentWithAccount:(NSString *)account forViewController:(UIViewController *)controller {
                    [_sessionManager POST:@"payment_methods" parameters:nil success:nil failure:nil];
                }
                @end
                """,
            "DonationViewController.m": """
                @interface DonationViewController : UIViewController
                @end
                @implementation DonationViewController {
                    StripeController *_stripeController;
                }
                - (void)pay:(NSString *)payment {
                    [_stripeController processPayment:payment forViewController:self];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "DonationViewController", in: report) == ["pay: POST /tokens StripeController.processPayment"])
    }
}
