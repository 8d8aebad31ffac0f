@_spi(RawSyntax) import SwiftSyntax

/// Token kinds read from the raw token, without building a `TokenKind`.
///
/// `TokenSyntax.tokenKind` makes a `String` of the token's text and, for punctuation, checks it against
/// the kind's spelling; the lowering walk asks for the kind of every token of every member body, so it
/// reads the raw kind and text instead (swift-syntax's `RawSyntax` SPI, which SwiftLint and swift-format use too).
extension RawSyntaxTokenView {
    /// Whether the token is the keyword spelled `text` (`if`, `self`).
    func isKeyword(_ text: SyntaxText) -> Bool {
        rawKind == .keyword && rawText == text
    }

    /// The token's text, as `TokenSyntax.text` gives it.
    var text: String { String(syntaxText: rawText) }

    /// The keywords and operators lizard counts as a condition in Swift: `if`, `guard`, `for`, `while`,
    /// `catch`, `case`, the ternary's `?`, `&&` and `||`.
    var isLizardCondition: Bool {
        switch rawKind {
        case .keyword:
            switch rawText {
            case "if", "guard", "for", "while", "catch", "case": return true
            default: return false
            }
        case .infixQuestionMark:
            return true
        case .binaryOperator:
            return rawText == "&&" || rawText == "||"
        default:
            return false
        }
    }
}

extension RawTokenSyntax {
    /// Whether the token is the keyword spelled `text` (`if`, `self`).
    func isKeyword(_ text: SyntaxText) -> Bool { tokenView.isKeyword(text) }

    /// The token's text, as `TokenSyntax.text` gives it.
    var text: String { String(syntaxText: tokenText) }
}
