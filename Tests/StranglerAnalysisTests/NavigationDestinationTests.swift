import Testing
@testable import StranglerAnalysis

/// Where a navigation leads when the code does not name the type in the call itself.
@Suite struct NavigationDestinationTests {
    static func destinations(_ report: AnalysisReport, _ name: String) -> [String] {
        report.screens.first { $0.name == name }!.navigation.map { "\($0.action) \($0.destination ?? "?")" }
    }

    /// Home Assistant's SwiftUI settings build their destinations in the navigation's closure.
    @Test func aSwiftUINavigationLeadsToTheViewItsClosureBuilds() {
        let report = analyze("""
            import SwiftUI
            struct ComplicationsRootView: View {
                @State private var showAdd = false
                @StateObject var viewModel = ComplicationsViewModel()
                var body: some View {
                    List {
                        NavigationLink {
                            ComplicationListView()
                        } label: {
                            Text("Legacy")
                        }
                    }
                    .sheet(isPresented: $showAdd) {
                        NavigationView { ComplicationEditView(existing: nil) }
                    }
                    .fullScreenCover(item: $viewModel.editing) { config in
                        NavigationView {
                            List { HStack { ProgressBadge() } }
                        }
                    }
                    .onAppear { UserDefaults.standard.set(true, forKey: "seen") }
                }
            }
            """)
        #expect(Self.destinations(report, "ComplicationsRootView") == [
            "push ComplicationListView", "present ComplicationEditView", "present ?",
        ])
    }

    /// GitHawk builds its alerts with `UIAlertController.configured(…)`; screens are often made by a factory.
    @Test func aControllerTypesFactoryGivesTheDestination() {
        let (screen, _) = screen(viewControllerBody: """
            func fail() {
                let alert = UIAlertController.configured(title: "Error", preferredStyle: .alert)
                present(alert, animated: true)
            }
            func open() {
                let profile = ProfileViewController.instantiate()
                navigationController?.pushViewController(profile, animated: true)
                let title = Formatter.string(from: 3)
                print(title)
            }
            """)
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "?")" } == [
            "present UIAlertController", "push ProfileViewController",
        ])
    }

    /// Pocket Casts presents what `SharingHelper.shared.createActivityController(…)` returns; screens also build their
    /// next screen in a method of their own.
    @Test func aCodebaseMethodsReturnTypeGivesTheDestination() {
        let report = analyze([
            "SharingHelper.swift": """
                import UIKit
                final class SharingHelper {
                    static let shared = SharingHelper()
                    func createActivityController(text: String) -> UIActivityViewController {
                        UIActivityViewController(activityItems: [text], applicationActivities: nil)
                    }
                }
                """,
            "EpisodeViewController.swift": """
                import UIKit
                final class EpisodeViewController: UIViewController {
                    func share() {
                        let controller = SharingHelper.shared.createActivityController(text: "x")
                        present(controller, animated: true)
                    }
                    func openDetails() {
                        let details = makeDetails()
                        navigationController?.pushViewController(details, animated: true)
                    }
                    func makeDetails() -> DetailsViewController { DetailsViewController() }
                }
                """,
        ])
        #expect(Self.destinations(report, "EpisodeViewController") == ["present UIActivityViewController", "push DetailsViewController"])
    }
}
