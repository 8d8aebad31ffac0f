import Foundation

/// The tool's name and version, as reports (SARIF, JUnit) and the cache keys name them.
public enum ToolInfo {
    public static let name = "strangler"
    public static let version = "0.1.0"

    /// What cached results depend on besides their inputs: the version, and the running executable's size and
    /// modification time. Teams build the tool from source, so between two runs a `git pull` and a rebuild can
    /// change every rule and pass while the version stays the same: the new build never reads the old one's results.
    public static let build: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? NSNumber, let modified = attributes[.modificationDate] as? Date
        else { return version }
        return version + "+" + size.stringValue + "." + String(Int64(modified.timeIntervalSince1970 * 1000))
    }()
}
