import StranglerConfiguration
import StranglerSources

/// Finds the screens of a codebase and writes what each one's migration starts from.
///
/// The passes, in order:
/// 1. index every type, declarations and extensions merged (cross-file facts need the whole codebase);
/// 2. find screens: classes that descend from a view controller through the codebase's own classes,
///    and SwiftUI views that hold state;
/// 3. capabilities: what the codebase's non-screen types do themselves, so calls to them count (one level);
/// 4. analyse each screen, in parallel;
/// 5. keep SwiftUI views that have side effects, and sort.
public struct Analyzer: Sendable {
    public var settings: AnalysisSettings
    /// Globs of test files: a mock or spy view controller declared there is no screen, and a test's class extension
    /// (`@interface ProductViewController ()` in `ProductViewControllerTests.m`) is no part of one.
    public var testPaths: [String]
    public var maxConcurrency: Int

    public init(
        settings: AnalysisSettings = AnalysisSettings(), testPaths: [String] = PlanSettings.defaultTestPaths,
        maxConcurrency: Int = ProcessInfo.activeCores
    ) {
        self.settings = settings
        self.testPaths = testPaths
        self.maxConcurrency = maxConcurrency
    }

    /// Loads and analyses a folder or a file in one go.
    public func analyze(path: String, options: LoadOptions = LoadOptions()) throws -> AnalysisReport {
        let sources = try SourceLoader.load(path: path, options: options)
        let report = analyze(sources)
        (consume sources).release(maxConcurrency: maxConcurrency)
        return report
    }

    public func analyze(_ sources: LoadedSources) -> AnalysisReport {
        analyze(
            sources,
            callSites: CallSiteAnalysis(
                units: sources.units, storyboards: sources.storyboards, settings: settings, testPaths: testPaths, maxConcurrency: maxConcurrency
            )
        )
    }

    /// Analyses with the index and capabilities a `CallSiteAnalysis` already built from the same sources and settings.
    public func analyze(_ sources: LoadedSources, callSites: CallSiteAnalysis) -> AnalysisReport {
        let index = callSites.index
        let capabilities = callSites.capabilities
        let testFiles = callSites.testPaths == testPaths ? callSites.testFiles : Self.testFiles(sources.units, testPaths)
        let candidates = Self.screenCandidates(index).filter { candidate in
            !testFiles.contains(candidate.primary.file)
        }
        var texts: [String: String] = [:]
        for unit in sources.units { texts[unit.path] = unit.text }
        let analyzer = ScreenAnalyzer(index: index, capabilities: capabilities, settings: settings, testFiles: testFiles, texts: texts)
        let analysed = candidates.parallelMap(maxConcurrency: maxConcurrency) { analyzer.analyze($0) }
            .sorted { ($0.name, $0.file) < ($1.name, $1.file) }
        var screens: [ScreenAnalysis] = []
        var stateOnlyViews: [ViewReference] = []
        for screen in analysed {
            if screen.kind != .swiftui || Self.hasSideEffects(screen) {
                screens.append(screen)
            } else {
                stateOnlyViews.append(ViewReference(name: screen.name, file: screen.file, line: screen.line))
            }
        }
        var notAnalyzed: [String: Int] = [:]
        for (language, count) in sources.notAnalyzed { notAnalyzed[language.rawValue] = count }
        return AnalysisReport(
            files: FileSummary(
                analyzed: sources.units.count, lines: sources.lineCount, skipped: sources.skipped, notAnalyzed: notAnalyzed,
                invalidUTF8: sources.invalidUTF8
            ),
            screens: screens, stateOnlyViews: stateOnlyViews
        )
    }

    static func isObjectiveC(_ path: String) -> Bool {
        path.hasSuffix(".h") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    private static func hasSideEffects(_ screen: ScreenAnalysis) -> Bool {
        screen.responsibilities.contains { [.networking, .persistence, .analytics, .notifications, .systemServices].contains($0.kind) }
    }

    /// The files the test globs match (see `SourceDiscovery.testFiles(in:patterns:confirmingFolders:)`: the default globs'
    /// folders hold tests when a test imports a test framework there). Matched once per file, not for every declaration
    /// of every screen.
    public static func testFiles(_ units: [SourceUnit], _ testPaths: [String]) -> Set<String> {
        SourceDiscovery.testFiles(in: units, patterns: testPaths, confirmingFolders: testPaths == PlanSettings.defaultTestPaths)
    }

    /// Passes 1 to 3: the index, and what the codebase's own non-screen types do.
    /// Production code is read against production declarations: the test files' declarations are no part of the index. A
    /// test target's stand-ins for the frameworks (`open class UIViewController {}`, `open class UIView {}`, a `class
    /// UIButton`) would shadow the framework's types, so that no screen descended from a view controller and no outlet was
    /// UI; a test double does what the test needs (a `DataManagerMock` would lend its reads to `DataManagerProtocol`); a
    /// test case calls the app, which the app's screens never call.
    static func prepare(
        units: [SourceUnit], storyboards: [Storyboard] = [], settings: AnalysisSettings = AnalysisSettings(),
        testFiles: Set<String> = [], maxConcurrency: Int
    ) -> (ProjectIndex, Capabilities) {
        let production = testFiles.isEmpty ? units : units.filter { !testFiles.contains($0.path) }
        let index = ProjectIndex(units: production, storyboards: storyboards, settings: settings, maxConcurrency: maxConcurrency)
        let candidates = Set(screenCandidates(index).map(\.name))
        // A protocol does what its conformers do, and what its extensions do for them
        // (`extension ReadAloudCoordinatorDelegate { func showReadAloudOnboarding(from presenter: …) { presenter.present(…) } }`).
        let others = index.declarations.filter { name, decls in
            !candidates.contains(name) && !TypeNames.isUIType(name, dataTypes: index.dataTypesNamedLikeUI)
                && (!index.isProtocol(name) || decls.contains { $0.kind == .extension && !$0.members.isEmpty })
        }.keys.sorted()
        return (index, CapabilitiesPass.run(index: index, candidates: others, maxConcurrency: maxConcurrency))
    }

    /// A type the analysis reads as a screen: its name, and the declarations of this type of that name (see
    /// `ProjectIndex.variants(of:)`).
    package struct ScreenCandidate {
        package let name: String
        let kind: ScreenAnalysis.Kind
        let declarations: [TypeDecl]
        /// The first of `declarations` that is no extension.
        let primary: TypeDecl
        /// Whether it is the codebase's only type of its name, which the index's tables by name describe.
        let isOnlyType: Bool
    }

    package static func screenCandidates(_ index: ProjectIndex) -> [ScreenCandidate] {
        var result: [ScreenCandidate] = []
        var superclasses: Set<String> = []
        for name in index.declarations.keys {
            if let superclass = index.superclass(of: name) { superclasses.insert(superclass) }
        }
        for name in index.declarations.keys.sorted() {
            let variants = index.variants(of: name)
            let isOnlyType = variants.count == 1
            for variant in variants {
                guard let primary = variant.first(where: { $0.kind != .extension }) else { continue }
                func candidate(_ kind: ScreenAnalysis.Kind) -> ScreenCandidate {
                    ScreenCandidate(name: name, kind: kind, declarations: variant, primary: primary, isOnlyType: isOnlyType)
                }
                // The index knows the one type of a name already.
                if primary.kind == .class, isOnlyType ? index.isScreenClass(name) : index.isScreenClass(declaredBy: primary) {
                    // Shared base classes (`BaseViewController`) are infrastructure, not screens.
                    let isBase = superclasses.contains(name) && ["Base", "Abstract", "Generic"].contains { name.contains($0) }
                    if !isBase { result.append(candidate(screenKind(primary, index))) }
                } else if primary.kind == .struct || primary.kind == .class,
                          variant.contains(where: { $0.inherited.contains("View") }),
                          index.members(of: name).contains(where: { $0.attributes.contains(where: ScreenAnalyzer.stateWrappers.contains) }) {
                    result.append(candidate(.swiftui))
                }
            }
        }
        return result
    }

    /// `objc` for an Objective-C file; `appkit` for an AppKit controller (`NSViewController`, `NSSplitViewController`);
    /// `uikit` otherwise.
    private static func screenKind(_ primary: TypeDecl, _ index: ProjectIndex) -> ScreenAnalysis.Kind {
        if isObjectiveC(primary.file) { return .objc }
        guard let root = index.externalSuperclass(declaredBy: primary), root.hasPrefix("NS"), root.hasSuffix("Controller") else { return .uikit }
        return .appkit
    }
}

import Foundation
