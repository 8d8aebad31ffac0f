import Testing
@testable import StranglerAnalysis

/// A property typed with a `typealias` its screen declares (in an extension too) has the type the alias names:
/// `typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>` makes a diffable data source, a UI
/// element, and the members that ask it for an index path are the view controller's. An alias of a
/// tuple keeps its name in the state, and a top-level alias is not taken for a screen's own.
@Suite struct NestedTypeAliasTests {
    static let report = analyze([
        "Settings.swift": """
            import Foundation
            typealias Cache = [String: Int]
            final class Store { var items: [String] = [] }
            """,
        "GroupViewController.swift": """
            import UIKit
            final class GroupViewController: UIViewController {
                var collectionView: UICollectionView!
                var dataSource: DataSource!
                var state: State?
                var store: Storage = Store()
                var cache: Cache = [:]
                var services: Services?
                func firstIndexPath() -> IndexPath? {
                    guard let item = dataSource.snapshot().itemIdentifiers.first else { return nil }
                    return dataSource.indexPath(for: item)
                }
            }
            extension GroupViewController {
                typealias DataSource = UICollectionViewDiffableDataSource<Int, String>
                typealias State = (scrollY: Int, isEditing: Bool)
                typealias Storage = Store
                typealias Services = Store & Sendable
            }
            """,
    ])

    static var screen: ScreenAnalysis? { report.screens.first { $0.name == "GroupViewController" } }

    static func roles(of member: String) -> [Role] {
        screen?.members.first { $0.name == member }?.roles ?? []
    }

    @Test func aPropertyTypedWithTheScreensAliasOfAUIClassIsUI() {
        #expect(Self.roles(of: "dataSource") == [.viewController])
        #expect(Self.roles(of: "firstIndexPath()") == [.viewController])
        #expect(Self.screen?.state.contains { $0.name == "dataSource" } == false)
    }

    @Test func anAliasOfATupleOrACompositionKeepsItsNameAndANamedDataTypeIsState() {
        let state = Dictionary(uniqueKeysWithValues: (Self.screen?.state ?? []).map { ($0.name, $0.type) })
        #expect(state["state"] == "State?")
        #expect(state["cache"] == "Cache")
        #expect(state["store"] == "Store")
        #expect(state["services"] == "Services?", "a composition is read where it is called")
    }
}
