import Foundation

// MARK: - Base view controller and analytics

extension SyntheticCorpus.FileWriter {
    mutating func writeBaseViewController(target: Int) -> [String] {
        labels = ["titleLabel"]
        buttons = ["retryButton"]
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["UIKit"])
        e.open("class BaseViewController: UIViewController {")
        e.blank()
        e.line("private var loadingView: UIActivityIndicatorView?")
        e.line("var screenName: String { return String(describing: type(of: self)) }")
        e.blank()
        e.open("override func viewDidLoad() {")
        e.line("super.viewDidLoad()")
        e.line("view.backgroundColor = .white")
        e.line("navigationItem.backBarButtonItem = UIBarButtonItem(title: \"\", style: .plain, target: nil, action: nil)")
        e.close()
        e.blank()
        e.open("override func viewDidAppear(_ animated: Bool) {")
        e.line("super.viewDidAppear(animated)")
        e.line("Analytics.shared.track(\"screen_\\(screenName)\")")
        e.close()
        e.blank()
        e.open("func showLoading() {")
        e.line("guard loadingView == nil else { return }")
        e.line("let indicator = UIActivityIndicatorView(style: .large)")
        e.line("indicator.center = view.center")
        e.line("view.addSubview(indicator)")
        e.line("indicator.startAnimating()")
        e.line("loadingView = indicator")
        e.close()
        e.blank()
        e.open("func hideLoading() {")
        e.line("loadingView?.removeFromSuperview()")
        e.line("loadingView = nil")
        e.close()
        e.blank()
        e.open("func showError(_ message: String) {")
        e.line("let alert = UIAlertController(title: \"Error\", message: message, preferredStyle: .alert)")
        e.line("alert.addAction(UIAlertAction(title: \"OK\", style: .default, handler: nil))")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.baseChunk() },
            padding: { writer, indent in writer.constantLine(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    mutating func baseChunk() -> [String] {
        var e = Emitter(indent: 1)
        e.blank()
        switch rng.below(4) {
        case 0:
            let name = unique("formattedCurrency")
            e.open("func \(name)(_ value: Double, currencyCode: String = \"USD\") -> String {")
            e.line("let formatter = NumberFormatter()")
            e.line("formatter.numberStyle = .currency")
            e.line("formatter.currencyCode = currencyCode")
            e.open("if value.rounded() == value && value < \(rng.pick([100, 1000, 10000])) {")
            e.line("formatter.maximumFractionDigits = 0")
            e.close()
            e.line("return formatter.string(from: NSNumber(value: value)) ?? \"\\(value)\"")
            e.close()
        case 1:
            let name = unique("relativeDateString")
            e.open("func \(name)(from date: Date) -> String {")
            e.line("let seconds = Date().timeIntervalSince(date)")
            e.open("if seconds < 60 {")
            e.line("return \"Just now\"")
            e.reopen("} else if seconds < 3600 {")
            e.line("return \"\\(Int(seconds / 60)) min ago\"")
            e.reopen("} else if seconds < 86400 {")
            e.line("return \"\\(Int(seconds / 3600)) h ago\"")
            e.close()
            e.line("let formatter = DateFormatter()")
            e.line("formatter.dateFormat = \"\(rng.pick(Vocabulary.dateFormats))\"")
            e.line("return formatter.string(from: date)")
            e.close()
        case 2:
            let name = unique("handle")
            e.open("func \(name)(error: Error, retry: (() -> Void)? = nil) {")
            e.line("let nsError = error as NSError")
            e.open("if nsError.domain == NSURLErrorDomain && (nsError.code == NSURLErrorNotConnectedToInternet || nsError.code == NSURLErrorTimedOut) {")
            e.line("showError(\"Please check your internet connection.\")")
            e.reopen("} else if let retry = retry {")
            e.line("let alert = UIAlertController(title: \"Error\", message: error.localizedDescription, preferredStyle: .alert)")
            e.line("alert.addAction(UIAlertAction(title: \"Retry\", style: .default) { _ in retry() })")
            e.line("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel, handler: nil))")
            e.line("present(alert, animated: true, completion: nil)")
            e.reopen("} else {")
            e.line("showError(error.localizedDescription)")
            e.close()
            e.line("Analytics.shared.track(\"error_shown\", properties: [\"code\": nsError.code])")
            e.close()
        default:
            let name = unique("push")
            e.open("func \(name)(_ controller: UIViewController, hidesTabBar: Bool = false) {")
            e.line("controller.hidesBottomBarWhenPushed = hidesTabBar")
            e.open("if let navigationController = navigationController {")
            e.line("navigationController.pushViewController(controller, animated: true)")
            e.reopen("} else {")
            e.line("present(UINavigationController(rootViewController: controller), animated: true, completion: nil)")
            e.close()
            e.close()
        }
        return e.lines
    }

    mutating func writeAnalytics(target: Int) -> [String] {
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("final class Analytics {")
        e.line("static let shared = Analytics()")
        e.line("private var buffer: [[String: Any]] = []")
        e.line("private let queue = DispatchQueue(label: \"com.example.legacyapp.analytics\")")
        e.line("var isEnabled = UserDefaults.standard.bool(forKey: \"analytics_enabled\")")
        e.blank()
        e.open("func track(_ event: String, properties: [String: Any] = [:]) {")
        e.line("guard isEnabled else { return }")
        e.open("queue.async {")
        e.line("var payload = properties")
        e.line("payload[\"event\"] = event")
        e.line("payload[\"timestamp\"] = Date().timeIntervalSince1970")
        e.line("self.buffer.append(payload)")
        e.open("if self.buffer.count >= 20 {")
        e.line("self.flush()")
        e.close()
        e.close()
        e.close()
        e.blank()
        e.open("private func flush() {")
        e.line("let events = buffer")
        e.line("buffer.removeAll()")
        e.line("var request = URLRequest(url: URL(string: \"https://api.example.com/v1/analytics\")!)")
        e.line("request.httpMethod = \"POST\"")
        e.line("request.httpBody = try? JSONSerialization.data(withJSONObject: events, options: [])")
        e.line("URLSession.shared.dataTask(with: request).resume()")
        e.close()
        e.close()
        e.blank()
        e.open("enum AnalyticsEvent {")
        var tail = Emitter(indent: 0)
        tail.line("}")
        var constants: [String] = []
        var n = 0
        while e.lines.count + constants.count + tail.lines.count < target {
            let noun = snake(rng.pick(Vocabulary.nouns))
            let action = rng.pick(["viewed", "tapped", "created", "deleted", "shared", "failed", "updated", "opened"])
            constants.append("    static let \(noun.replacingOccurrences(of: "_", with: ""))\(capitalized(action))\(n) = \"\(noun)_\(action)\"")
            n += 1
        }
        return e.lines + constants + tail.lines
    }
}

// MARK: - Models

extension SyntheticCorpus.FileWriter {
    mutating func writeModel(target: Int) -> [String] {
        let name = entry.typeName
        let statusName = "\(name)Status"
        let statuses = rng.sample(Vocabulary.statuses, count: rng.int(3...8))
        modelStatuses = statuses
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("enum \(statusName): String, Codable {")
        for status in statuses {
            let caseName = camel(status)
            e.line(caseName == status ? "case \(caseName)" : "case \(caseName) = \"\(status)\"")
        }
        e.blank()
        e.open("var displayName: String {")
        e.openSwitch("switch self {")
        var i = 0
        while i < statuses.count {
            if i + 1 < statuses.count && rng.chance(25) {
                e.line("case .\(camel(statuses[i])), .\(camel(statuses[i + 1])):")
                e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                i += 2
            } else {
                e.line("case .\(camel(statuses[i])):")
                e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                i += 1
            }
        }
        e.closeSwitch()
        e.close()
        e.close()
        e.blank()
        e.open("struct \(name): Codable, Equatable {")
        e.line("let id: Int")
        e.line("var name: String")
        e.line("var price: Double")
        e.line("var quantity: Int")
        e.line("var status: \(statusName)")
        e.line("var createdAt: Date?")
        e.line("var tags: [String]")
        e.line("var notes: String?")
        e.blank()
        e.open("enum CodingKeys: String, CodingKey {")
        e.line("case id, name, price, quantity, status, tags, notes")
        e.line("case createdAt = \"created_at\"")
        e.close()
        e.blank()
        e.open("init?(json: [String: Any]) {")
        e.line("guard let id = json[\"id\"] as? Int,")
        e.open("      let name = json[\"name\"] as? String, !name.isEmpty else {")
        e.line("return nil")
        e.close()
        e.line("self.id = id")
        e.line("self.name = name")
        e.line("self.price = json[\"price\"] as? Double ?? Double(json[\"price\"] as? String ?? \"\") ?? 0")
        e.line("self.quantity = json[\"quantity\"] as? Int ?? 1")
        e.line("self.status = \(statusName)(rawValue: json[\"status\"] as? String ?? \"\") ?? .\(camel(statuses[0]))")
        e.open("if let timestamp = json[\"created_at\"] as? TimeInterval {")
        e.line("self.createdAt = Date(timeIntervalSince1970: timestamp)")
        e.reopen("} else {")
        e.line("self.createdAt = nil")
        e.close()
        e.line("self.tags = json[\"tags\"] as? [String] ?? []")
        e.line("self.notes = json[\"notes\"] as? String")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.modelChunk() },
            padding: { writer, indent in writer.modelPadding(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    func camel(_ snakeCase: String) -> String {
        let parts = snakeCase.split(separator: "_").map(String.init)
        guard let first = parts.first else { return snakeCase }
        return first + parts.dropFirst().map { capitalized($0) }.joined()
    }

    mutating func modelPadding(indent: Int) -> String {
        let prefix = String(repeating: "    ", count: indent)
        switch rng.below(3) {
        case 0: return prefix + "var \(unique("isFlagged")): Bool { return tags.contains(\"\(rng.pick(["flagged", "vip", "priority", "fragile"]))\") }"
        case 1: return prefix + "static let \(unique("maxQuantity")) = \(rng.pick([10, 20, 99, 999]))"
        default: return prefix + rng.pick(Vocabulary.todoComments)
        }
    }

    mutating func modelChunk() -> [String] {
        let name = entry.typeName
        var e = Emitter(indent: 1)
        e.blank()
        switch rng.below(5) {
        case 0:
            e.open("var \(unique("formattedPrice")): String {")
            e.line("let formatter = NumberFormatter()")
            e.line("formatter.numberStyle = .currency")
            e.line("return formatter.string(from: NSNumber(value: price * Double(quantity))) ?? \"\"")
            e.close()
        case 1:
            e.open("var \(unique("isActive")): Bool {")
            e.line("return status != .\(camel(rng.pick(modelStatuses))) && (quantity > 0 || price == 0) && !tags.contains(\"hidden\")")
            e.close()
        case 2:
            e.open("static func \(unique("parseList"))(_ array: [[String: Any]]) -> [\(name)] {")
            e.line("var result: [\(name)] = []")
            e.open("for json in array {")
            e.open("if let model = \(name)(json: json) {")
            e.line("result.append(model)")
            e.reopen("} else {")
            e.line("print(\"Failed to parse \(entry.noun.lowercased()): \\(json)\")")
            e.close()
            e.close()
            e.line("return result")
            e.close()
        case 3:
            e.open("func \(unique("toJSON"))() -> [String: Any] {")
            e.line("var json: [String: Any] = [\"id\": id, \"name\": name, \"price\": price, \"quantity\": quantity]")
            e.line("json[\"status\"] = status.rawValue")
            e.open("if let createdAt = createdAt {")
            e.line("json[\"created_at\"] = createdAt.timeIntervalSince1970")
            e.close()
            e.open("if let notes = notes, !notes.isEmpty {")
            e.line("json[\"notes\"] = notes")
            e.close()
            e.line("return json")
            e.close()
        default:
            e.open("func \(unique("matches"))(query: String) -> Bool {")
            e.line("let lowered = query.lowercased()")
            e.open("for tag in tags where tag.lowercased().hasPrefix(lowered) {")
            e.line("return true")
            e.close()
            e.line("return name.lowercased().contains(lowered) || (notes?.lowercased().contains(lowered) ?? false)")
            e.close()
        }
        return e.lines
    }
}
