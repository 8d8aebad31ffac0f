/// What a migration starts from, for one screen.
public struct ScreenAnalysis: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A Swift `UIViewController` subclass (or a third party's `…ViewController`).
        case uikit
        case swiftui
        /// An Objective-C view controller, UIKit or AppKit.
        case objc
        /// A Swift `NSViewController` subclass (a Mac screen).
        case appkit
    }

    public var name: String
    public var kind: Kind
    public var file: String
    public var line: Int
    /// Always written, `null` when the screen has none.
    @NullWhenNil public var superclass: String?
    /// Every file that declares or extends the screen.
    public var files: [String]
    public var metrics: Metrics
    public var responsibilities: [ResponsibilityEvidence]
    public var apiCalls: [APICall]
    public var navigation: [NavigationAction]
    public var state: [StateProperty]
    public var sideEffects: [SideEffect]
    public var smells: [Smell]
    public var members: [MemberAnalysis]

    public func responsibility(_ kind: Responsibility) -> ResponsibilityEvidence? {
        responsibilities.first { $0.kind == kind }
    }
}

/// The size and complexity of a screen, over every file that declares or extends it.
public struct Metrics: Codable, Sendable, Equatable {
    public var lines: Int
    public var members: Int
    public var storedProperties: Int
    public var maxComplexity: Int
    public var totalComplexity: Int
    public var maxNesting: Int
}
