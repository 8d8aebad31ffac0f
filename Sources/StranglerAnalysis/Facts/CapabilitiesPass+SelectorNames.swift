import StranglerSources

/// The names Swift imports Objective-C selectors under, so that a call written in Swift finds the method declared in
/// Objective-C.
extension CapabilitiesPass {
    /// The base name Swift imports an Objective-C selector under: its first piece cut before its last preposition that
    /// has words after it (`fetchArticleWithURL:` → `fetchArticle`, `numberOfRowsInSection:` → `numberOfRows`,
    /// `addObserverForName:object:queue:usingBlock:` → `addObserver`), or `nil` when Swift keeps the piece whole
    /// (`tableView:cellForRowAtIndexPath:`, `setTitle:`) or it is an initializer. `NS_SWIFT_NAME` is not read.
    static func swiftBaseName(ofSelector name: String) -> String? {
        // Bytes first: most names are Swift's (`viewDidLoad()`), and `contains("(")` searched through Foundation.
        guard !name.utf8.contains(UInt8(ascii: "(")), let colon = name.firstIndex(of: ":") else { return nil }
        let words = NameWords.split(String(name[..<colon]))
        guard words.count >= 3, words[0] != "init",
              let cut = words.indices.dropFirst().dropLast().last(where: { selectorPrepositions.contains(words[$0]) })
        else { return nil }
        return words[..<cut].joined()
    }

    private static let selectorPrepositions: Set<String> = [
        "With", "For", "From", "At", "In", "To", "By", "On", "Using", "Of", "As", "Into", "After", "Before",
    ]
}
