import Testing
@testable import StranglerAnalysis

/// The Defaults library's `@Default(.key)` keeps its value in the user defaults, as `@AppStorage` does, typed by the key the
/// codebase declares (`extension Defaults.Keys { static let webViewPageZoom = Key<Double>(…) }`).
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
            // A key nested in a type of the extension (`.Customization.itemViewType`).
            "itemViewType: ItemViewType",
        ])
        #expect(screen.responsibility(.persistence)?.evidence.map(\.symbol) == [
            "@Default webViewPageZoom", "@Default downloadUsingCellular", "@Default recentSearchTexts", "@Default itemViewType",
        ])
        // Kept in the user defaults (the Worker's) and the screen's state (the Interactor's).
        #expect(screen.members.first { $0.name == "webViewPageZoom" }?.roles == [.interactor, .worker])
    }

    /// The library's store read and written through its subscript (`Defaults[.libraryLanguageCodes].insert(code)`,
    /// `Defaults[.recentSearchTexts] = texts`, `let texts = Defaults[.recentSearchTexts]`; SwiftyUserDefaults' `Defaults` is
    /// used alike). Its `Defaults.Keys` are no use of the store.
    @Test func theStoresSubscriptIsPersistence() throws {
        let report = analyze(Self.files.merging([
            "LanguageViewController.swift": """
                import UIKit
                import Defaults
                final class LanguageViewController: UIViewController {
                    func show(_ code: String) { Defaults[.libraryLanguageCodes].insert(code) }
                    func clear() { Defaults[.recentSearchTexts] = [] }
                    func recent() -> [String] {
                        let texts = Defaults[.recentSearchTexts]
                        return texts
                    }
                    func key() -> Any { Defaults.Keys.recentSearchTexts }
                }
                """,
        ]) { $1 })
        let screen = try #require(report.screens.first { $0.name == "LanguageViewController" })
        #expect(screen.responsibility(.persistence)?.evidence.map { "\($0.member) \($0.symbol)" } == [
            "show(_:) Defaults.insert", "clear() Defaults[…]", "recent() Defaults[…]",
        ])
        #expect(screen.sideEffects.map { "\($0.kind) \($0.member)" } == ["persistenceWrite show(_:)", "persistenceWrite clear()"])
    }

    /// A type of the codebase's own named `Defaults` (its layout constants, or a type's nested defaults, as a vendored
    /// copy of AEXML keeps `AEXMLDocument.Defaults.version`) is no store.
    @Test func theCodebasesOwnDefaultsIsNoStore() throws {
        let topLevel = analyze([
            "ProfileViewController.swift": """
                import UIKit
                enum Defaults {
                    static let padding = 8
                    static subscript(_ key: String) -> Int { 0 }
                }
                final class ProfileViewController: UIViewController {
                    func layout() -> Int { Defaults.padding + Defaults["margin"] }
                }
                """,
        ])
        let nested = analyze([
            "ExportViewController.swift": """
                import UIKit
                open class XMLElement {
                    public init(_ name: String) {}
                    func addChild(name: String) -> XMLElement { XMLElement(name) }
                }
                open class XMLDocument: XMLElement {
                    public struct Defaults {
                        public static let version = 1.0
                        public static let documentName = "XMLDocument"
                    }
                    let version: Double
                    public init(version: Double = Defaults.version) {
                        self.version = version
                        super.init(Defaults.documentName)
                    }
                }
                final class ExportViewController: UIViewController {
                    func export() {
                        let document = XMLDocument()
                        _ = document.addChild(name: "opml")
                    }
                }
                """,
        ])
        for (report, name) in [(topLevel, "ProfileViewController"), (nested, "ExportViewController")] {
            let screen = try #require(report.screens.first { $0.name == name })
            #expect(screen.responsibility(.persistence) == nil)
        }
    }
}
