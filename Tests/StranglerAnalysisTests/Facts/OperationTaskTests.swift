import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// An `Operation` is made to be run: making one does what a queue runs it through, its `main()` and the members it
/// overrides. Here each account request is one: `ApiServerHandler.changeEmailRequest` makes a
/// `ChangeEmailTask` and adds it to its queue; the task overrides `apiTokenAcquired(token:)`, which `ApiBaseTask.main()`
/// calls, and posts through `postToServer(url:token:data:)`, which `ApiBaseTask` declares and which has
/// `createRequest(url:method:token:)` set the method it is handed.
@Suite struct OperationTaskTests {
    static let tasks = """
        import Foundation

        enum ServerConstants {
            static func api() -> String { "https://api.example.com/" }
        }

        public protocol RequestHandler {
            func send(request: URLRequest, completion: @escaping (Data?, URLResponse?, Error?) -> Void)
        }

        extension URLSession: RequestHandler {
            public func send(request: URLRequest, completion: @escaping (Data?, URLResponse?, Error?) -> Void) {
                let task = dataTask(with: request, completionHandler: completion)
                task.resume()
            }
        }

        final class URLConnection {
            private let handler: RequestHandler
            init(handler: RequestHandler) { self.handler = handler }
            func sendSynchronousRequest(with request: URLRequest) -> Data? {
                var result: Data?
                handler.send(request: request) { data, _, _ in result = data }
                return result
            }
        }

        final class TokenHelper {
            func acquireToken(from url: URL? = nil) -> String? {
                URLSession.shared.dataTask(with: url ?? URL(string: "https://api.example.com/user/token")!).resume()
                return nil
            }
        }

        class ApiBaseTask: Operation {
            private let urlConnection: URLConnection
            private let tokenHelper = TokenHelper()

            init(urlConnection: URLConnection = URLConnection(handler: URLSession.shared)) {
                self.urlConnection = urlConnection
                super.init()
            }

            override func main() {
                apiTokenAcquired(token: "token")
            }

            func apiTokenAcquired(token: String) {}

            func postToServer(url: String, token: String, data: Data) -> Data? {
                _ = tokenHelper.acquireToken()
                let requestUrl = URL(string: url)!
                let method = "POST"
                var request = createRequest(url: requestUrl, method: method)
                request.httpBody = data
                return urlConnection.sendSynchronousRequest(with: request)
            }

            func createRequest(url: URL, method: String) -> URLRequest {
                var request = URLRequest(url: url)
                request.httpMethod = method
                return request
            }
        }

        class ChangeEmailTask: ApiBaseTask {
            var completion: ((Bool) -> Void)?
            private let newEmail: String

            init(newEmail: String) {
                self.newEmail = newEmail
                super.init()
            }

            override func apiTokenAcquired(token: String) {
                let url = ServerConstants.api() + "user/change_email"
                completion?(postToServer(url: url, token: token, data: Data(newEmail.utf8)) != nil)
            }
        }

        class DeleteAccountTask: ApiBaseTask {
            override func apiTokenAcquired(token: String) {
                _ = postToServer(url: ServerConstants.api() + "user/delete_account", token: token, data: Data())
            }
        }

        class SyncTask: ApiBaseTask {
            override func main() {
                _ = postToServer(url: ServerConstants.api() + "sync/update", token: "", data: Data())
            }
        }

        final class ApiServerHandler {
            static let shared = ApiServerHandler()
            private let apiQueue = OperationQueue()

            func ping() {
                URLSession.shared.dataTask(with: URL(string: "https://api.example.com/ping")!).resume()
            }

            func changeEmailRequest(newEmail: String, completion: @escaping (Bool) -> Void) {
                let operation = ChangeEmailTask(newEmail: newEmail)
                operation.completion = completion
                apiQueue.addOperation(operation)
            }
        }
        """

    @Test func makingAnOperationSendsWhatItsOverridesSend() {
        let report = analyze([
            "Tasks.swift": Self.tasks,
            "ChangeEmailViewController.swift": """
                import UIKit
                final class ChangeEmailViewController: UIViewController {
                    var email = ""
                    func save() {
                        ApiServerHandler.shared.changeEmailRequest(newEmail: email) { _ in }
                    }
                }
                """,
            "SettingsViewController.swift": """
                import UIKit
                final class SettingsViewController: UIViewController {
                    let queue = OperationQueue()
                    func deleteAccount() { queue.addOperation(DeleteAccountTask()) }
                    func sync() { queue.addOperation(SyncTask()) }
                }
                """,
        ])
        // Each task its own endpoint, posted: not its siblings', not the token helper's request with the task's path.
        #expect(apiCallLines(of: "ChangeEmailViewController", in: report) == [
            "save() POST /user/change_email ApiServerHandler.changeEmailRequest"
        ])
        #expect(apiCallLines(of: "SettingsViewController", in: report) == [
            "deleteAccount() POST /user/delete_account DeleteAccountTask.init",
            "sync() POST /sync/update SyncTask.init",
        ])
    }

    @Test func aBaseOperationOrOneThatOverridesNothingSendsNothingAsItIsMade() {
        let report = analyze([
            "Tasks.swift": Self.tasks + """

                class IdleTask: ApiBaseTask {
                    func unused() {}
                }

                class AsyncOperation: Operation {
                    func finish() {}
                }

                class UploadOperation: AsyncOperation {
                    // What the owner calls to stop it, not what a queue runs.
                    override func finish() {
                        URLSession.shared.dataTask(with: URL(string: "https://api.example.com/uploads/cancel")!).resume()
                    }
                }

                final class Worker {
                    func work() -> Int { 1 }
                }
                """,
            "QueueViewController.swift": """
                import UIKit
                final class QueueViewController: UIViewController {
                    let queue = OperationQueue()
                    func idle() { queue.addOperation(IdleTask()) }
                    func base() { queue.addOperation(ApiBaseTask()) }
                    func upload() { queue.addOperation(UploadOperation()) }
                    func work() { _ = Worker().work() }
                }
                """,
        ])
        // `ApiBaseTask.main()` calls whichever `apiTokenAcquired(token:)` the subclass made overrides: none of them is the
        // work of the base, or of a subclass that overrides nothing; an operation's `finish()` is its owner's to call.
        #expect(apiCallLines(of: "QueueViewController", in: report) == [])
    }
}
