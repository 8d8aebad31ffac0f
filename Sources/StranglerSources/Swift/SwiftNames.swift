/// Names as the front end and the analysis read them from written text (an attribute's argument, an extension's type, a
/// `.self`, a navigation's value).
public enum SwiftNames {
    /// `webViewPageZoom`, `Loading`: letters, digits and underscores, at least one.
    public static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// `FollowerListViewModel.State.Loading`: names joined by dots, none of them empty.
    public static func isDottedName(_ text: Substring) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy(isName)
    }
}
