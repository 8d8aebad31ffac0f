import Testing
@testable import StranglerAnalysis

/// The Defaults library's `@Default(.key)` keeps its value in the user defaults, as `@AppStorage` does, typed by the key the
/// codebase declares (Kiwix's settings: `extension Defaults.Keys { static let webViewPageZoom = Key<Double>(…) }`).
@Suite struct DefaultsLibraryTests {
    static let files = [
        "DefaultKeys.swift": """
            import Defaults
            extension Defaults.Keys {
                static let webViewPageZoom = Key<Double>("webViewPageZoom", default: 1)
                static let downloadUsingCellular = Key<Bool>("downloadUsingCellular", default: false)
                static let recentSearchTexts = Defaults.Key<[String]>("recentSearchTexts", default: [])
                enum Customization {
                    static var itemViewType: Key<ItemViewType> { Key("itemViewType", default: .compact) }
                }
            }
            enum ItemViewType: String { case compact, cinematic }
            """,
        "ReadingSettings.swift": """
            import SwiftUI
            import Defaults
            struct ReadingSettings: View {
                @Default(.webViewPageZoom) private var webViewPageZoom
                @Default(.downloadUsingCellular) private var downloadUsingCellular
                @Default(.recentSearchTexts) private var recentSearchTexts
                @Default(.Customization.itemViewType) private var itemViewType
                var body: some View {
                    Toggle("Cellular", isOn: $downloadUsingCellular)
                }
            }
            """,
    ]

    @Test func aDefaultIsStateKeptInTheUserDefaultsTypedByItsKey() throws {
        let screen = try #require(analyze(Self.files).screens.first { $0.name == "ReadingSettings" })
        #expect(screen.state.map { "\($0.name): \($0.type)" } == [
            "webViewPageZoom: Double", "downloadUsingCellular: Bool", "recentSearchTexts: [String]",
            // A key nested in a type of the extension (Swiftfin's `.Customization.itemViewType`).
            "itemViewType: ItemViewType",
        ])
        #expect(screen.responsibility(.persistence)?.evidence.map(\.symbol) == [
            "@Default webViewPageZoom", "@Default downloadUsingCellular", "@Default recentSearchTexts", "@Default itemViewType",
        ])
        #expect(screen.members.first { $0.name == "webViewPageZoom" }?.roles == [.worker])
    }
}
