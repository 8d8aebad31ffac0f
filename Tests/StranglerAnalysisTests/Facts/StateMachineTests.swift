import Testing
@testable import StranglerAnalysis

/// A screen that tells a GameplayKit state machine to enter a state does what the state's `didEnter(from:)` does: the
/// request a `Loading` state sends through the codebase's client is the screen's. A state that does nothing on entering
/// adds nothing.
@Suite struct StateMachineTests {
    @Test func enteringAStateDoesWhatTheStateDoes() {
        let report = analyze([
            "TimelineViewModel.swift": """
                import Foundation
                import GameplayKit
                final class TimelineClient {
                    func homeTimeline() { URLSession.shared.dataTask(with: URL(string: "https://example.com/api/v1/timelines/home")!).resume() }
                }
                final class TimelineViewModel {
                    let client = TimelineClient()
                    private(set) lazy var stateMachine = GKStateMachine(states: [State.Loading(viewModel: self), State.Idle(viewModel: self)])
                }
                extension TimelineViewModel {
                    class State: GKState {
                        weak var viewModel: TimelineViewModel?
                        init(viewModel: TimelineViewModel) { self.viewModel = viewModel }
                    }
                }
                extension TimelineViewModel.State {
                    class Loading: TimelineViewModel.State {
                        override func didEnter(from previousState: GKState?) {
                            super.didEnter(from: previousState)
                            guard let viewModel = viewModel else { return }
                            viewModel.client.homeTimeline()
                        }
                    }
                    class Idle: TimelineViewModel.State {}
                }
                """,
            "TimelineViewController.swift": """
                import UIKit
                final class TimelineViewController: UIViewController {
                    let viewModel = TimelineViewModel()
                    func reload() { viewModel.stateMachine.enter(TimelineViewModel.State.Loading.self) }
                    func settle() { viewModel.stateMachine.enter(TimelineViewModel.State.Idle.self) }
                }
                """,
        ])
        #expect(apiCallLines(of: "TimelineViewController", in: report) == [
            "reload() GET /api/v1/timelines/home TimelineViewModel.State.Loading.didEnter",
        ])
    }
}
