/// The tool's name and version, as reports (SARIF, JUnit) and the cache key name them.
public enum ToolInfo {
    public static let name = "strangler"
    public static let version = "0.1.0"
}
