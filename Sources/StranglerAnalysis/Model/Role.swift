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
