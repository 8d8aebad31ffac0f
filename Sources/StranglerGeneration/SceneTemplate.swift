/// One Stencil template and where its output goes.
///
/// The path says both: `uikit/ViewController.swift.stencil` renders `ProductViewController.swift`, and
/// `common/Tests/InteractorTests.swift.stencil` renders `Tests/ProductInteractorTests.swift`. The first folder
/// is the variant (`common`, `uikit`, `swiftui`); the file name, without `.stencil`, is prefixed with the
/// scene's name.
public struct SceneTemplate: Sendable, Equatable {
    /// Relative to the templates folder, with `/` separators: `common/Tests/InteractorTests.swift.stencil`.
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }

    /// `common`, `uikit` or `swiftui`.
    var variant: String { path.split(separator: "/").first.map(String.init) ?? "" }

    /// Where the rendered file goes, relative to the scene's folder: `Tests/ProductInteractorTests.swift`.
    func outputPath(scene: String) -> String {
        var components = path.split(separator: "/").dropFirst().map(String.init)
        guard var file = components.popLast() else { return scene }
        if file.hasSuffix(".stencil") { file.removeLast(".stencil".count) }
        return (components + [scene + file]).joined(separator: "/")
    }
}
