import Foundation
import StranglerSeams
import StranglerSources

/// `strangler break-dependency`: picks the dependency the seams analysis found, works out the property, protocol and
/// requirements, performs the rewrite and verifies it; writing is `RewriteWriter`'s.
public enum BreakDependency {
    /// A verified rewrite of one file.
    public struct Plan: Sendable {
        /// Relative to the analysed root, as the diff shows it.
        public var path: String
        /// Where the file is on disk.
        public var fileURL: URL
        public var original: String
        public var rewritten: String
        public var diff: String
        /// What was done, one line each.
        public var summary: [String]
    }

    public enum Outcome: Sendable {
        case rewrite(Plan)
        /// The dependency already sits behind a property: nothing to rewrite.
        case alreadySeam(ExistingSeam, type: String)
    }

    /// Several dependencies, one after the other: each rewrite is verified, and the next is planned on the analysis
    /// of the rewritten file (re-parsed in memory); the plan holds the diff from the original text to the last.
    public static func plan(
        type: String, dependencies: [String], technique: Technique?, property: String?, protocolName: String?,
        sources: LoadedSources, analyzer: SeamsAnalyzer
    ) throws -> [Outcome] {
        var sources = sources
        var analyzer = analyzer
        var outcomes: [Outcome] = []
        var first: Plan?
        for written in dependencies {
            let outcome = try plan(
                type: type, dependency: written, technique: technique, property: property, protocolName: protocolName,
                sources: sources, analyzer: analyzer
            )
            guard case .rewrite(var plan) = outcome else { outcomes.append(outcome); continue }
            if let first {
                plan.original = first.original
                plan.diff = UnifiedDiff.render(old: first.original, new: plan.rewritten, path: plan.path)
                plan.summary = first.summary + plan.summary
                outcomes.removeAll { if case .rewrite = $0 { return true } else { return false } }
            }
            first = plan
            outcomes.append(.rewrite(plan))
            guard let index = sources.units.firstIndex(where: { $0.path == plan.path }),
                  case .success(let unit) = SourceLoader.frontEnd(for: .swift)!(SourceFile(path: plan.path, language: .swift, text: plan.rewritten))
            else { continue }
            sources.units[index] = unit
            analyzer = SeamsAnalyzer(sources: sources, settings: analyzer.settings)
        }
        // The text of a file that is not UTF-8 was read with U+FFFD for its invalid bytes: written back, they would be lost.
        if let first, sources.invalidUTF8.contains(first.path) { throw RewriteError.notUTF8(first.path) }
        return outcomes
    }

    public static func plan(
        type: String, dependency written: String, technique: Technique?, property: String?, protocolName: String?,
        sources: LoadedSources, analyzer: SeamsAnalyzer
    ) throws -> Outcome {
        guard let seams = analyzer.seams(of: type) else { _ = try analyzer.types(named: type, root: sources.root); throw SeamsError.noSuchType(type, suggestion: nil) }
        let wanted = normalized(written)
        if let seam = seams.existingSeams.first(where: { matches(wanted, $0.expression) }) {
            return .alreadySeam(seam, type: type)
        }
        guard let dependency = seams.dependencies.first(where: { matches(wanted, $0.expression) }) else {
            throw RewriteError.noSuchDependency(written, type: type, known: seams.dependencies.filter(\.isAutomated).map(\.expression))
        }
        guard [.sharedInstance, .notificationCenter, .appDelegate].contains(dependency.kind) else {
            throw RewriteError.notApplicable(
                "'\(dependency.expression)' is a \(dependency.kind.title); Strangler rewrites shared instances, the notification centre and app-delegate lookups, so apply \(dependency.technique.title) by hand"
            )
        }
        let technique = technique ?? dependency.technique
        guard let valueType = analyzer.valueType(of: dependency) else {
            throw RewriteError.notApplicable("the type of '\(dependency.expression)' is not declared in the analysed code: give the property a type where it is declared")
        }
        guard let unit = sources.units.first(where: { $0.path == seams.file }), unit.language == .swift else {
            throw RewriteError.notApplicable("'\(seams.file)' is not Swift: Strangler rewrites Swift only")
        }
        guard dependency.uses.contains(where: { $0.file == seams.file }) else {
            let files = Set(dependency.uses.map(\.file)).sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw RewriteError.notApplicable("'\(type)' uses it only in extensions in \(files); Strangler rewrites the file that declares the type")
        }
        let pattern = try self.pattern(of: dependency)
        let propertyName = property ?? defaultPropertyName(valueType: valueType, dependency: dependency)
        // Exactly what the uses the rewrite replaces call: a static member keeps the shared instance.
        let used = Array(Set(dependency.uses.filter { !$0.isStatic }.flatMap(\.usedMembers))).sorted()
        let extracted: ExtractInterfaceAndInject.ExtractedProtocol?
        let propertyType: String
        if analyzer.isProtocol(valueType) {
            (extracted, propertyType) = (nil, "any " + valueType)
        } else {
            guard !used.isEmpty else {
                throw RewriteError.notApplicable("nothing is called on '\(dependency.expression)', so there is no interface to extract")
            }
            let name = protocolName ?? defaultProtocolName(type: type, property: propertyName)
            if analyzer.declaresAnywhere(name), !(analyzer.typeNames(declaredIn: seams.file, includingProtocols: true).contains(name)) {
                throw RewriteError.notApplicable("the codebase already has a type named '\(name)': pass --protocol with another name")
            }
            let requirements = try ProtocolRequirements.find(
                type: valueType, members: used, sources: sources, declaringFiles: analyzer.files(declaring: valueType)
            )
            extracted = ExtractInterfaceAndInject.ExtractedProtocol(
                name: name, conformingType: valueType, requirements: requirements.requirements, conveniences: requirements.conveniences
            )
            propertyType = "any " + name
        }
        let output = try ExtractInterfaceAndInject.refactor(
            source: unit.text,
            ExtractInterfaceAndInject.Input(
                typeName: type, pattern: pattern, productionDefault: dependency.expression, propertyName: propertyName,
                propertyType: propertyType, extracted: extracted, technique: technique, isLazy: dependency.kind == .appDelegate
            )
        )
        try RewriteVerifier.verify(original: unit, rewritten: output.text)
        var summary = [
            "\(technique.title): '\(type).\(propertyName)' (\(propertyType)) defaults to '\(dependency.expression)'"
                + (output.parameterizedInitializers > 0 ? ", and " + Plural.count(output.parameterizedInitializers, "initializer") + (output.parameterizedInitializers == 1 ? " takes it" : " take it") : ""),
            Plural.count(output.replaced, "use") + (output.replaced == 1 ? " now reads" : " now read") + " 'self.\(propertyName)'",
        ]
        if let extracted {
            summary.append("protocol '\(extracted.name)' has what '\(type)' uses of '\(valueType)': " + used.joined(separator: ", "))
        }
        if output.leftAlone > 0 { summary.append(Plural.count(output.leftAlone, "use") + " in static members or stored-property initializers left as they were") }
        let elsewhere = Set(dependency.uses.map(\.file)).subtracting([seams.file]).sorted()
        if !elsewhere.isEmpty { summary.append("uses in other files left as they were: " + elsewhere.joined(separator: ", ")) }
        let root = URL(fileURLWithPath: sources.root)
        return .rewrite(
            Plan(
                path: unit.path, fileURL: root.appendingPathComponent(unit.path), original: unit.text, rewritten: output.text,
                diff: UnifiedDiff.render(old: unit.text, new: output.text, path: unit.path), summary: summary
            )
        )
    }

    /// The expression without whitespace, so `( UIApplication.shared.delegate as! AppDelegate ).api` matches.
    static func normalized(_ expression: String) -> String { expression.filter { !$0.isWhitespace } }

    /// Whether what the user wrote names a dependency: the whole expression, or `AppDelegate.api` for an app-delegate lookup.
    static func matches(_ wanted: String, _ expression: String) -> Bool {
        let full = normalized(expression)
        if wanted == full { return true }
        guard full.hasPrefix("("), let close = full.lastIndex(of: ")"), let cast = full.range(of: "as!") else { return false }
        return wanted == String(full[cast.upperBound..<close]) + String(full[full.index(after: close)...])
    }

    private static func pattern(of dependency: Dependency) throws -> ExtractInterfaceAndInject.Pattern {
        let parts = normalized(dependency.expression)
        if dependency.kind == .appDelegate {
            guard let close = parts.lastIndex(of: ")"), let cast = parts.range(of: "as!"), parts[close...].count > 2 else {
                throw RewriteError.notApplicable("the app delegate is used without reading a property of it: read the property it needs first")
            }
            return .appDelegate(delegate: String(parts[cast.upperBound..<close]), property: String(parts[parts.index(close, offsetBy: 2)...]))
        }
        let components = parts.split(separator: ".")
        guard components.count == 2 else { throw RewriteError.notApplicable("'\(dependency.expression)' is not 'Type.accessor'") }
        return .sharedInstance(type: String(components[0]), accessor: String(components[1]))
    }

    /// `session` for `URLSession`, `defaults` for `UserDefaults`, `api` for `AppDelegate.api`, `analytics` for `Analytics`.
    static func defaultPropertyName(valueType: String, dependency: Dependency) -> String {
        if dependency.kind == .appDelegate, let dot = dependency.expression.lastIndex(of: ".") {
            return String(dependency.expression[dependency.expression.index(after: dot)...])
        }
        let known = ["URLSession": "session", "UserDefaults": "defaults", "NotificationCenter": "notificationCenter", "FileManager": "fileManager"]
        if let name = known[valueType] { return name }
        let upper = valueType.prefix { $0.isUppercase }
        let lowered = upper.count > 1 && upper.count < valueType.count ? upper.dropLast().lowercased() + valueType.dropFirst(upper.count - 1) : valueType.prefix(1).lowercased() + valueType.dropFirst()
        return lowered
    }

    /// `ProductSessionProtocol` for `ProductViewController.session`; `CalendarAPIProtocol` for `CalendarViewController.api`.
    static func defaultProtocolName(type: String, property: String) -> String {
        var scene = type.split(separator: ".").last.map(String.init) ?? type
        for suffix in ["ViewController", "Controller", "Screen", "View"] where scene.hasSuffix(suffix) && scene.count > suffix.count {
            scene.removeLast(suffix.count)
            break
        }
        let capitalized = property.count <= 3 ? property.uppercased() : property.prefix(1).uppercased() + property.dropFirst()
        return scene + capitalized + "Protocol"
    }
}
