import Testing
@testable import StranglerAnalysis

/// What a screen keeps that is not its state: SwiftUI's state of the view itself (a matched-geometry namespace, the focus,
/// the size class and colour scheme the environment gives) and loggers (`Logger`, `OSLog`). A constant stays in the list:
/// the scene's Interactor may need it.
@Suite struct ViewOwnStateTests {
    static let report = analyze([
        "ChannelView.swift": """
            import SwiftUI
            import os
            final class ChannelStore: ObservableObject {
                @Published var videos: [String] = []
                func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com/videos")!).resume() }
            }
            struct ChannelView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                @Environment(\\.colorScheme) var colorScheme
                @Environment(\\.managedObjectContext) private var viewContext
                @Namespace private var sheetTransition
                @FocusState private var isSearchFocused: Bool
                @GestureState private var dragOffset: CGFloat = 0
                @StateObject var store = ChannelStore()
                @State private var query = ""
                private let avatarSize: CGFloat = 80
                private let log = Logger(subsystem: "app", category: "channel")
                var body: some View {
                    List(store.videos, id: \\.self) { Text($0) }
                        .task { store.load() }
                        .onSubmit { log.info("search \\(query)") }
                        .frame(width: sizeClass == .compact ? avatarSize : 120)
                }
            }
            """,
        "RootViewController.swift": """
            import UIKit
            import os
            final class RootViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                private let applicationManagerKeyResumeTimer = "RootViewController-ResumeTimer"
                private var log = OSLog(subsystem: "app", category: "root")
                private var readings: [Double] = []
                private let rowHeight: CGFloat = 44
                override func viewDidLoad() {
                    super.viewDidLoad()
                    os_log("loaded", log: log, type: .info)
                    label.text = applicationManagerKeyResumeTimer
                    readings.append(Double(rowHeight))
                }
            }
            """,
    ])

    static func screen(_ name: String) -> ScreenAnalysis { report.screens.first { $0.name == name }! }

    static func member(_ name: String, of screen: String) -> MemberAnalysis? {
        Self.screen(screen).members.first { $0.name == name }
    }

    @Test func swiftUIsStateOfTheViewIsTheViewsNotTheInteractors() {
        for name in ["sizeClass", "colorScheme", "sheetTransition", "isSearchFocused", "dragOffset"] {
            #expect(Self.member(name, of: "ChannelView")?.roles == [.viewController], "\(name)")
        }
        #expect(Self.member("sheetTransition", of: "ChannelView")?.reasons == ["ui: the view's own @Namespace, SwiftUI's state of the view"])
        let state = Self.screen("ChannelView").state.map(\.name)
        // The context and the store are collaborators (the Worker's), the size a constant: none is state.
        #expect(state == ["query"])
    }

    @Test func loggersAreNoState() {
        // Constants are no state either.
        #expect(Self.screen("RootViewController").state.map(\.name) == ["readings"])
        #expect(!Self.screen("ChannelView").state.map(\.name).contains("log"))
        #expect(Self.member("log", of: "RootViewController")?.roles == [.viewController])
        #expect(Self.member("log", of: "RootViewController")?.reasons == ["logger: no state; each component logs through its own"])
        #expect(Self.member("readings", of: "RootViewController")?.roles == [.interactor])
    }
}
