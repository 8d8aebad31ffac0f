import StranglerSources

/// The result of `strangler analyze`: stable, sorted, and versioned, so golden files and CI diffs stay quiet.
public struct AnalysisReport: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public var version: Int
    public var files: FileSummary
    public var screens: [ScreenAnalysis]
    /// SwiftUI views that keep state but do no I/O of their own (networking, persistence, analytics, notifications):
    /// no screens, listed so a report on an app whose views hand their work to view models or a store says where its
    /// views went. Sorted by name and file.
    public var stateOnlyViews: [ViewReference]

    public init(files: FileSummary, screens: [ScreenAnalysis], stateOnlyViews: [ViewReference] = []) {
        self.version = Self.currentVersion
        self.files = files
        self.screens = screens
        self.stateOnlyViews = stateOnlyViews
    }
}

/// Where a type is declared.
public struct ViewReference: Codable, Sendable, Equatable {
    public var name: String
    public var file: String
    public var line: Int

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }
}

public struct FileSummary: Codable, Sendable, Equatable {
    public var analyzed: Int
    public var lines: Int
    public var skipped: [SkippedFile]
    /// Files found in a language Strangler cannot analyse yet, by language id (`objc`).
    public var notAnalyzed: [String: Int]

    public init(analyzed: Int, lines: Int, skipped: [SkippedFile], notAnalyzed: [String: Int]) {
        self.analyzed = analyzed
        self.lines = lines
        self.skipped = skipped
        self.notAnalyzed = notAnalyzed
    }
}

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
    public var superclass: String?
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

    // `superclass` is always written, `null` when the screen has none.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(superclass, forKey: .superclass)
        try container.encode(files, forKey: .files)
        try container.encode(metrics, forKey: .metrics)
        try container.encode(responsibilities, forKey: .responsibilities)
        try container.encode(apiCalls, forKey: .apiCalls)
        try container.encode(navigation, forKey: .navigation)
        try container.encode(state, forKey: .state)
        try container.encode(sideEffects, forKey: .sideEffects)
        try container.encode(smells, forKey: .smells)
        try container.encode(members, forKey: .members)
    }
}

public struct Metrics: Codable, Sendable, Equatable {
    public var lines: Int
    public var members: Int
    public var storedProperties: Int
    public var maxComplexity: Int
    public var totalComplexity: Int
    public var maxNesting: Int
}

/// The closed vocabulary of what a piece of screen code does.
public enum Responsibility: String, Codable, Sendable, CaseIterable, Comparable {
    case ui, networking, persistence, navigation, formatting, businessLogic, analytics, concurrency, notifications

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.position < rhs.position }

    /// Hashes the case's position. Without this, `RawRepresentable`'s default hashes the raw string: sets and
    /// dictionaries of these are built for every member of every screen.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
    }

    /// The case's place in `allCases`, without building that array.
    var position: Int {
        switch self {
        case .ui: 0
        case .networking: 1
        case .persistence: 2
        case .navigation: 3
        case .formatting: 4
        case .businessLogic: 5
        case .analytics: 6
        case .concurrency: 7
        case .notifications: 8
        }
    }

    /// The VIP+W component code with this responsibility moves to, or `nil` when it follows what it wraps.
    public var role: Role? {
        switch self {
        case .ui: .viewController
        case .networking, .persistence, .analytics: .worker
        case .navigation: .router
        case .formatting: .presenter
        case .businessLogic, .notifications: .interactor
        case .concurrency: nil
        }
    }
}

/// The VIP+W components a member can belong in.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    case viewController, interactor, presenter, worker, router, models

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.position < rhs.position }

    /// Hashes the case's position. Without this, `RawRepresentable`'s default hashes the raw string: sets and
    /// dictionaries of these are built for every member of every screen.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(position)
    }

    /// The case's place in `allCases`, without building that array.
    var position: Int {
        switch self {
        case .viewController: 0
        case .interactor: 1
        case .presenter: 2
        case .worker: 3
        case .router: 4
        case .models: 5
        }
    }
}

public struct Evidence: Codable, Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var member: String
    public var symbol: String

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.member, lhs.symbol) < (rhs.file, rhs.line, rhs.member, rhs.symbol)
    }
}

public struct ResponsibilityEvidence: Codable, Sendable, Equatable {
    public var kind: Responsibility
    public var evidence: [Evidence]
}

public struct APICall: Codable, Sendable, Hashable {
    /// `GET`, `POST`, …; `nil` when nothing in the code shows it.
    public var method: String?
    /// `/products/{productId}`; `nil` when no literal shows it.
    public var path: String?
    public var member: String
    /// The file of the member, relative to the analysed folder: a screen's extensions may sit in other files.
    /// Set where the screen gathers its calls.
    public var file = ""
    public var line: Int
    /// The call that makes the request (`URLSession.shared.dataTask`, `APIClient.fetchProduct`).
    public var via: String

    init(method: String?, path: String?, member: String, line: Int, via: String) {
        self.method = method
        self.path = path
        self.member = member
        self.line = line
        self.via = via
    }

    /// A GraphQL operation (`QUERY`, `MUTATION`, `SUBSCRIPTION`), named in `via`, which has no endpoint of its own.
    public var isGraphQL: Bool { method == "QUERY" || method == "MUTATION" || method == "SUBSCRIPTION" }

    /// The endpoint as a report shows it.
    public var shownPath: String { path ?? (isGraphQL ? "(GraphQL)" : "(endpoint unknown)") }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(method, forKey: .method)
        try container.encode(path, forKey: .path)
        try container.encode(member, forKey: .member)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(via, forKey: .via)
    }
}

public struct NavigationAction: Codable, Sendable, Hashable {
    /// `push`, `pop`, `present`, `dismiss`, `segue`, `show`, `setRoot`, `selectTab`.
    public var action: String
    public var destination: String?
    public var condition: String?
    public var member: String
    /// The file of the member, relative to the analysed folder: a screen's extensions may sit in other files.
    public var file: String
    public var line: Int

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(action, forKey: .action)
        try container.encode(destination, forKey: .destination)
        try container.encode(condition, forKey: .condition)
        try container.encode(member, forKey: .member)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
    }
}

extension NavigationAction {
    /// Whether the text starts with a URL's scheme (`https:`, `mailto:`, `itms-apps:`): a letter, then letters, digits,
    /// `+`, `-` or `.`, and a colon. An `openURL` destination without one is no URL to open.
    public static func startsWithScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), let first = text.first, first.isASCII, first.isLetter else { return false }
        return text[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }
}

public struct StateProperty: Codable, Sendable, Hashable {
    public var name: String
    public var type: String
    /// The file that declares the property, relative to the analysed folder.
    public var file: String
    public var line: Int
}

public struct SideEffect: Codable, Sendable, Hashable {
    /// `analytics`, `persistenceWrite`, `notificationPosted`, `notificationObserved`.
    public var kind: String
    public var symbol: String
    public var member: String
    /// The file of the member, relative to the analysed folder.
    public var file: String
    public var line: Int
}

public struct Smell: Codable, Sendable, Hashable {
    public var id: String
    public var message: String
    public var member: String?
    /// The file of the member, or of the screen's declaration for a smell of the whole screen.
    public var file: String
    public var line: Int

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(message, forKey: .message)
        try container.encode(member, forKey: .member)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
    }
}

/// One member and the VIP+W component(s) it belongs in.
public struct MemberAnalysis: Codable, Sendable, Equatable {
    public var name: String
    public var kind: String
    public var file: String
    public var line: Int
    public var complexity: Int
    public var roles: [Role]
    public var reasons: [String]
    public var responsibilities: [Responsibility]
    /// For a member that mixes components: the statements that belong to each.
    public var split: [RoleStatements]
}

public struct RoleStatements: Codable, Sendable, Equatable {
    public var role: Role
    public var statements: [StatementRef]
}

public struct StatementRef: Codable, Sendable, Hashable {
    public var line: Int
    public var text: String
}

/// What tells a screen apart from the others in a plan or a status table: its name, or, where another screen has the
/// same name, its name and file. An app's iOS and Mac targets, its extensions (a `ComposeViewController` in a share
/// extension) and a tree mid-way through moving a screen to Swift (`SettingsTVC.m` beside `SettingsTVC.swift`) may
/// name two screens alike.
public struct ScreenLabels: Sendable {
    /// The names more than one screen has.
    public let namesUsedTwice: Set<String>

    public init(_ screens: [ScreenAnalysis]) {
        var seen: Set<String> = []
        var twice: Set<String> = []
        for screen in screens where !seen.insert(screen.name).inserted { twice.insert(screen.name) }
        namesUsedTwice = twice
    }

    /// `SettingsTVC`, or `SettingsTVC (App/SettingsTVC.h)` when another screen is named so too.
    public func label(name: String, file: String) -> String {
        namesUsedTwice.contains(name) ? "\(name) (\(file))" : name
    }

    public func label(of screen: ScreenAnalysis) -> String { label(name: screen.name, file: screen.file) }

    /// The label where the name alone does not tell the screen apart, else `nil` (what a plan's or a status's JSON keeps).
    public func fileLabel(of screen: ScreenAnalysis) -> String? {
        namesUsedTwice.contains(screen.name) ? label(of: screen) : nil
    }
}
