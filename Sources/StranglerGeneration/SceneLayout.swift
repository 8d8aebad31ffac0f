import Foundation

/// Where a scene's files go: `OUTPUT/Product/ProductInteractor.swift` for the scene, and its tests and spies
/// in `OUTPUT/Product/Tests/`, or in `TESTS/Product/` when the test target lives elsewhere.
public struct SceneLayout: Sendable, Equatable {
    public var output: String
    public var testsOutput: String?

    public init(output: String = ".", testsOutput: String? = nil) {
        self.output = output
        self.testsOutput = testsOutput
    }

    public func path(of file: GeneratedFile, scene: String) -> String {
        if file.isTest, let testsOutput {
            return Self.join(testsOutput, scene, String(file.path.dropFirst("Tests/".count)))
        }
        return Self.join(output, scene, file.path)
    }

    static func join(_ parts: String...) -> String {
        parts.dropFirst().reduce(parts[0]) { ($0 as NSString).appendingPathComponent($1) }
    }
}
