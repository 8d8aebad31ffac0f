import StranglerSeams

/// `strangler seams` as one document per type, in the order of Feathers' algorithm: change points, test points,
/// dependencies to break.
public enum SeamsMarkdownReporter {
    public static func render(_ report: SeamsReport) -> String {
        var out = "# Strangler seams\n\n"
        if let change = report.change { out += "Change: \(change)\n\n" }
        for type in report.types {
            out += "## \(type.name) Seams\n\n`\(type.file):\(type.line)`, \(type.kind).\n\n"
            if report.change != nil {
                out += "### Change Points\n\n_" + SeamsText.heuristic.prefix(1).uppercased() + SeamsText.heuristic.dropFirst() + "._\n\n"
                out += MarkdownReporter.table(["Name", "Kind", "Where", "Why"], type.changePoints) {
                    ["`\($0.name)`", $0.kind, "`\($0.file):\($0.line)`", $0.reason]
                }
            }
            out += "### Test Points\n\n"
            out += MarkdownReporter.table(["Test point", "Kind", "Line", "Depends on"], type.testPoints) {
                ["`\($0.name)`", $0.kind.rawValue, "\($0.line)", $0.dependsOn.map { "`\($0)`" }.joined(separator: ", ")]
            }
            out += "### Dependencies to Break\n\n"
            out += MarkdownReporter.list(type.dependencies) { dependency in
                var line = "`\(dependency.expression)` (\(dependency.kind.title)) in " + SeamsText.uses(dependency)
                if !dependency.usedMembers.isEmpty { line += ", uses " + dependency.usedMembers.map { "`\($0)`" }.joined(separator: ", ") }
                line += ". Blocks " + (dependency.blocks.isEmpty ? "no test point" : dependency.blocks.map { "`\($0)`" }.joined(separator: ", "))
                line += ": " + dependency.effect + ". Technique: " + SeamsText.techniques(dependency) + "."
                if dependency.isAutomated { line += " Run `" + SeamsText.command(type: type.name, dependency: dependency) + "`." }
                return line
            }
            out += "### Existing Seams\n\n"
            out += MarkdownReporter.list(type.existingSeams) { SeamsText.existing($0) }
            if !type.networkModels.isEmpty {
                out += "### Network Models\n\n"
                out += MarkdownReporter.list(type.networkModels) { "`\($0.isArray ? "[\($0.type)]" : $0.type)` decoded in `\($0.member)` from `\($0.via)`" }
            }
        }
        return out
    }
}
