import Foundation
import StranglerGeneration

/// How long `strangler scaffold` takes to make a scene, analysis aside: load the built-in templates, render
/// every file, parse each with SwiftParser. The first run includes the one-time costs a CLI run pays.
enum ScaffoldBenchmark {
    static func run(iterations: Int = 20) throws {
        let scenes: [(label: String, ui: SceneUI, useCases: [String], routes: [String])] = [
            ("UIKit, 3 use cases, 2 routes", .uikit, ["FetchProduct", "AddToCart", "Share"], ["Cart", "Back"]),
            ("SwiftUI, 3 use cases, 2 routes", .swiftui, ["FetchProduct", "AddToCart", "Share"], ["Cart", "Back"]),
            ("UIKit, 10 use cases", .uikit, (1...10).map { "UseCase\($0)" }, []),
        ]
        for scene in scenes {
            var times: [Double] = []
            var files = 0
            for _ in 0..<iterations {
                let start = ContinuousClock.now
                let scaffold = try SceneScaffold.make(
                    name: "Product", ui: scene.ui, useCases: scene.useCases, routes: scene.routes, templates: TemplateSet.builtIn()
                )
                let elapsed = ContinuousClock.now - start
                files = scaffold.files.count
                times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            }
            let first = times[0]
            let sorted = times.dropFirst().sorted()
            print(String(
                format: "scaffold (%@, %d files): first %.1f ms, median %.1f ms, max %.1f ms (target under 100 ms)",
                scene.label, files, first, sorted[sorted.count / 2], sorted.last ?? first
            ))
        }
    }
}
