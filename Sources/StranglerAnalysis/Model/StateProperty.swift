/// A stored property a screen keeps state in.
public struct StateProperty: Codable, Sendable, Hashable {
    public var name: String
    public var type: String
    /// The file that declares the property, relative to the analysed folder.
    public var file: String
    public var line: Int
}
