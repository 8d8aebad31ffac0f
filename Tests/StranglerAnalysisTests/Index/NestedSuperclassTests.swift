import Testing
@testable import StranglerAnalysis

/// A nested class's superclass is looked up as Swift looks it up, innermost scope first:
/// `class Loading: FollowerListViewModel.State`, declared in `extension FollowerListViewModel.State`, inherits the
/// `viewModel` of `FollowerListViewModel.State`, not of a top-level `State`, and what it does with it is its own.
@Suite struct NestedSuperclassTests {
    @Test func aNestedClassInheritsFromTheClassItsScopeNames() {
        let report = analyze([
            "FollowerListViewModel.swift": """
                import Foundation
                final class APIService {
                    func followers() { URLSession.shared.dataTask(with: URL(string: "https://example.com/followers")!).resume() }
                }
                final class FollowerListViewModel {
                    let apiService = APIService()
                }
                extension FollowerListViewModel {
                    class State {
                        weak var viewModel: FollowerListViewModel?
                    }
                }
                extension FollowerListViewModel.State {
                    class Loading: FollowerListViewModel.State {
                        func load() { viewModel?.apiService.followers() }
                    }
                }
                final class Greeter {
                    func followers() {}
                }
                class State {
                    var viewModel: Greeter?
                }
                """,
            "FollowerListViewController.swift": """
                import UIKit
                final class FollowerListViewController: UIViewController {
                    let loading = FollowerListViewModel.State.Loading()
                    func reload() { loading.load() }
                }
                """,
        ])
        #expect(apiCallLines(of: "FollowerListViewController", in: report) == ["reload() GET /followers FollowerListViewModel.State.Loading.load"])
    }
}
