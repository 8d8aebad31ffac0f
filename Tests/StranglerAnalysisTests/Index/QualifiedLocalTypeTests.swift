import Testing
@testable import StranglerAnalysis

/// A parameter or local written with a qualified type (`service: RemoteConnectionType.Service`) has the codebase's nested
/// type, as a property of that type has: an enum whose `contains(…)` only compares cases is no unknown `Service`, a
/// client by its name, so picking a connection type makes no request. A nested loader that fetches is read through its
/// own code.
@Suite struct QualifiedLocalTypeTests {
    static let report = analyze([
        "Types.swift": """
            import Foundation
            enum RemoteConnectionType {
                case dropbox, webDAV
                static let allValues: [RemoteConnectionType] = [.dropbox, .webDAV]
            }
            extension RemoteConnectionType {
                enum Service: Hashable {
                    case dropbox, other
                    func contains(connectionType: RemoteConnectionType) -> Bool { self == .other }
                }
            }
            enum Feed {
                final class Loader {
                    func load(_ done: @escaping (Data?) -> Void) {
                        URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!) { data, _, _ in done(data) }.resume()
                    }
                }
            }
            """,
        "PickerViewController.swift": """
            import UIKit
            final class PickerViewController: UIViewController {
                var connections: [RemoteConnectionType] = []
                var feed: Data?
                func show(service: RemoteConnectionType.Service) {
                    connections = RemoteConnectionType.allValues.filter { service.contains(connectionType: $0) }
                }
                func reload(with loader: Feed.Loader) {
                    loader.load { self.feed = $0 }
                }
            }
            """,
    ])

    static func responsibilities(of member: String) -> Set<Responsibility> {
        let screen = report.screens.first { $0.name == "PickerViewController" }
        return Set(screen?.responsibilities.filter { $0.evidence.contains { $0.member == member } }.map(\.kind) ?? [])
    }

    @Test func aNestedEnumNamedLikeAClientThatDoesNoIOIsNoRequest() {
        #expect(!Self.responsibilities(of: "show(service:)").contains(.networking))
    }

    @Test func aNestedLoaderThatFetchesIsReadThroughItsCode() {
        #expect(Self.responsibilities(of: "reload(with:)").contains(.networking))
        #expect(apiCallLines(of: "PickerViewController", in: Self.report) == ["reload(with:) GET /feed Feed.Loader.load"])
    }
}
