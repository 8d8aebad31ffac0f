import Foundation

// MARK: - API clients

extension SyntheticCorpus.FileWriter {
    mutating func writeAPIClient(target: Int) -> [String] {
        let name = entry.typeName
        let errorName = "\(name)Error"
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("enum \(errorName): Error {")
        e.line("case invalidURL")
        e.line("case network(Error)")
        e.line("case server(statusCode: Int)")
        e.line("case decoding")
        e.close()
        e.blank()
        e.open("final class \(name) {")
        e.line("static let shared = \(name)()")
        e.line("private let session: URLSession")
        e.line("private let baseURL = \"https://api.example.com/v\(rng.int(1...3))\"")
        e.blank()
        e.open("var authToken: String? {")
        e.line("get { return UserDefaults.standard.string(forKey: \"auth_token\") }")
        e.line("set { UserDefaults.standard.set(newValue, forKey: \"auth_token\") }")
        e.close()
        e.blank()
        e.open("init(session: URLSession = .shared) {")
        e.line("self.session = session")
        e.close()
        e.blank()
        e.open("private func makeRequest(path: String, method: String = \"GET\", body: [String: Any]? = nil) -> URLRequest? {")
        e.open("guard let url = URL(string: \"\\(baseURL)/\\(path)\") else {")
        e.line("return nil")
        e.close()
        e.line("var request = URLRequest(url: url)")
        e.line("request.httpMethod = method")
        e.open("if let token = authToken {")
        e.line("request.setValue(\"Bearer \\(token)\", forHTTPHeaderField: \"Authorization\")")
        e.close()
        e.open("if let body = body {")
        e.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")")
        e.line("request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [])")
        e.close()
        e.line("return request")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.apiChunk(errorName: errorName) },
            padding: { writer, indent in writer.constantLine(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    mutating func apiChunk(errorName: String) -> [String] {
        let verb = rng.pick(["fetch", "fetch", "create", "update", "delete", "search"])
        let method: String
        switch verb {
        case "create": method = "POST"
        case "update": method = "PUT"
        case "delete": method = "DELETE"
        default: method = "GET"
        }
        let name = unique("\(verb)\(entry.noun)\(rng.pick(["s", "", "Details", "History"]))")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)(id: Int, page: Int = 1, completion: @escaping (Result<[[String: Any]], Error>) -> Void) {")
        let body = method == "POST" || method == "PUT" ? ", body: [\"id\": id]" : ""
        e.open("guard let request = makeRequest(path: \"\(pathComponent)/\\(id)?page=\\(page)\", method: \"\(method)\"\(body)) else {")
        e.line("completion(.failure(\(errorName).invalidURL))")
        e.line("return")
        e.close()
        e.open("session.dataTask(with: request) { data, response, error in")
        e.open("if let error = error {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).network(error))) }")
        e.line("return")
        e.close()
        e.open("if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).server(statusCode: http.statusCode))) }")
        e.line("return")
        e.close()
        e.open("do {")
        e.line("let object = try JSONSerialization.jsonObject(with: data ?? Data(), options: [])")
        e.open("if let list = object as? [[String: Any]] {")
        e.line("DispatchQueue.main.async { completion(.success(list)) }")
        e.reopen("} else if let dict = object as? [String: Any], let list = dict[\"results\"] as? [[String: Any]] {")
        e.line("DispatchQueue.main.async { completion(.success(list)) }")
        e.reopen("} else {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).decoding)) }")
        e.close()
        e.reopen("} catch {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).decoding)) }")
        e.close()
        e.close("}.resume()")
        e.close()
        return e.lines
    }
}

// MARK: - SwiftUI views

extension SyntheticCorpus.FileWriter {
    mutating func writeSwiftUIView(target: Int) -> [String] {
        let name = entry.typeName
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["SwiftUI"])
        e.open("struct \(name): View {")
        e.line("let title: String")
        e.line("let subtitle: String")
        e.line("let price: Double")
        e.line("var onSelect: (() -> Void)?")
        e.line("@State var isExpanded = false")
        e.line("@State private var isFavorite = false")
        e.line("@State private var quantity = 1")
        e.blank()
        // Extra sections are generated first so body can reference them.
        var tail = Emitter(indent: 0)
        tail.line("}")
        tail.blank()
        tail.open("struct \(name)_Previews: PreviewProvider {")
        tail.open("static var previews: some View {")
        tail.line("\(name)(title: \"Sample \(entry.noun)\", subtitle: \"Details\", price: \(rng.int(1...99)).99)")
        tail.close()
        tail.close()
        let bodyFixed = 25
        let sectionMarker = "\u{1}"
        var sectionNames: [String] = []
        let filled = fill(
            budget: target - e.lines.count - tail.lines.count - bodyFixed,
            indent: 1,
            makeChunk: { writer, _ in
                let (name, lines) = writer.swiftUISection()
                // One more line for the reference from `body`, carried as a
                // marker line that never reaches the output.
                return lines + [sectionMarker + name]
            },
            padding: { writer, indent in writer.swiftUIPadding(indent: indent) }
        )
        // Split chunk lines from section names (each chunk ended with its name).
        var chunkLines: [String] = []
        for line in filled.chunks {
            if line.hasPrefix(sectionMarker) {
                sectionNames.append(String(line.dropFirst(sectionMarker.count)))
            } else {
                chunkLines.append(line)
            }
        }
        var b = Emitter(indent: 1)
        b.blank()
        b.open("var body: some View {")
        b.open("VStack(alignment: .leading, spacing: \(rng.pick([4, 8, 12]))) {")
        b.open("HStack {")
        b.line("Text(title)")
        b.line("    .font(.headline)")
        b.line("Spacer()")
        b.open("Button(action: { isFavorite.toggle() }) {")
        b.line("Image(systemName: isFavorite ? \"heart.fill\" : \"heart\")")
        b.close()
        b.close()
        b.open("if isExpanded {")
        b.line("Text(subtitle)")
        b.line("    .font(.subheadline)")
        b.line("    .foregroundColor(.secondary)")
        b.line("Stepper(\"Quantity: \\(quantity)\", value: $quantity, in: 1...\(rng.pick([10, 20, 99])))")
        b.close()
        b.line("Text(String(format: \"$%.2f\", price * Double(quantity)))")
        for section in sectionNames {
            b.line(section)
        }
        b.close()
        b.line(".padding()")
        b.open(".onTapGesture {")
        b.line("withAnimation { isExpanded.toggle() }")
        b.line("onSelect?()")
        b.close()
        b.close()
        return e.lines + filled.padding + b.lines + chunkLines + tail.lines
    }

    mutating func swiftUIPadding(indent: Int) -> String {
        let prefix = String(repeating: "    ", count: indent)
        switch rng.below(3) {
        case 0: return prefix + "private let \(unique("rowSpacing")): CGFloat = \(rng.int(2...16))"
        case 1: return prefix + "private let \(unique("accentOpacity")) = 0.\(rng.int(1...9))"
        default: return prefix + rng.pick(Vocabulary.todoComments)
        }
    }

    mutating func swiftUISection() -> (String, [String]) {
        var e = Emitter(indent: 1)
        e.blank()
        let kind = rng.below(3)
        let name = unique(rng.pick([["ratingView", "quantityIndicator"], ["shippingBadge", "offerBadge"], ["detailsSection", "optionsSection"]][kind]))
        e.open("private var \(name): some View {")
        switch kind {
        case 0:
            e.open("HStack(spacing: \(rng.int(4...12))) {")
            e.open("ForEach(0..<\(rng.int(3...5))) { index in")
            e.line("Image(systemName: index < quantity ? \"\(rng.pick(Vocabulary.symbols)).fill\" : \"\(rng.pick(Vocabulary.symbols))\")")
            e.line("    .foregroundColor(index < quantity ? .orange : .gray)")
            e.close()
            e.close()
        case 1:
            e.open("Group {")
            e.open("if price > \(rng.pick([10, 50, 100])) && !isFavorite {")
            e.line("Text(\"Free shipping\")")
            e.line("    .font(.caption)")
            e.line("    .foregroundColor(.green)")
            e.reopen("} else if price == 0 || quantity > \(rng.int(3...9)) {")
            e.line("Text(\"Special offer\")")
            e.line("    .font(.caption)")
            e.reopen("} else {")
            e.line("EmptyView()")
            e.close()
            e.close()
        default:
            e.open("VStack(alignment: .leading) {")
            e.line("Text(\"\(entry.noun) details\").font(.caption).bold()")
            e.open("Toggle(isOn: $isExpanded) {")
            e.line("Label(\"Show more\", systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
            e.close()
            e.close()
            e.line(".padding(.vertical, \(rng.int(2...8)))")
        }
        e.close()
        return (name, e.lines)
    }
}
