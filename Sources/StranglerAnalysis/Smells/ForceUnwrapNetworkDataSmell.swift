import StranglerConfiguration
import StranglerSources

/// `!`, `try!` or `as!` on what came back from the network: one bad response crashes the app.
struct ForceUnwrapNetworkDataSmell: SmellDetector {
    let id = "force_unwrap_network_data"
    let summary = "a force unwrap, try! or as! on data that came from the network"

    static let decoders: Set<String> = ["JSONDecoder", "JSONSerialization", "PropertyListDecoder"]

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        var result: [Smell] = []
        for facts in screen.members {
            var lines: Set<Int> = []
            for event in facts.member.events {
                let isForced = event.kind == .forceUnwrap || event.kind == .forceTry || (event.kind == .cast && event.isForced)
                guard isForced else { continue }
                let insideRequest = event.enclosingCalls.contains { facts.isNetworking(eventAt: $0) }
                let decodes = event.kind == .forceTry && event.path.first.map(Self.decoders.contains) == true
                guard insideRequest || decodes, lines.insert(event.line).inserted else { continue }
                let what = event.kind == .forceTry ? "try!" : event.kind == .cast ? "as!" : "force unwrap"
                result.append(
                    Smell(id: id, message: "\(what) on network data in \(facts.member.name); a bad response crashes the app", member: facts.member.name, file: facts.file, line: event.line)
                )
            }
        }
        return result
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func load() {
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    let product = ↓try! JSONDecoder().decode(Product.self, from: data↓!)
                }.resume()
            }
            """,
        ],
        nonTriggering: [
            """
            func load() {
                let url = URL(string: "https://example.com")!
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    guard let data else { return }
                    let product = try? JSONDecoder().decode(Product.self, from: data)
                }.resume()
            }
            """,
        ]
    )
}
