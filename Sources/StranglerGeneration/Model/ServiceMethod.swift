import StranglerSources

/// An API call the legacy model made itself, as a method of the generated service: `checkMembership:` with a
/// `void (^)(BOOL)` completion becomes `checkMembership(for:) async throws -> Bool`.
struct ServiceMethod: Sendable, Equatable {
    /// `checkMembership`
    var name: String
    /// `(for userModel: UserModel)`
    var parameters: String
    /// `Bool`, `[String]`, `Void`.
    var returnType: String
    /// `-[SWUserModel checkMembership:]`
    var legacy: String
    /// Where the legacy method is defined (its implementation when there is one).
    var file: String
    var line: Int
    /// What showed it calls the API: `WebAPI.sharedClient`.
    var evidence: String

    static let completionSuffixes = ["WithCompletionHandler", "WithCompletionBlock", "WithCompletion", "WithBlock", "WithHandler", "WithSuccess", "WithCallback"]

    init(_ method: ObjCModel.Method, model: ObjCModel, newModel: String) {
        var parameters = method.parameters
        var results: [ObjCModel.TypeRef] = []
        if case .block(let blockParameters)? = parameters.last?.type {
            results = blockParameters.filter { $0.name != "NSError" }
            parameters.removeLast()
        }
        let pieces = method.selector.split(separator: ":").map(String.init)
        var base = pieces.first ?? method.selector
        for suffix in Self.completionSuffixes where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
            break
        }
        var labels: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let type = parameter.type.flatMap { ModelTypeMapping.map($0, property: parameter.name, accessor: nil)?.type.text } ?? "Any"
            var label = index == 0 ? "_" : (index < pieces.count ? pieces[index] : parameter.name)
            if index == 0, let with = base.range(of: "With") {
                label = "with" + base[with.upperBound...]
                base = String(base[..<with.lowerBound])
            }
            labels.append(label == parameter.name ? "\(label): \(type)" : "\(label) \(parameter.name): \(type)")
        }
        if !method.isClassMethod {
            let variable = newModel.prefix(1).lowercased() + newModel.dropFirst()
            labels.append("for \(variable): \(newModel)")
        }
        let mapped = results.map { ModelTypeMapping.map($0, property: "", accessor: nil)?.type.text ?? "Any" }
        name = base
        self.parameters = "(" + labels.joined(separator: ", ") + ")"
        returnType = mapped.isEmpty ? "Void" : mapped.count == 1 ? mapped[0] : "(" + mapped.joined(separator: ", ") + ")"
        legacy = method.signature(in: model.name)
        file = method.file
        line = method.line
        evidence = method.apiEvidence ?? ""
    }
}
