import StranglerSources

/// SwiftUI's navigation state as the codebase keeps it: a stack's path of destinations, a sheet's optional item, and
/// the case a navigation value names.
extension NavigationDetector {
    /// A SwiftUI navigation stack's path: a `NavigationPath`, or a path or stack of the codebase's destinations or routes
    /// (`var path: [RouterDestination]`, `var stack: [Route]`).
    static func isNavigationPath(_ written: String, named name: String) -> Bool {
        let type = TypeNames.base(written)
        if type == "NavigationPath" { return true }
        guard let element = TypeNames.elementType(of: type) else { return false }
        return namesADestination(TypeNames.base(element)) && stackWords.occur(in: name)
    }

    /// What a sheet presents while it is set: an optional destination, route or sheet kept as a sheet's or a cover's
    /// (`var presentedSheet: SheetDestination?`, `var activeSheet: HomeSheet?`). A test double that records the
    /// destination it was asked for (`var openSettingsDestination: OpenSettingsDestination?`) presents nothing.
    static func isPresentationState(_ written: String, named name: String) -> Bool {
        let type = TypeNames.base(written)
        guard written.hasSuffix("?"), TypeNames.elementType(of: type) == nil, namesADestination(type) else { return false }
        return sheetWords.occur(in: name) || sheetWords.occur(in: type)
    }

    private static func namesADestination(_ type: String) -> Bool {
        type.hasSuffix("Destination") || type.hasSuffix("Route") || type.hasSuffix("Sheet")
    }

    private static let stackWords = NameWords(["path", "stack", "routes"], ignoringCase: true)

    private static let sheetWords = NameWords(["sheet", "cover", "presented", "modal"], ignoringCase: true)

    /// The case a navigation value names, written with its type or without: `.playlist(id)`, `NavigationDestination.channel(…)`.
    static func valueCase(_ text: String) -> String? {
        if let name = sceneCase(text) { return name }
        guard text.first?.isUppercase == true, let dot = text.firstIndex(of: "."), SwiftNames.isName(text[..<dot]) else { return nil }
        let name = sceneCase(String(text[dot...]))
        return name?.first?.isLowercase == true ? name : nil
    }

    /// The case a navigation names (`.profile(viewModel)`, `.accountDetail(id: id)`): `profile`, `accountDetail`.
    static func sceneCase(_ text: String) -> String? {
        guard text.hasPrefix(".") else { return nil }
        let name = String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : name
    }
}
