/// Something a screen does besides drawing and requesting: analytics, a persistence write, a notification.
public struct SideEffect: Codable, Sendable, Hashable {
    /// `analytics`, `persistenceWrite`, `notificationPosted`, `notificationObserved`, `systemService`.
    public var kind: String
    public var symbol: String
    public var member: String
    /// The file of the member, relative to the analysed folder.
    public var file: String
    public var line: Int
}
