import Foundation
import StranglerAnalysis
import StranglerConfiguration
import StranglerSources

/// The legacy screen a scene replaces, analysed, with the names of every type of its codebase (which the
/// scene's types must not take).
public struct LegacySeed: Sendable {
    public var screen: ScreenAnalysis
    public var typeNames: [String]

    public init(screen: ScreenAnalysis, typeNames: [String]) {
        self.screen = screen
        self.typeNames = typeNames
    }

    /// Analyses `project` and picks the screen `fileOrType` names: a Swift file (its one screen) or a type name.
    ///
    /// Without a project, a file's project is the nearest folder above it holding an Xcode project, a
    /// workspace, a `Package.swift` or `.git`, so the name check sees the whole codebase; a type name is
    /// looked up in the current folder.
    public static func load(
        from fileOrType: String, project: String?, options: LoadOptions = LoadOptions(), settings: AnalysisSettings = AnalysisSettings()
    ) throws -> LegacySeed {
        var isDirectory: ObjCBool = false
        let isFile = FileManager.default.fileExists(atPath: fileOrType, isDirectory: &isDirectory) && !isDirectory.boolValue
        let root = project ?? (isFile ? projectFolder(of: fileOrType) : ".")
        let sources = try SourceLoader.load(path: root, options: options)
        let report = Analyzer(settings: settings, maxConcurrency: options.maxConcurrency).analyze(sources)
        let typeNames = Analyzer.declaredTypeNames(in: sources)
        if isFile {
            let target = URL(fileURLWithPath: fileOrType).standardizedFileURL.path
            let matches = report.screens.filter { screen in
                screen.files.contains { URL(fileURLWithPath: sources.root).appendingPathComponent($0).standardizedFileURL.path == target }
            }
            let declared = matches.filter { URL(fileURLWithPath: sources.root).appendingPathComponent($0.file).standardizedFileURL.path == target }
            let chosen = declared.isEmpty ? matches : declared
            guard let screen = chosen.first else { throw GenerationError.noScreenInFile(fileOrType) }
            if chosen.count > 1 { throw GenerationError.ambiguousScreen(fileOrType, screens: chosen.map(\.name)) }
            return LegacySeed(screen: screen, typeNames: typeNames)
        }
        guard let screen = report.screens.first(where: { $0.name == fileOrType }) else {
            throw GenerationError.noScreen(fileOrType, suggestion: NameSuggestions.suggestion(for: fileOrType, in: report.screens.map(\.name)))
        }
        return LegacySeed(screen: screen, typeNames: typeNames)
    }

    /// The nearest folder above `file` that looks like a project root, or the file's own folder.
    public static func projectFolder(of file: String) -> String {
        let markers = [".xcodeproj", ".xcworkspace"]
        let start = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var folder = start
        while folder.path != "/" {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if entries.contains(where: { entry in entry == "Package.swift" || entry == ".git" || markers.contains { entry.hasSuffix($0) } }) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return start.path
    }
}
