import Testing
@testable import StranglerAnalysis

/// State shows the type a stored property's initial value evidently has, generic arguments included.
struct InferredStateTypeTests {
    @Test func anInitializerCallGivesItsTypeWithItsGenericArguments() {
        let (screen, _) = screen(viewControllerBody: """
            var cancellables = Set<AnyCancellable>()
            var cache = NSCache<NSString, UIImage>()
            var formatter = DateFormatter()
            var items = [String]()
            """)
        let types = screen.state.map { "\($0.name): \($0.type)" }
        #expect(types == ["cancellables: Set<AnyCancellable>", "cache: NSCache<NSString, UIImage>", "formatter: DateFormatter", "items: [String]"])
    }

    /// Focus for iOS's screens listed `lastScrollOffset = CGPoint.zero` and `toggles = [Int: [Int: BlockerToggle]]()`
    /// as of unknown type.
    @Test func aTypesOwnConstantAndADictionaryInitializerGiveTheirTypes() {
        let (screen, _) = screen(viewControllerBody: """
            private var lastScrollOffset = CGPoint.zero
            private var toggles = [Int: [Int: BlockerToggle]]()
            var lastSync = Date.distantPast
            var title = Constants.defaultTitle
            var tint = UIColor.red
            """)
        let types = screen.state.map { "\($0.name): \($0.type)" }
        // `Constants.defaultTitle` shows nothing of its type; `UIColor.red` makes `tint` UI, which is no state.
        #expect(types == [
            "lastScrollOffset: CGPoint", "toggles: [Int: [Int: BlockerToggle]]", "lastSync: Date", "title: unknown",
        ])
    }
}
