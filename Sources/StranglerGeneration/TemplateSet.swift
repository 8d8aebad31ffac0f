import Foundation
import StranglerSources

/// The templates a scene is rendered from: the built-in ones shipped with Strangler, or a team's own folder
/// laid out the same way (`strangler templates export DIR` writes the built-in ones there to start from).
///
/// ```
/// common/Interactor.swift.stencil        every variant
/// common/Tests/InteractorTests.swift.stencil
/// uikit/ViewController.swift.stencil     --ui uikit only
/// swiftui/View.swift.stencil             --ui swiftui only
/// ```
public struct TemplateSet: Sendable, Equatable {
    /// `built-in`, or the folder the templates were read from.
    public var origin: String
    /// Every file of the set, sorted by path; templates end in `.stencil`, anything else (README.md) is
    /// exported but never rendered.
    public var files: [SceneTemplate]

    public init(origin: String, files: [SceneTemplate]) {
        self.origin = origin
        self.files = files.sorted { $0.path < $1.path }
    }

    /// The templates shipped with Strangler, in the resource bundle beside the executable (or the test runner).
    ///
    /// Looked up by hand rather than through `Bundle.module`, which stops the process when the bundle is missing:
    /// an installation without it gets a one-line error instead.
    public static func builtIn() throws -> TemplateSet {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [Bundle.main.bundleURL, executable].flatMap { folder in
            ["resources", "bundle"].map { folder.appendingPathComponent(resourceBundle + "." + $0).path }
        }
        guard let templates = candidates.lazy
            .compactMap({ Bundle(path: $0)?.url(forResource: "Templates", withExtension: nil) })
            .first
        else {
            throw GenerationError.builtInTemplatesMissing(resourceBundle + ".resources")
        }
        var set = try load(folder: templates.path)
        set.origin = "built-in"
        return set
    }

    /// The bundle SwiftPM builds the templates into, next to the executable (`.resources` on Linux, `.bundle` on macOS).
    static let resourceBundle = "Strangler_StranglerGeneration"

    /// Reads every file under `folder`, hidden ones aside.
    public static func load(folder: String) throws -> TemplateSet {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw GenerationError.templatesNotFound(folder)
        }
        let root = URL(fileURLWithPath: folder)
        var files: [SceneTemplate] = []
        for relative in FileManager.default.subpaths(atPath: folder) ?? [] {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let url = root.appendingPathComponent(relative)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                throw GenerationError.unreadableTemplate(url.path)
            }
            files.append(SceneTemplate(path: relative, text: text))
        }
        return TemplateSet(origin: folder, files: files)
    }

    /// The templates a variant renders: `common/` and its own folder, by path.
    public func templates(for ui: SceneUI) throws -> [SceneTemplate] {
        let selected = files.filter { $0.path.hasSuffix(".stencil") && ["common", ui.rawValue].contains($0.variant) }
        guard selected.contains(where: { $0.variant == ui.rawValue }) else {
            throw GenerationError.noTemplates(folder: origin, ui: ui)
        }
        return selected
    }

    /// Writes every file into `folder` (all or nothing, never over an existing file without `force`) and
    /// returns the paths written.
    @discardableResult
    public func export(to folder: String, force: Bool) throws -> [String] {
        let planned = files.map { (path: (folder as NSString).appendingPathComponent($0.path), text: $0.text) }
        try SafeFileWriter.writeAll(planned, force: force)
        return planned.map(\.path)
    }
}
