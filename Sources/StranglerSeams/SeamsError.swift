import Foundation
import StranglerAnalysis
import StranglerSources

/// Why `seams`, `break-dependency` or `characterize` cannot pick the type asked for.
public enum SeamsError: LocalizedError, Equatable {
    case noSuchType(String, suggestion: String?)
    case noTypeInFile(String)
    case fileOutsideProject(String, root: String)

    public var errorDescription: String? {
        switch self {
        case .noSuchType(let name, let suggestion):
            NameSuggestions.notFound(
                "type", named: name, suggestion: suggestion, otherwise: "pass a class, struct, enum or actor the analysed code declares, or one of its files"
            )
        case .noTypeInFile(let file):
            "'\(file)' declares no class, struct, enum or actor: pass a type name or another file"
        case .fileOutsideProject(let file, let root):
            "'\(file)' is not inside the analysed folder '\(root)': pass the project folder as PATH"
        }
    }
}

extension SeamsAnalyzer {
    /// The types `TYPE_OR_FILE` names: a type the codebase declares, or every type a file of it declares.
    public func types(named typeOrFile: String, root: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        let looksLikeFile = typeOrFile.contains("/") || typeOrFile.hasSuffix(".swift") || typeOrFile.hasSuffix(".m") || typeOrFile.hasSuffix(".h")
        if looksLikeFile, FileManager.default.fileExists(atPath: typeOrFile, isDirectory: &isDirectory), !isDirectory.boolValue {
            let file = URL(fileURLWithPath: typeOrFile).standardizedFileURL.resolvingSymlinksInPath().path
            let base = URL(fileURLWithPath: root).standardizedFileURL.resolvingSymlinksInPath().path
            guard file.hasPrefix(base + "/") || base == file else { throw SeamsError.fileOutsideProject(typeOrFile, root: root) }
            let relative = base == file ? URL(fileURLWithPath: file).lastPathComponent : String(file.dropFirst(base.count + 1))
            let names = typeNames(declaredIn: relative)
            if names.isEmpty { throw SeamsError.noTypeInFile(typeOrFile) }
            return names
        }
        guard declares(typeOrFile) else {
            throw SeamsError.noSuchType(typeOrFile, suggestion: NameSuggestions.suggestion(for: typeOrFile, in: index.declarations.keys.filter(declares)))
        }
        return [typeOrFile]
    }
}
