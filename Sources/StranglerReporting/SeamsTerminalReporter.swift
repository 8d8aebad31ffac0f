import Rainbow
import StranglerSeams
import StranglerSources

/// `strangler seams` for a reader at a terminal: per type, the dependencies to break with the command that
/// breaks each, the seams that already exist, the test points, and the change points when a change was described.
public enum SeamsTerminalReporter {
    public static func render(_ report: SeamsReport, colored: Bool) -> String {
        var out: [String] = []
        func paint(_ text: String, _ style: (String) -> String) -> String { colored ? style(text) : text }
        let count = report.types.reduce(0) { $0 + $1.dependencies.count }
        out.append(paint("Strangler seams", { $0.bold }) + ": " + Plural.count(report.types.count, "type") + ", " + Plural.count(count, "dependency to break", plural: "dependencies to break"))
        for type in report.types {
            out.append("")
            out.append(paint(type.name, { $0.bold }) + "  " + paint("\(type.file):\(type.line)", { $0.dim }) + "  \(type.kind)")
            if !type.changePoints.isEmpty {
                out.append("  change points (" + SeamsText.heuristic + "):")
                for point in type.changePoints {
                    out.append("    \(point.name)  \(point.kind), \(point.file):\(point.line): \(point.reason)")
                }
            }
            out.append("  test points (\(type.testPoints.count)):")
            for point in type.testPoints {
                let depends = point.dependsOn.isEmpty ? "" : "  depends on " + point.dependsOn.joined(separator: ", ")
                out.append("    \(point.kind.rawValue) \(point.name)" + paint(depends, { $0.dim }))
            }
            out.append("  dependencies to break (\(type.dependencies.count)):")
            for dependency in type.dependencies {
                out.append("    " + paint(dependency.expression, { $0.yellow }) + "  \(dependency.kind.title)")
                out.append("      in: " + SeamsText.uses(dependency))
                if !dependency.usedMembers.isEmpty { out.append("      uses: " + dependency.usedMembers.joined(separator: ", ")) }
                out.append("      blocks: " + (dependency.blocks.isEmpty ? "no test point (only private members reach it)" : dependency.blocks.joined(separator: ", ")))
                out.append("      why: " + dependency.effect)
                out.append("      technique: " + SeamsText.techniques(dependency))
                if dependency.isAutomated {
                    out.append("      " + paint("run: " + SeamsText.command(type: type.name, dependency: dependency), { $0.green }))
                }
            }
            for seam in type.existingSeams {
                out.append("  already a seam: " + SeamsText.existing(seam))
            }
            for model in type.networkModels {
                out.append("  network model: \(model.isArray ? "[\(model.type)]" : model.type) decoded in \(model.member) from \(model.via)")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }
}

/// Sentences the seams reporters share.
enum SeamsText {
    static let heuristic = "a heuristic: words of the described change found in names"

    static func techniques(_ dependency: Dependency) -> String {
        dependency.technique.title + (dependency.alternatives.isEmpty ? "" : " (or " + dependency.alternatives.map(\.title).joined(separator: ", ") + ")")
    }

    /// The `break-dependency` command line for a dependency, quoted for a POSIX shell.
    static func command(type: String, dependency: Dependency) -> String {
        "strangler break-dependency \(type) --dependency '\(dependency.expression.replacingOccurrences(of: "'", with: "'\\''"))'"
    }

    /// `loadProduct() line 89, loadImage(from:) line 134`.
    /// `viewDidLoad() line 59, onOpen(_:) line 291 ×2`: uses on one line are said once, with their count.
    static func uses(_ dependency: Dependency) -> String {
        var places: [(text: String, count: Int)] = []
        for use in dependency.uses {
            let text = "\(use.member) line \(use.line)"
            if let index = places.firstIndex(where: { $0.text == text }) { places[index].count += 1 } else { places.append((text, 1)) }
        }
        return places.map { $0.count > 1 ? "\($0.text) ×\($0.count)" : $0.text }.joined(separator: ", ")
    }

    static func existing(_ seam: ExistingSeam) -> String {
        "'\(seam.property)' holds \(seam.expression) (line \(seam.line)): "
            + (seam.isSettable ? "a test can set it" : "a test can set it once it is an internal 'var'")
    }
}
