import Testing
@testable import StranglerAnalysis

/// A codebase's value type named like a view (a view model's nested `Cell`, a `FormCell` that describes a table row) is
/// data: reading it is no UI work. A SwiftUI view or toolbar, a type that holds or returns UIKit's colours, an enum whose case
/// carries a view, and a class stay UI. And the element of `enumerated()` is an element of the sequence.
@Suite struct DataTypeNamedLikeUITests {
    static let files = [
        "SettingsViewModel.swift": """
            import Foundation
            struct SettingsViewModel {
                struct Section {
                    struct Cell: Hashable {
                        let identifier: String
                        let title: String
                    }
                    let cells: [Cell]
                }
                let sections: [Section]
            }
            struct FormCell {
                let key: String
                let defaultValue: Bool
            }
            struct ProductImage {
                let url: URL
                func download(completion: @escaping (Data?) -> Void) {
                    URLSession.shared.dataTask(with: url) { data, _, _ in completion(data) }.resume()
                }
            }
            enum PromptButton: String {
                case confirm, cancel
            }
            """,
        "Theme.swift": """
            import UIKit
            struct ThemeColor {
                static func primaryText() -> UIColor { .black }
            }
            struct BadgeView: View {
                var body: some View { Text("1") }
            }
            struct ShareButton: ToolbarContent {
                var body: some ToolbarContent { ToolbarItem { ShareLink(item: "x") } }
            }
            enum AnchorView {
                case view(UIView)
                case none
            }
            final class RatingControl {
                var value = 0
            }
            """,
        "SettingsViewController.swift": """
            import UIKit
            final class SettingsViewController: UITableViewController {
                var viewModel: SettingsViewModel!
                @IBOutlet var stackView: UIStackView!

                func indexPath(of identifier: String) -> IndexPath? {
                    for (sectionIndex, section) in viewModel.sections.enumerated() {
                        for (cellIndex, cell) in section.cells.enumerated() where cell.identifier == identifier {
                            return IndexPath(row: cellIndex, section: sectionIndex)
                        }
                    }
                    return nil
                }

                func makeForm() -> [FormCell] {
                    [FormCell(key: "public", defaultValue: true)]
                }

                func loadImage(_ image: ProductImage) {
                    image.download { _ in }
                }

                func promptTitle() -> String {
                    PromptButton.confirm.rawValue
                }

                func hideButtons() {
                    for (index, arrangedView) in stackView.arrangedSubviews.enumerated() where index > 0 {
                        arrangedView.isHidden = true
                    }
                }

                func titleColor() -> UIColor {
                    ThemeColor.primaryText()
                }

                func makeBadge() -> BadgeView {
                    BadgeView()
                }

                func makeToolbar() -> ShareButton {
                    ShareButton()
                }

                func noAnchor() -> AnchorView {
                    AnchorView.none
                }

                func makeRating() -> RatingControl {
                    RatingControl()
                }
            }
            """,
    ]

    static func uiSymbols() throws -> [String: [String]] {
        let screen = try #require(analyze(files).screens.first { $0.name == "SettingsViewController" })
        return Dictionary(grouping: screen.responsibility(.ui)?.evidence ?? [], by: \.member).mapValues { $0.map(\.symbol) }
    }

    @Test func readingACodebaseValueTypeNamedLikeAViewIsNoUIWork() throws {
        let symbols = try Self.uiSymbols()
        #expect(symbols["indexPath(of:)"] == nil)
        #expect(symbols["makeForm()"] == nil)
        #expect(symbols["promptTitle()"] == nil)
    }

    @Test func aDataTypeNamedLikeAViewDoesWhatItsMembersDo() throws {
        let screen = try #require(analyze(Self.files).screens.first { $0.name == "SettingsViewController" })
        #expect(screen.responsibility(.networking)?.evidence.map(\.symbol) == ["ProductImage.download"])
    }

    @Test func viewsStylesColoursAndClassesStayUI() throws {
        let symbols = try Self.uiSymbols()
        #expect(symbols["titleColor()"] == ["ThemeColor.primaryText"])
        #expect(symbols["makeBadge()"] == ["BadgeView.init"])
        #expect(symbols["makeToolbar()"] == ["ShareButton.init"])
        #expect(symbols["makeRating()"] == ["RatingControl.init"])
        #expect(symbols["noAnchor()"] == ["AnchorView.none"])
    }

    @Test func theElementOfEnumeratedIsAnElementOfTheSequence() throws {
        let symbols = try Self.uiSymbols()
        #expect(symbols["hideButtons()"]?.contains("arrangedView.isHidden") == true)
    }
}
