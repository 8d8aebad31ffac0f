import Foundation
import Stencil
import StranglerSources

/// `strangler convert-model` as a library: reads an Objective-C model (`.h`, and the `.m` beside it), decides
/// the Swift model, and renders the `model/` templates, each Swift file parsed before anything is written.
///
/// ## Example
/// `try ModelConverter.convert(header: "Legacy/SWUserModel.h", templates: .builtIn())` returns `UserModel.swift`,
/// `UserProtocol.swift`, `SWUserModel+UserProtocol.swift`, `UserModelService.swift`, `UserModelArchiveMigration.swift`,
/// `UserModelLegacyArchive.swift` and `Tests/UserModelArchiveMigrationTests.swift`, with a report of what went where.
public enum ModelConverter {
    /// - Parameters:
    ///   - header: the model's `.h` (or `.m`; the other one is read from beside it when present).
    ///   - name: the new model's name; by default the legacy name without its prefix (`SWUserModel` → `UserModel`).
    ///   - protocolName: by default the name without `Model`, plus `Protocol` (`UserProtocol`).
    ///   - displayPath: how messages and comments name the file (by default `header` as given).
    ///   - existingTypeNames: the codebase's types, which the generated ones must not be named like: the new model
    ///     lives beside the old one until it replaces it.
    public static func convert(
        header: String, name: String? = nil, protocolName: String? = nil, module: String = SceneSpec.defaultModule,
        displayPath: String? = nil, existingTypeNames: [String] = [], templates: TemplateSet
    ) throws -> ModelConversion {
        let (headerFile, implementationFile) = try read(header, displayPath: displayPath ?? header)
        guard let legacy = ObjCModelReader.read(header: headerFile, implementation: implementationFile) else {
            throw GenerationError.notAModel(header)
        }
        let name = name ?? defaultName(legacy.name)
        let protocolName = protocolName ?? (name.hasSuffix("Model") && name.count > 5 ? String(name.dropLast(5)) : name) + "Protocol"
        try SwiftIdentifier.validate(name, as: .model)
        try SwiftIdentifier.validate(protocolName, as: .protocolName)
        try SwiftIdentifier.validate(module, as: .module)
        if name == legacy.name || protocolName == legacy.name { throw GenerationError.sameNameAsLegacy(name == legacy.name ? name : protocolName) }
        let spec = ModelSpec(legacy: legacy, name: name, protocolName: protocolName, module: module)
        let files = try render(spec, templates: templates)
        let clashes = Set(files.filter { !$0.isTest }.flatMap(\.declaredTypes) + [name, protocolName]).intersection(existingTypeNames).sorted()
        if !clashes.isEmpty {
            throw GenerationError.modelCollision(name: name, existing: clashes, suggestion: existingTypeNames.contains(name + "Value") ? "New" + name : name + "Value")
        }
        return ModelConversion(spec: spec, files: files)
    }

    /// `SWUserModel` → `UserModel`: the upper-case prefix dropped, all but its last letter.
    static func defaultName(_ legacy: String) -> String {
        let prefix = legacy.prefix { $0.isUppercase }
        guard prefix.count > 1, prefix.count < legacy.count else { return legacy + "Value" }
        return String(legacy.dropFirst(prefix.count - 1))
    }

    private static func read(_ path: String, displayPath: String) throws -> (SourceFile, SourceFile?) {
        let ext = (path as NSString).pathExtension.lowercased()
        guard ["h", "m", "mm"].contains(ext) else {
            throw FileManager.default.fileExists(atPath: path) ? GenerationError.notAModelFile(path) : GenerationError.modelFileNotFound(path)
        }
        let base = (path as NSString).deletingPathExtension
        let displayBase = (displayPath as NSString).deletingPathExtension
        func load(_ ext: String) throws -> SourceFile? {
            let candidate = base + "." + ext
            guard FileManager.default.fileExists(atPath: candidate) else { return nil }
            guard let data = FileManager.default.contents(atPath: candidate), let text = String(data: data, encoding: .utf8) else {
                throw GenerationError.notAModelFile(candidate)
            }
            return SourceFile(path: displayBase + "." + ext, language: .objectiveC, text: text)
        }
        guard FileManager.default.fileExists(atPath: path) else { throw GenerationError.modelFileNotFound(path) }
        let header = try load("h")
        let implementation = try load(ext == "mm" ? "mm" : "m") ?? (ext == "h" ? try load("mm") : nil)
        guard let primary = header ?? implementation else { throw GenerationError.modelFileNotFound(path) }
        return (primary, header == nil ? nil : implementation)
    }

    /// Where each `model/` template's output goes, relative to the output folder.
    static func outputPath(of template: SceneTemplate, spec: ModelSpec) -> String? {
        switch template.path {
        case "model/Model.swift.stencil": "\(spec.name).swift"
        case "model/Protocol.swift.stencil": "\(spec.protocolName).swift"
        case "model/Conformance.swift.stencil": "\(spec.legacy.name)+\(spec.protocolName).swift"
        case "model/Service.swift.stencil": "\(spec.serviceName).swift"
        case "model/ArchiveMigration.swift.stencil": "\(spec.migrationName).swift"
        case "model/LegacyArchive.swift.stencil": "\(spec.bridgeName).swift"
        case "model/Tests/ArchiveMigrationTests.swift.stencil": "Tests/\(spec.migrationName)Tests.swift"
        default: nil
        }
    }

    private static func render(_ spec: ModelSpec, templates: TemplateSet) throws -> [GeneratedFile] {
        let environment = Environment(trimBehaviour: .smart)
        let context = spec.templateContext
        var files: [GeneratedFile] = []
        let selected = templates.files.filter { $0.path.hasPrefix("model/") && $0.path.hasSuffix(".stencil") }
        guard !selected.isEmpty else { throw GenerationError.noModelTemplates(templates.origin) }
        for template in selected {
            guard let path = outputPath(of: template, spec: spec) else { continue }
            let text = SceneGenerator.tidy(try SceneGenerator.render(template, context: context, environment: environment))
            if text.isEmpty { continue }
            let declared = try SceneGenerator.parse(text, template: template, file: path)
            files.append(GeneratedFile(path: path, text: text, template: template.path, declaredTypes: declared))
        }
        return files.sorted { ($0.isTest ? 1 : 0, $0.path) < ($1.isTest ? 1 : 0, $1.path) }
    }
}
