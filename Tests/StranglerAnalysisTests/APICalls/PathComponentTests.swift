import Testing
@testable import StranglerAnalysis

/// A URL built by adding path components (`base.appendingPathComponent("user-info").appendingPathComponent(token)`,
/// `appending(path:)`) reads as the same URL written with `/` between them, none of its components lost.
@Suite struct PathComponentTests {
    static let client = """
        import UIKit
        final class PushClient {
            let base = URL(string: "https://notify.example.com")!
            var token = ""
            func sendToken(pubkey: String) async throws {
                let url = base.appendingPathComponent("user-info").appendingPathComponent(pubkey).appendingPathComponent(token)
                var request = URLRequest(url: url)
                request.httpMethod = "PUT"
                _ = try await URLSession.shared.data(for: request)
            }
            func preferences() async throws {
                _ = try await URLSession.shared.data(from: base.appending(path: "/user-info/preferences"))
            }
            func download(path: String) async throws {
                let url = base.appendingPathComponent(path)
                _ = try await URLSession.shared.data(from: url)
            }
        }
        final class SettingsViewController: UIViewController {
            let client = PushClient()
            func enable() async throws { try await client.sendToken(pubkey: "abc") }
            func load() async throws { try await client.preferences() }
            func fetch() async throws { try await client.download(path: "/avatars/me") }
        }
        """

    @Test func componentsAreJoinedWithTheirValuesWhereTheyStand() {
        let lines = apiCallLines(of: "SettingsViewController", in: analyze(Self.client))
        #expect(lines.contains("enable() PUT /user-info/{pubkey}/{token} PushClient.sendToken"))
        #expect(lines.contains("load() GET /user-info/preferences PushClient.preferences"))
    }

    /// With no literal among the components, a parameter named for a location is still the caller's path.
    @Test func aComponentWithoutALiteralIsTheCallersPath() {
        let lines = apiCallLines(of: "SettingsViewController", in: analyze(Self.client))
        #expect(lines.contains("fetch() GET /avatars/me PushClient.download"))
    }

    /// A client made for a server (`PanoramaxServer(serverURL:)`) that writes each path after it
    /// (`serverURL.appendingPathComponent("api/upload_sets/\\(uploadSetID)/complete")`): through its own calls, the path it
    /// writes is the request's, not the caller's argument's.
    @Test func aPathWrittenAfterTheMakersURLIsTheRequests() {
        let report = analyze([
            "PanoramaxServer.swift": """
                import Foundation
                final class PanoramaxServer {
                    let serverURL: URL
                    init(serverURL: URL) { self.serverURL = serverURL }
                    func uploadAndEnqueue(name: String) async throws {
                        let uploadSetID = name
                        try await completeUploadSet(uploadSetID)
                    }
                    private func completeUploadSet(_ uploadSetID: String) async throws {
                        let url = serverURL.appendingPathComponent("api/upload_sets/\\(uploadSetID)/complete")
                        var request = URLRequest(url: url)
                        request.httpMethod = "POST"
                        _ = try await URLSession.shared.data(for: request)
                    }
                }
                """,
            "PanoramaxViewController.swift": """
                import UIKit
                final class PanoramaxViewController: UIViewController {
                    let server = PanoramaxServer(serverURL: URL(string: "https://panoramax.example")!)
                    func upload() async throws { try await server.uploadAndEnqueue(name: "photo") }
                }
                """,
        ])
        #expect(apiCallLines(of: "PanoramaxViewController", in: report) == [
            "upload() POST /api/upload_sets/{uploadSetID}/complete PanoramaxServer.uploadAndEnqueue"
        ])
    }
}
