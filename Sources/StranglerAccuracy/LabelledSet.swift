import Foundation
import Yams

/// A folder of code with a `labels/` folder beside it holding one `<Screen>.yml` per labelled screen.
public struct LabelledSet: Sendable {
    public var root: String
    public var screens: [LabelledScreen]

    public enum LoadError: Error, CustomStringConvertible {
        case noLabels(String)
        case unreadable(file: String, reason: String)

        public var description: String {
            switch self {
            case .noLabels(let folder): "no labels found: \(folder) holds no .yml file"
            case .unreadable(let file, let reason): "\(file): \(reason)"
            }
        }
    }

    /// Reads every `.yml` of `labels`, sorted by file name. A file that does not decode stops the load: a set with a
    /// broken label would score wrong.
    public static func load(root: String, labels: String) throws -> LabelledSet {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: labels)) ?? []).filter { $0.hasSuffix(".yml") }.sorted()
        guard !files.isEmpty else { throw LoadError.noLabels(labels) }
        let screens = try files.map { file in
            let path = (labels as NSString).appendingPathComponent(file)
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                return try YAMLDecoder().decode(LabelledScreen.self, from: text)
            } catch let error as DecodingError {
                throw LoadError.unreadable(file: path, reason: Self.describe(error))
            } catch {
                throw LoadError.unreadable(file: path, reason: "\(error)")
            }
        }
        return LabelledSet(root: root, screens: screens)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
