import Foundation

/// A source file found on disk, not yet read.
public struct DiscoveredFile: Sendable, Hashable {
    public var absolutePath: String
    /// Relative to the root, `/`-separated.
    public var path: String
    public var language: SourceLanguage
}

/// A storyboard found on disk: read for its scene graph, not analysed as code.
public struct DiscoveredStoryboard: Sendable, Hashable {
    public var absolutePath: String
    /// Relative to the root, `/`-separated.
    public var path: String
}

/// Finds source files under a path, skipping dependency and build folders.
public enum SourceDiscovery {
    /// Folders that hold other people's code or build products.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "build", "node_modules"]

    public struct Result: Sendable {
        public var root: String
        public var files: [DiscoveredFile]
        public var storyboards: [DiscoveredStoryboard] = []
        public var skipped: [SkippedFile]
        public var isSingleFile: Bool
    }

    public static func discover(path: String, excludes: [String] = []) throws -> Result {
        let manager = FileManager.default
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            if (try? manager.destinationOfSymbolicLink(atPath: absolute)) != nil {
                throw SourcesError.unreadableRoot(path, reason: "it is a broken symbolic link")
            }
            throw SourcesError.pathNotFound(path)
        }
        if !isDirectory.boolValue {
            let url = URL(fileURLWithPath: absolute)
            guard let language = SourceLanguage(pathExtension: url.pathExtension) else {
                throw SourcesError.notASourceFile(path)
            }
            var files = [DiscoveredFile(absolutePath: absolute, path: url.lastPathComponent, language: language)]
            // An implementation comes with its header: the class, superclass and properties are declared there.
            let header = url.deletingPathExtension().appendingPathExtension("h")
            if ["m", "mm"].contains(url.pathExtension), manager.fileExists(atPath: header.path) {
                files.insert(DiscoveredFile(absolutePath: header.path, path: header.lastPathComponent, language: .objectiveC), at: 0)
            }
            return Result(root: url.deletingLastPathComponent().path, files: files, skipped: [], isSingleFile: true)
        }
        guard manager.isReadableFile(atPath: absolute), (try? manager.contentsOfDirectory(atPath: absolute)) != nil else {
            throw SourcesError.unreadableRoot(path, reason: "the folder is not readable")
        }
        var found = Found()
        walk(folder: absolute, relative: "", excludes: excludes, into: &found)
        found.dropLinksToFoundFiles(resolvedRoot: URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path)
        return Result(
            root: absolute, files: found.files.sorted { $0.path < $1.path }, storyboards: found.storyboards.sorted { $0.path < $1.path },
            skipped: found.skipped, isSingleFile: false
        )
    }

    private struct Found {
        var files: [DiscoveredFile] = []
        var storyboards: [DiscoveredStoryboard] = []
        var skipped: [SkippedFile] = []
        /// Linked files by the path their link resolves to.
        var links: [String: String] = [:]

        /// A link to a file the walk also found in place is that file once, not a second copy of its types. Files in
        /// place are compared by their path under the resolved root (linked folders are not walked), without a lookup
        /// per file.
        mutating func dropLinksToFoundFiles(resolvedRoot: String) {
            guard !links.isEmpty else { return }
            let inPlace = Set((files.map { ($0.absolutePath, $0.path) } + storyboards.map { ($0.absolutePath, $0.path) })
                .filter { links[$0.0] == nil }.map { resolvedRoot + "/" + $0.1 })
            let duplicates = Set(links.filter { inPlace.contains($0.value) }.keys)
            files.removeAll { duplicates.contains($0.absolutePath) }
            storyboards.removeAll { duplicates.contains($0.absolutePath) }
        }

        /// A source file by its extension, or a storyboard; anything else is no concern of the tool.
        mutating func add(name: String, absolute: String, path: String) {
            if let language = SourceLanguage(pathExtension: (name as NSString).pathExtension) {
                files.append(DiscoveredFile(absolutePath: absolute, path: path, language: language))
            } else if name.hasSuffix(".storyboard") {
                storyboards.append(DiscoveredStoryboard(absolutePath: absolute, path: path))
            }
        }
    }

    private static func walk(folder: String, relative: String, excludes: [String], into found: inout Found) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
            found.skipped.append(SkippedFile(path: relative.isEmpty ? "." : relative, reason: "folder is not readable", kind: .unreadable))
            return
        }
        for name in names.sorted() {
            let absolute = folder + "/" + name
            let path = relative.isEmpty ? name : relative + "/" + name
            if isExcluded(path: path, name: name, patterns: excludes) { continue }
            guard let attributes = try? manager.attributesOfItem(atPath: absolute), let type = attributes[.type] as? FileAttributeType else {
                continue
            }
            switch type {
            case .typeDirectory:
                if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                walk(folder: absolute, relative: path, excludes: excludes, into: &found)
            case .typeRegular:
                found.add(name: name, absolute: absolute, path: path)
            case .typeSymbolicLink:
                // Linked files (sources and storyboards) are read; linked folders are not followed, so a link cycle
                // cannot trap the walk.
                guard SourceLanguage(pathExtension: (name as NSString).pathExtension) != nil || name.hasSuffix(".storyboard") else { continue }
                var isDirectory: ObjCBool = false
                if !manager.fileExists(atPath: absolute, isDirectory: &isDirectory) {
                    found.skipped.append(SkippedFile(path: path, reason: "broken symbolic link", kind: .brokenLink))
                } else if !isDirectory.boolValue {
                    found.links[absolute] = URL(fileURLWithPath: absolute).resolvingSymlinksInPath().path
                    found.add(name: name, absolute: absolute, path: path)
                }
            default:
                continue
            }
        }
    }

    /// Whether a relative path is a test file by test-path globs (`*Tests/*`, `*Spec.swift`), matched against the
    /// path and the file's name.
    public static func isTest(_ path: String, patterns: [String]) -> Bool {
        isExcluded(path: path, name: path.split(separator: "/").last.map(String.init) ?? path, patterns: patterns)
    }

    /// The test files among `units`: the ones the globs name. With `confirmingFolders` (the default globs, which name test
    /// targets' folders and files by how they are named), a file below a folder named like a test target (`…Tests/`,
    /// `…Test/`, `…Specs/`) is a test when a file below that folder imports a test framework (`XCTest`, `Testing`, `Quick`,
    /// `OCMock`…) or a module `@testable` (an Objective-C test may import its framework through a prefix header); a file
    /// elsewhere named like a test, when it does itself. So A/B experiments (`ABTest/`, `SplitTests/`) and a
    /// `MapLayer+HitTest.swift` stay the app's, and a test target's folder of doubles that imports the app `@testable`
    /// is a test's.
    public static func testFiles(in units: [SourceUnit], patterns: [String], confirmingFolders: Bool) -> Set<String> {
        guard !patterns.isEmpty else { return [] }
        let matched = units.filter { isTest($0.path, patterns: patterns) }
        guard confirmingFolders, !matched.isEmpty else { return Set(matched.map(\.path)) }
        func importsATestFramework(_ unit: SourceUnit) -> Bool {
            unit.imports.contains(where: testFrameworks.contains) || unit.importLines.contains(where: \.isTestable)
        }
        var confirmed: Set<Substring> = []
        for unit in units { if let folder = testFolder(of: unit.path), importsATestFramework(unit) { confirmed.insert(folder) } }
        return Set(matched.lazy.filter { unit in testFolder(of: unit.path).map(confirmed.contains) ?? importsATestFramework(unit) }.map(\.path))
    }

    /// The path up to its first folder named like a test target's (`AppTests`, `AppSpecs`), or `nil`.
    private static func testFolder(of path: String) -> Substring? {
        for component in path.split(separator: "/").dropLast()
        where component.hasSuffix("Tests") || component.hasSuffix("Test") || component.hasSuffix("Specs") {
            return path[..<component.endIndex]
        }
        return nil
    }

    /// The modules a test imports: Apple's frameworks and the common ones of Swift and Objective-C.
    static let testFrameworks: Set<String> = [
        "XCTest", "Testing", "Quick", "Nimble", "SnapshotTesting", "iOSSnapshotTestCase", "FBSnapshotTestCase", "ViewInspector",
        "Specta", "Expecta", "Kiwi", "OCMock", "OCHamcrest", "OCMockito", "KIF", "EarlGrey",
    ]

    /// Whether a relative path, or its last component, matches one of the glob patterns.
    public static func isExcluded(path: String, name: String, patterns: [String]) -> Bool {
        patterns.contains { pattern in
            let trimmed = pattern.hasSuffix("/") ? String(pattern.dropLast()) : pattern
            return fnmatch(trimmed, path, 0) == 0 || fnmatch(trimmed, name, 0) == 0
        }
    }
}
