// swift-tools-version: 6.1
import PackageDescription

// Stages point one way: Configuration → Sources (discover, read, parse into a
// language-neutral model) and History (one `git log` pass) → Analysis → Seams (what keeps a type from a test)
// → Rules, Generation (scaffolding), Rewriting, Planning (analysis + history + rules' scenes) → Reporting → CLI.
// The CLI is thin.
let package = Package(
    name: "Strangler",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strangler", targets: ["StranglerCLI"]),
        .executable(name: "strangler-bench", targets: ["StranglerBenchmarks"]),
        .library(name: "StranglerAnalysis", targets: ["StranglerAnalysis"]),
        .library(name: "StranglerSeams", targets: ["StranglerSeams"]),
        .library(name: "StranglerGeneration", targets: ["StranglerGeneration"]),
        .library(name: "StranglerRules", targets: ["StranglerRules"]),
        .library(name: "StranglerRewriting", targets: ["StranglerRewriting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/onevcat/Rainbow", from: "4.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "StranglerConfiguration",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "StranglerSources",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "StranglerAnalysis",
            dependencies: ["StranglerSources", "StranglerConfiguration"]
        ),
        .target(
            name: "StranglerSeams",
            dependencies: ["StranglerAnalysis", "StranglerSources", "StranglerConfiguration"]
        ),
        .target(
            name: "StranglerScenes",
            dependencies: ["StranglerAnalysis", "StranglerSources", "StranglerConfiguration"]
        ),
        .target(
            name: "StranglerRules",
            dependencies: ["StranglerAnalysis", "StranglerScenes", "StranglerSources", "StranglerConfiguration"]
        ),
        .target(
            name: "StranglerRewriting",
            dependencies: [
                "StranglerAnalysis", "StranglerSeams", "StranglerSources",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "StranglerHistory",
            dependencies: [.product(name: "Subprocess", package: "swift-subprocess")]
        ),
        .target(
            name: "StranglerPlanning",
            dependencies: [
                "StranglerAnalysis", "StranglerHistory", "StranglerConfiguration", "StranglerScenes",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "StranglerReporting",
            dependencies: [
                "StranglerAnalysis", "StranglerSeams", "StranglerRules", "StranglerPlanning",
                .product(name: "Rainbow", package: "Rainbow"), .product(name: "Plot", package: "Plot"),
            ]
        ),
        .target(
            name: "StranglerGeneration",
            dependencies: [
                "StranglerAnalysis", "StranglerSeams", "StranglerSources",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            resources: [.copy("Templates")]
        ),
        .executableTarget(
            name: "StranglerCLI",
            dependencies: [
                "StranglerReporting", "StranglerGeneration", "StranglerRules", "StranglerRewriting", "StranglerPlanning", "StranglerSeams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "StranglerBenchmarks",
            dependencies: [
                "StranglerAnalysis", "StranglerGeneration", "StranglerRules", "StranglerConfiguration", "StranglerHistory",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "_StranglerTestSupport", dependencies: ["StranglerSources"]),
        .testTarget(
            name: "StranglerSourcesTests",
            dependencies: ["StranglerSources", "_StranglerTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "StranglerAnalysisTests",
            dependencies: ["StranglerAnalysis", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerSeamsTests",
            dependencies: ["StranglerSeams", "StranglerAnalysis", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerRulesTests",
            dependencies: ["StranglerRules", "StranglerScenes", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerReportingTests",
            dependencies: [
                "StranglerReporting", "StranglerRules", "StranglerSeams", "_StranglerTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "StranglerGenerationTests",
            dependencies: [
                "StranglerGeneration", "_StranglerTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "StranglerRewritingTests",
            dependencies: ["StranglerRewriting", "StranglerSeams", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerHistoryTests",
            dependencies: ["StranglerHistory", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerPlanningTests",
            dependencies: [
                "StranglerPlanning", "StranglerReporting", "_StranglerTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "StranglerCLITests",
            dependencies: ["_StranglerTestSupport"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
