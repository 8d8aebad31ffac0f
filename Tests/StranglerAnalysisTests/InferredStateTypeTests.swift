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
}
