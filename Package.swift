// swift-tools-version: 6.1
import PackageDescription

// Stages point one way, and each target lists exactly the modules it imports:
//   Configuration (`.strangler.yml`) and Sources (discover, read and parse into a language-neutral model);
//   History (one `git log` pass);
//   Analysis (screens and what they do) over Sources and Configuration;
//   Seams (what keeps a type from a test) and Scenes (a codebase's VIP+W scenes, by role naming) over Analysis;
//   Rules (`check`) over Scenes; Rewriting (`break-dependency`) over Seams; Generation (`scaffold`,
//   `characterize`) over Analysis and Seams; Planning (`plan`, `status`, `report`) over Analysis, Scenes and History;
//   Reporting (every report's text) over Analysis, Seams, Rules and Planning; then the CLI, which is thin.
// Benchmarks drive the stages directly; Accuracy scores Analysis against a hand-labelled set.

/// Where swift-system's `SystemPackage` stands in for the SDK's `System` (swift-subprocess' own list, FreeBSD aside).
let nonApplePlatforms: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "Strangler",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "strangler", targets: ["StranglerCLI"]),
        .executable(name: "strangler-bench", targets: ["StranglerBenchmarks"]),
        .executable(name: "strangler-accuracy", targets: ["StranglerAccuracyTool"]),
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
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
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
            name: "StranglerHistory",
            dependencies: [
                .product(name: "Subprocess", package: "swift-subprocess"),
                // Apple's SDK has `System`; elsewhere `Git` imports swift-system's `SystemPackage`, as swift-subprocess does.
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: nonApplePlatforms)),
            ]
        ),
        .target(
            name: "StranglerAnalysis",
            dependencies: ["StranglerConfiguration", "StranglerSources"]
        ),
        .target(
            name: "StranglerSeams",
            dependencies: ["StranglerAnalysis", "StranglerConfiguration", "StranglerSources"]
        ),
        .target(
            name: "StranglerScenes",
            dependencies: ["StranglerAnalysis", "StranglerConfiguration", "StranglerSources"]
        ),
        .target(
            name: "StranglerRules",
            dependencies: ["StranglerAnalysis", "StranglerConfiguration", "StranglerScenes", "StranglerSources"]
        ),
        .target(
            name: "StranglerRewriting",
            dependencies: [
                "StranglerSeams", "StranglerSources",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "StranglerGeneration",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerSeams", "StranglerSources",
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ],
            resources: [.copy("Templates")]
        ),
        .target(
            name: "StranglerPlanning",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerHistory", "StranglerScenes", "StranglerSources",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "StranglerReporting",
            dependencies: [
                "StranglerAnalysis", "StranglerPlanning", "StranglerRules", "StranglerSeams", "StranglerSources",
                .product(name: "Rainbow", package: "Rainbow"), .product(name: "Plot", package: "Plot"),
            ]
        ),
        .executableTarget(
            name: "StranglerCLI",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerGeneration", "StranglerHistory", "StranglerPlanning",
                "StranglerReporting", "StranglerRewriting", "StranglerRules", "StranglerSeams", "StranglerSources",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "StranglerBenchmarks",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerGeneration", "StranglerHistory", "StranglerRules",
                "StranglerSources",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "StranglerAccuracy",
            dependencies: ["StranglerAnalysis", "StranglerSources", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "StranglerAccuracyTool",
            dependencies: [
                "StranglerAccuracy", "StranglerAnalysis", .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
            dependencies: ["StranglerAnalysis", "StranglerConfiguration", "StranglerSources", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerAccuracyTests",
            dependencies: [
                "StranglerAccuracy", "StranglerAnalysis", "StranglerSources", "_StranglerTestSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "StranglerSeamsTests",
            dependencies: ["StranglerAnalysis", "StranglerSeams", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerRulesTests",
            dependencies: ["StranglerConfiguration", "StranglerRules", "StranglerScenes", "StranglerSources", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerReportingTests",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerReporting", "StranglerRules", "StranglerSeams",
                "StranglerSources", "_StranglerTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__", "Fixtures"]
        ),
        .testTarget(
            name: "StranglerGenerationTests",
            dependencies: [
                "StranglerAnalysis", "StranglerGeneration", "StranglerSources", "_StranglerTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Fixtures", "__Snapshots__"]
        ),
        .testTarget(
            name: "StranglerRewritingTests",
            dependencies: ["StranglerRewriting", "StranglerSeams", "StranglerSources", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerHistoryTests",
            dependencies: ["StranglerHistory", "_StranglerTestSupport"]
        ),
        .testTarget(
            name: "StranglerPlanningTests",
            dependencies: [
                "StranglerAnalysis", "StranglerConfiguration", "StranglerHistory", "StranglerPlanning", "StranglerReporting",
                "StranglerSources", "_StranglerTestSupport",
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
