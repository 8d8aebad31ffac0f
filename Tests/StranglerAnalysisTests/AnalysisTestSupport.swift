import StranglerConfiguration
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Analyses Swift sources held in memory, as if they were the files of one project.
func analyze(_ files: [String: String], settings: AnalysisSettings = AnalysisSettings()) -> AnalysisReport {
    Analyzer(settings: settings).analyze(InMemorySources.load(files))
}

func analyze(_ text: String, settings: AnalysisSettings = AnalysisSettings()) -> AnalysisReport {
    analyze(["Example.swift": text], settings: settings)
}

/// The one screen of a view-controller body wrapped into `ExampleViewController`.
func screen(viewControllerBody body: String, settings: AnalysisSettings = AnalysisSettings()) -> (ScreenAnalysis, MarkedSource) {
    let source = MarkedSource(viewControllerBody: body)
    let report = analyze(source.text, settings: settings)
    return (report.screens.first { $0.name == "ExampleViewController" }!, source)
}

/// A screen's API calls, one line each: `member METHOD path via`, `?` for what is unknown.
func apiCallLines(of name: String, in report: AnalysisReport) -> [String] {
    let screen = report.screens.first { $0.name == name }
    return screen?.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?") \($0.via)" } ?? []
}

/// A shop's network layer built on a `Remote` base class, whose `enqueue(_:completion:)` hands a
/// request object to a `Network` protocol, which `SessionNetwork` sends through URLSession.
let remoteNetworkLayer = """
    import Foundation
    struct ShopRequest { let method: String; let path: String }
    protocol Network { func responseData(for request: ShopRequest, completion: @escaping (Data?) -> Void) }
    final class SessionNetwork: Network {
        func responseData(for request: ShopRequest, completion: @escaping (Data?) -> Void) {
            var urlRequest = URLRequest(url: URL(string: "https://shop.example.com/" + request.path)!)
            urlRequest.httpMethod = request.method
            URLSession.shared.dataTask(with: urlRequest) { data, _, _ in completion(data) }.resume()
        }
    }
    class Remote {
        let network: Network
        init(network: Network) { self.network = network }
        func enqueue(_ request: ShopRequest, completion: @escaping (Data?) -> Void) {
            network.responseData(for: request, completion: completion)
        }
    }
    """

extension ScreenAnalysis {
    /// `name: Type` for each named property, as the report types its member (`missing` for a name it does not list).
    func propertyTypes(named names: [String]) -> [String] {
        names.map { name in "\(name): \(members.first { $0.name == name && $0.kind == "property" }?.type ?? "missing")" }
    }
}
