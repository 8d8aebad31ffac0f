import Foundation
import StranglerConfiguration
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerRules

/// The findings cache: keyed by every file's content, the configuration and the tool version; never in the way.
@Suite struct CheckCacheTests {
    static let presenter = "import UIKit\nprotocol ShopBusinessLogic {}\nfinal class ShopPresenter {}\n"

    @Test func unchangedFilesHitChangedFilesAndConfigurationsMiss() throws {
        let project = TestPaths.temporaryFolder()
        let cacheFolder = TestPaths.temporaryFolder("strangler-cache")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: cacheFolder)
        }
        TestPaths.write(Self.presenter, to: project.appendingPathComponent("ShopPresenter.swift"))
        var configuration = Configuration()
        configuration.check.disabledRules = ["incomplete_scene"]
        let pipeline = CheckPipeline(configuration: configuration, cache: CheckCache(folder: cacheFolder.path))
        let cold = try pipeline.run(path: project.path)
        #expect(!cold.cacheHit && cold.result.findings.map(\.ruleID) == ["ui_framework_import"])
        let warm = try pipeline.run(path: project.path)
        #expect(warm.cacheHit && warm.result == cold.result)

        // Another file changes a role: the cached findings of the unchanged file must not be reused.
        TestPaths.write("final class ShopInteractor {}\n", to: project.appendingPathComponent("ShopInteractor.swift"))
        #expect(try !pipeline.run(path: project.path).cacheHit)
        #expect(try pipeline.run(path: project.path).cacheHit)

        configuration.check.disabledRules.append("ui_framework_import")
        let other = try CheckPipeline(configuration: configuration, cache: CheckCache(folder: cacheFolder.path)).run(path: project.path)
        #expect(!other.cacheHit && other.result.findings.isEmpty)
    }

    @Test func anUnwritableCacheIsSkipped() throws {
        let project = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: project) }
        TestPaths.write(Self.presenter, to: project.appendingPathComponent("ShopPresenter.swift"))
        let blocked = project.appendingPathComponent("not-a-folder")
        TestPaths.write("x", to: blocked)
        var configuration = Configuration()
        configuration.check.disabledRules = ["incomplete_scene"]
        let pipeline = CheckPipeline(configuration: configuration, cache: CheckCache(folder: blocked.path + "/cache"))
        #expect(try pipeline.run(path: project.path).result.findings.count == 1)
        #expect(try !pipeline.run(path: project.path).cacheHit)
    }

    @Test func theCacheLivesOutsideTheUsersTree() {
        #expect(CheckCache.defaultLocation(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"])?.folder == "/x/cache/strangler/check")
        #expect(CheckCache.defaultLocation(environment: ["HOME": "/home/me"])?.folder == "/home/me/.cache/strangler/check")
        #expect(CheckCache.defaultLocation(environment: [:]) == nil)
    }

    /// A tool rebuilt from source keeps its version: the key must change with the executable itself.
    @Test func theKeyNamesTheRunningBuild() {
        #expect(ToolInfo.build.hasPrefix(ToolInfo.version + "+"))
        #expect(ToolInfo.build.count > ToolInfo.version.count + 4)
    }
}
