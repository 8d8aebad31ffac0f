import Foundation

/// Finds the template line a rendered line came from, so an error in generated Swift points at the line a
/// team has to edit.
///
/// A template line matches when its text matches the rendered line with every `{{ … }}` standing for any
/// text; lines that hold only `{% … %}` tags never match. The first match wins.
///
/// `final class {{ scene }}Worker(` matches the rendered `final class ProductWorker(`.
enum TemplateLine {
    static func locate(_ rendered: String, in template: String) -> Int? {
        let target = rendered.trimmingCharacters(in: .whitespaces)
        guard !target.isEmpty else { return nil }
        for (index, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || (text.hasPrefix("{%") && text.hasSuffix("%}")) { continue }
            if let pattern = try? NSRegularExpression(pattern: "^" + pattern(for: text) + "$"),
               pattern.firstMatch(in: target, range: NSRange(target.startIndex..., in: target)) != nil {
                return index + 1
            }
        }
        return nil
    }

    /// The line as a regular expression: literal text escaped, each `{{ … }}` and `{% … %}` as any text.
    private static func pattern(for line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let open = rest.range(of: "{{") ?? rest.range(of: "{%") {
            let closing = rest[open.lowerBound...].hasPrefix("{{") ? "}}" : "%}"
            guard let close = rest.range(of: closing, range: open.upperBound..<rest.endIndex) else { break }
            result += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound])) + ".*"
            rest = rest[close.upperBound...]
        }
        return result + NSRegularExpression.escapedPattern(for: String(rest))
    }
}
