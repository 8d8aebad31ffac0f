/// The closed vocabulary of what a piece of screen code does.
public enum Responsibility: String, Codable, Sendable, CaseIterable, Comparable {
    case ui, networking, persistence, navigation, formatting, businessLogic, analytics, concurrency, notifications
    /// Asking the system for what prompts the user or reads private data (contacts, photos, location, permissions).
    case systemServices

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
        case .systemServices: 9
        }
    }

    /// The VIP+W component code with this responsibility moves to, or `nil` when it follows what it wraps.
    public var role: Role? {
        switch self {
        case .ui: .viewController
        case .networking, .persistence, .analytics, .systemServices: .worker
        case .navigation: .router
        case .formatting: .presenter
        case .businessLogic, .notifications: .interactor
        case .concurrency: nil
        }
    }
}
