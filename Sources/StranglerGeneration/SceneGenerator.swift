import Foundation
import Stencil
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Renders a scene from its templates, then parses every Swift file it rendered: a template that produces
/// invalid Swift stops the whole scene, so nothing is ever written half-done.
///
/// Stages: validate the names, render each template (Stencil, whitespace trimmed around tags), tidy the
/// blank lines, parse with SwiftParser. Same spec and templates, same bytes.
///
/// ## Example
/// `SceneGenerator(templates: .builtIn()).generate(SceneSpec(name: "Product", useCases: [UseCase(name: "FetchProduct")]))`
/// returns `ProductViewController.swift`, `ProductInteractor.swift`, …, `Tests/ProductInteractorTests.swift`, ….
public struct SceneGenerator: Sendable {
    public var templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    public func generate(_ spec: SceneSpec) throws -> [GeneratedFile] {
        try spec.validate()
        let context = spec.templateContext
        let environment = Environment(trimBehaviour: .smart)
        var files: [GeneratedFile] = []
        var paths: Set<String> = []
        for template in try templates.templates(for: spec.ui) {
            let rendered = try Self.render(template, context: context, environment: environment)
            let text = Self.tidy(rendered)
            // A template that renders nothing (say, router tests for a scene without routes) makes no file.
            if text.isEmpty { continue }
            let path = template.outputPath(scene: spec.name)
            if !paths.insert(path).inserted { throw GenerationError.duplicateOutput(path) }
            let declared = path.hasSuffix(".swift") ? try Self.parse(text, template: template, file: path) : []
            files.append(GeneratedFile(path: path, text: text, template: template.path, declaredTypes: declared))
        }
        // Scene files first, then tests, each by path: the order files are printed and written in.
        return files.sorted { ($0.isTest ? 1 : 0, $0.path) < ($1.isTest ? 1 : 0, $1.path) }
    }

    /// One template rendered with Stencil; its syntax errors carry the template's path and line.
    static func render(_ template: SceneTemplate, context: [String: Any], environment: Environment) throws -> String {
        do {
            let stencil = environment.templateClass.init(templateString: template.text, environment: environment, name: template.path)
            return try stencil.render(context)
        } catch let error as TemplateSyntaxError {
            let line = error.token.map { Int($0.sourceMap.location.lineNumber) }
            throw GenerationError.templateError(template: template.path, line: line, reason: error.reason)
        } catch {
            throw GenerationError.templateError(template: template.path, line: nil, reason: String(describing: error))
        }
    }

    /// Trailing spaces removed, runs of blank lines collapsed to one, no blank line just inside braces, one
    /// final newline; an output with nothing but whitespace becomes empty.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = raw
            while line.last == " " || line.last == "\t" || line.last == "\r" { line = line.dropLast() }
            let isBlank = line.isEmpty
            if isBlank, lines.last.map({ $0.isEmpty || $0.hasSuffix("{") }) ?? true { continue }
            if !isBlank, line.drop(while: { $0 == " " }).hasPrefix("}"), lines.last?.isEmpty == true { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The top-level types `text` declares, or the first syntax error with its line in the file and, when it
    /// can be told, in the template.
    /// `allowingPlaceholders`: an editor placeholder (`<#TabManager#>`) is a value left to the developer on purpose, which
    /// Xcode tabs to and which does not compile until it is filled in.
    static func parse(_ text: String, template: SceneTemplate, file: String, allowingPlaceholders: Bool = false) throws -> [String] {
        let tree = Parser.parse(source: text)
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if let first = diagnostics.first(where: { diagnostic in
            diagnostic.diagMessage.severity == .error && !(allowingPlaceholders && diagnostic.message == "editor placeholder in source file")
        }) {
            let converter = SourceLocationConverter(fileName: file, tree: tree)
            let line = first.location(converter: converter).line
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let templateLine = lines.indices.contains(line - 1) ? TemplateLine.locate(String(lines[line - 1]), in: template.text) : nil
            throw GenerationError.invalidSwift(
                template: template.path, templateLine: templateLine, file: file, line: line, reason: first.message
            )
        }
        return tree.statements.compactMap { item -> String? in
            switch item.item {
            case .decl(let decl):
                if let type = decl.asProtocol(NamedDeclSyntax.self), !decl.is(FunctionDeclSyntax.self),
                   !decl.is(MacroDeclSyntax.self) {
                    return type.name.text
                }
                return nil
            default: return nil
            }
        }
    }
}
