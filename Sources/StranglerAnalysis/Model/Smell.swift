/// A code smell found in a screen, by the id of the check that found it.
public struct Smell: Codable, Sendable, Hashable {
    public var id: String
    public var message: String
    /// `nil` (written as `null`) for a smell of the whole screen.
    @NullWhenNil public var member: String?
    /// The file of the member, or of the screen's declaration for a smell of the whole screen.
    public var file: String
    public var line: Int
}
