/// A screen leaving for another (or back): the action, where it goes, and the condition it is taken under.
public struct NavigationAction: Codable, Sendable, Hashable {
    /// `push`, `pop`, `popToRoot`, `present`, `dismiss`, `segue`, `show`, `setRoot`, `selectTab`, `openURL`.
    public var action: String
    @NullWhenNil public var destination: String?
    @NullWhenNil public var condition: String?
    public var member: String
    /// The file of the member, relative to the analysed folder: a screen's extensions may sit in other files.
    public var file: String
    public var line: Int
}

extension NavigationAction {
    /// Whether the text starts with a URL's scheme (`https:`, `mailto:`, `itms-apps:`): a letter, then letters, digits,
    /// `+`, `-` or `.`, and a colon. An `openURL` destination without one is no URL to open.
    public static func startsWithScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}
