import Foundation

/// Parses Objective-C `.h`/`.m` files into the same neutral model as Swift: a careful lexer and a
/// structural parser, no libclang. Message sends become call events named the way Swift imports
/// them, blocks become closures owned by their call, `if`/`switch`/`@catch` give conditions.
///
/// Malformed input (unbalanced brackets, a truncated file) never stops the parse: every loop
/// advances, and what was read is returned.
public enum ObjCFrontEnd {
    /// What every Objective-C file of a project sees of the others, gathered before any is parsed (`shared(by:)`).
    public struct Shared: Sendable, Equatable {
        /// String constants by name: `#define AUTHORIZATION_URL @"/oauth2/access_token"` anywhere, and
        /// `NSString *const kUserPath = @"/users/%@";` written at the start of a line (a file's, not a method's).
        public var constants: [String: String] = [:]
        /// The one-piece `set…:` selectors the codebase declares methods for (`- (void)setRepeatMode:(XYRepeatMode)mode`):
        /// a custom setter, or a method named like one, whose code a message to it runs.
        public var setters: Set<String> = []

        public init(constants: [String: String] = [:], setters: Set<String> = []) {
            self.constants = constants
            self.setters = setters
        }
    }

    /// Parses one file, seeing what the project's other files declare (`shared(by:)`) as it does through the headers it
    /// imports: `[NSString stringWithFormat:@"%@%@", host, AUTHORIZATION_URL]` reads the path a header's `#define` gives.
    /// The file's own constants win over another's.
    public static func parse(_ file: SourceFile, shared: Shared = Shared()) -> Result<SourceUnit, SkippedFile> {
        let bytes = Array(file.text.utf8)
        let lexer = ObjCLexer(bytes)
        let table = LineTable(bytes)
        let parser = ObjCParser(tokens: lexer.tokens, table: table, path: file.path, constants: lexer.stringMacros, shared: shared)
        parser.parseFile()
        return .success(
            SourceUnit(
                path: file.path, language: .objectiveC, lineCount: table.lineCount, imports: lexer.imports,
                types: parser.types.sorted { ($0.line, $0.name) < ($1.line, $1.name) },
                importLines: importLines(lexer, table), text: file.text, typeAliases: parser.swiftNames,
                stringConstants: parser.constants
            )
        )
    }

    /// What the Objective-C files declare for each other (see `Shared`), read line by line from their text, a file on each
    /// of up to `maxConcurrency` threads. The first file by path wins a constant that two declare, as in the index.
    public static func shared(by files: [SourceFile], maxConcurrency: Int = ProcessInfo.activeCores) -> Shared {
        let declared = files.filter { $0.language == .objectiveC }.sorted { $0.path < $1.path }.parallelMap(maxConcurrency: maxConcurrency) { file in
            var own = Shared()
            declarations(in: file.text, into: &own)
            return own
        }
        var shared = Shared()
        for own in declared {
            shared.constants.merge(own.constants) { first, _ in first }
            shared.setters.formUnion(own.setters)
        }
        return shared
    }

    /// Read on the UTF-8 bytes, line by line: a `String`'s lines, split by `Character`, cost more than parsing the file.
    static func declarations(in text: String, into shared: inout Shared) {
        var text = text
        text.withUTF8 { bytes in
            var lineStart = 0
            while lineStart < bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                declaration(bytes[lineStart..<lineEnd], into: &shared)
                lineStart = lineEnd + 1
            }
        }
    }

    private static func declaration(_ line: Slice<UnsafeBufferPointer<UInt8>>, into shared: inout Shared) {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: line.base[range]), as: UTF8.self) }
        func isNamePart(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }
        func contains(_ word: String, in range: Range<Int>) -> Bool {
            let pattern = Array(word.utf8)
            guard range.count >= pattern.count else { return false }
            return (range.lowerBound...(range.upperBound - pattern.count)).contains { at in
                pattern.indices.allSatisfy { line.base[at + $0] == pattern[$0] }
            }
        }
        guard let first = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return }
        // `- (void)setRepeatMode:(XYRepeatMode)repeatMode`, in a header or an implementation; one piece only
        // (`setObject:forKey:` is no setter).
        if line[first] == UInt8(ascii: "-") {
            guard let close = line[first...].firstIndex(of: UInt8(ascii: ")")) else { return }
            var name = close + 1
            while name < line.endIndex, line[name] == 0x20 { name += 1 }
            var colon = name
            while colon < line.endIndex, isNamePart(line[colon]) { colon += 1 }
            let signatureEnd = line[first...].firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ";") } ?? line.endIndex
            guard colon < line.endIndex, line[colon] == UInt8(ascii: ":"),
                  line[first..<signatureEnd].count(where: { $0 == UInt8(ascii: ":") }) == 1 else { return }
            let piece = text(name..<(colon + 1))
            if ObjCSelectors.setterProperty([piece]) != nil { shared.setters.insert(piece) }
            return
        }
        guard line.contains(UInt8(ascii: "@")) else { return }
        if line[first] == UInt8(ascii: "#") {
            if let (name, value) = ObjCLexer.stringMacro(text(first..<line.endIndex)), shared.constants[name] == nil {
                shared.constants[name] = value
            }
            return
        }
        // `NSString *const kUserPath = @"…";`, `static NSString * const kX = @"…";`: at the line's start, typed NSString.
        guard first == line.startIndex, let equals = line.firstIndex(of: UInt8(ascii: "=")),
              contains("NSString", in: line.startIndex..<equals), contains("const", in: line.startIndex..<equals) else { return }
        var nameEnd = equals
        while nameEnd > line.startIndex, line[nameEnd - 1] == 0x20 { nameEnd -= 1 }
        var nameStart = nameEnd
        while nameStart > line.startIndex, isNamePart(line[nameStart - 1]) { nameStart -= 1 }
        var value = equals + 1
        while value < line.endIndex, line[value] == 0x20 { value += 1 }
        guard nameStart < nameEnd, value + 1 < line.endIndex, line[value] == UInt8(ascii: "@"), line[value + 1] == UInt8(ascii: "\"") else {
            return
        }
        let valueEnd = line[(value + 2)...].firstIndex(of: UInt8(ascii: "\"")) ?? line.endIndex
        let name = text(nameStart..<nameEnd)
        if shared.constants[name] == nil { shared.constants[name] = text((value + 2)..<valueEnd) }
    }

    /// `#import <UIKit/UIKit.h>` and `@import UIKit;` as the Swift front end reports `import UIKit`: the module
    /// and where its name starts, so `check` treats an Objective-C file's imports as it treats a Swift file's.
    private static func importLines(_ lexer: ObjCLexer, _ table: LineTable) -> [ImportLine] {
        var found = lexer.importOffsets.filter { !$0.module.hasSuffix(".h") }
        let tokens = lexer.tokens
        for index in tokens.indices where tokens[index].kind == .atKeyword && tokens[index].text == "@import" {
            var parts: [String] = []
            var next = index + 1
            while next < tokens.count, tokens[next].kind == .identifier {
                parts.append(tokens[next].text)
                guard next + 1 < tokens.count, tokens[next + 1].text == "." else { break }
                next += 2
            }
            if let first = tokens.indices.contains(index + 1) ? tokens[index + 1] : nil, !parts.isEmpty {
                found.append((parts.joined(separator: "."), first.offset))
            }
        }
        return found.sorted { $0.offset < $1.offset }.map { module, offset in
            let line = table.line(of: offset)
            return ImportLine(module: module, line: line, column: table.column(of: offset, line: line))
        }
    }
}

/// The declaration level: interfaces, implementations, protocols, properties, ivars, methods.
final class ObjCParser {
    typealias Token = ObjCLexer.Token

    let tokens: [Token]
    let table: LineTable
    let path: String
    var position = 0
    private(set) var types: [TypeDecl] = []
    private var memberCount = 0
    /// String constants by name: `#define kBaseURL @"…"` and `NSString *const kBaseURL = @"…";`.
    private(set) var constants: [String: String]
    /// What the project's other files declare (see `ObjCFrontEnd.Shared`).
    let shared: ObjCFrontEnd.Shared
    /// The name Swift code calls a class or protocol by, where `NS_SWIFT_NAME(PlaybackService)` gives it another
    /// (`XYPlaybackService`): the class by its Swift name.
    private(set) var swiftNames: [String: String] = [:]

    init(tokens: [Token], table: LineTable, path: String, constants: [String: String] = [:], shared: ObjCFrontEnd.Shared = .init()) {
        self.tokens = tokens
        self.table = table
        self.path = path
        self.constants = constants
        self.shared = shared
    }

    /// A string constant by name: the file's own, else another file's.
    func constant(_ name: String) -> String? { constants[name] ?? shared.constants[name] }

    // MARK: Token access

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    func peek(_ offset: Int = 1) -> Token? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    func line(_ token: Token?) -> Int { table.line(of: token?.offset ?? table.bytes.count) }

    func isAt(_ text: String) -> Bool { current?.text == text && current?.kind != .string }

    @discardableResult
    func expect(_ text: String) -> Bool {
        guard isAt(text) else { return false }
        position += 1
        return true
    }

    /// Skips a balanced `open … close` group starting at the current token.
    func skipBalanced(_ open: String, _ close: String) {
        guard isAt(open) else { return }
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                if token.text == open { depth += 1 }
                if token.text == close { depth -= 1 }
            }
            position += 1
            if depth == 0 { return }
        }
    }

    // MARK: Declarations

    func parseFile() {
        while let token = current {
            if token.kind == .atKeyword {
                switch token.text {
                case "@interface": parseInterface()
                case "@implementation": parseImplementation()
                case "@protocol" where peek(2)?.text != ";" && peek(2)?.text != ",": parseProtocol()
                default: position += 1
                }
            } else if token.is("{") {
                skipBalanced("{", "}")
            } else if token.kind == .identifier, token.text == "NS_SWIFT_NAME", peek()?.is("(") == true, let swiftName = peek(2),
                      swiftName.kind == .identifier, peek(3)?.is(")") == true, let next = peek(4),
                      next.text == "@interface" || next.text == "@protocol", let name = peek(5), name.kind == .identifier {
                if swiftName.text != name.text { swiftNames[swiftName.text] = name.text }
                position += 4
            } else if token.kind == .identifier, peek()?.is("=") == true, let value = peek(2), value.kind == .string {
                constants[token.text] = value.text
                position += 3
            } else {
                position += 1
            }
        }
    }

    private func parseInterface() {
        let start = current
        position += 1
        guard let name = current, name.kind == .identifier else { return }
        position += 1
        var inherited: [String] = []
        var kind = TypeDecl.Kind.class
        if isAt("(") {
            kind = .extension
            skipBalanced("(", ")")
        } else if expect(":"), let superclass = current, superclass.kind == .identifier {
            inherited.append(superclass.text)
            position += 1
        }
        inherited.append(contentsOf: protocolList())
        var members = isAt("{") ? parseIvars() : []
        while let token = current, token.text != "@end" {
            if token.text == "@property" {
                if let property = parseProperty() { members.append(property) }
            } else if token.text == "@interface" || token.text == "@implementation" {
                break
            } else {
                position += 1
            }
        }
        let end = current
        expect("@end")
        types.append(TypeDecl(name: name.text, kind: kind, inherited: inherited, file: path, line: line(start), endLine: line(end), members: members))
    }

    private func parseProtocol() {
        let start = current
        position += 1
        guard let name = current, name.kind == .identifier else { return }
        position += 1
        let inherited = protocolList()
        var members: [Member] = []
        while let token = current, token.text != "@end" {
            if token.text == "@property", let property = parseProperty() {
                members.append(Member(name: property.name, kind: .property, line: property.line, endLine: property.line, typeName: property.typeName))
            } else if token.is("-") || token.is("+") {
                // A requirement (`- (void)syncDidFinish:(ARSync *)sync;`), so a conforming class's method is known as its callback.
                if let method = parseMethod() { members.append(method) }
            } else if token.text == "@interface" || token.text == "@implementation" {
                break
            } else {
                position += 1
            }
        }
        let end = current
        expect("@end")
        types.append(TypeDecl(name: name.text, kind: .protocol, inherited: inherited, file: path, line: line(start), endLine: line(end), members: members))
    }

    /// An implementation is recorded as an extension: the class, its superclass and its properties come
    /// from the `@interface`, usually in the header.
    private func parseImplementation() {
        let start = current
        position += 1
        guard let name = current, name.kind == .identifier else { return }
        position += 1
        if isAt("(") { skipBalanced("(", ")") }
        var members = isAt("{") ? parseIvars() : []
        while let token = current, token.text != "@end" {
            if token.is("-") || token.is("+") {
                if let method = parseMethod() { members.append(method) }
            } else if token.text == "@interface" || token.text == "@implementation" {
                break
            } else if token.is("{") {
                skipBalanced("{", "}")
            } else {
                position += 1
            }
        }
        let end = current
        expect("@end")
        types.append(TypeDecl(name: name.text, kind: .extension, inherited: [], file: path, line: line(start), endLine: line(end), members: members))
    }

    private func protocolList() -> [String] {
        guard expect("<") else { return [] }
        var names: [String] = []
        while let token = current, !token.is(">") {
            if token.kind == .identifier { names.append(token.text) }
            position += 1
        }
        expect(">")
        return names
    }

    /// `{ IBOutlet UIButton *button; NSInteger _count; }`: stored properties.
    private func parseIvars() -> [Member] {
        expect("{")
        var members: [Member] = []
        var declaration: [Token] = []
        while let token = current, !token.is("}") {
            position += 1
            if token.is(";") {
                if let member = storedMember(declaration) { members.append(member) }
                declaration = []
            } else if token.kind != .atKeyword {
                declaration.append(token)
            }
        }
        expect("}")
        return members
    }

    private static let typeNoise: Set<String> = [
        "IBOutlet", "IBOutletCollection", "nonnull", "nullable", "_Nonnull", "_Nullable", "__nonnull", "__nullable",
        "null_unspecified", "__weak", "__strong", "__unsafe_unretained", "__block", "const", "__kindof", "volatile",
    ]

    /// A declaration's name is its last identifier; its type is what comes before, without qualifiers.
    private func storedMember(_ written: [Token], attributes: [String] = []) -> Member? {
        let declaration = Self.droppingTrailingMacros(written)
        var tokens = declaration
        var name: Token?
        // A block: `void (^completion)(BOOL)`.
        if let caret = tokens.firstIndex(where: { $0.is("^") }), caret + 1 < tokens.count, tokens[caret + 1].kind == .identifier {
            name = tokens[caret + 1]
            tokens = Array(tokens[..<max(0, caret - 1)])
        } else if let last = tokens.lastIndex(where: { $0.kind == .identifier && !Self.typeNoise.contains($0.text) }) {
            name = tokens[last]
            tokens = Array(tokens[..<last])
        }
        guard let name else { return nil }
        // `@property (class, …)` belongs to the class, not to an instance's state.
        let isStatic = attributes.contains("class")
        var allAttributes = attributes
        if declaration.contains(where: { $0.text == "IBOutlet" || $0.text == "IBOutletCollection" }) { allAttributes.append("IBOutlet") }
        let typeName: String?
        if declaration.contains(where: { $0.is("^") }), let first = declaration.first, let last = declaration.last {
            // A block: its signature as written, without the name (`void (^)(BOOL animated)`).
            typeName = table.snippet(from: first.offset, to: last.offset + last.text.utf8.count, limit: 80)
                .replacingOccurrences(of: "^" + name.text, with: "^")
        } else {
            let typeTokens = tokens.filter { !Self.typeNoise.contains($0.text) && !$0.is("*") }
            typeName = typeTokens.isEmpty ? nil : typeTokens.map(\.text).joined(separator: "").replacingOccurrences(of: ",", with: ", ")
        }
        let line = line(name)
        return Member(
            name: name.text.hasPrefix("_") && name.text.count > 1 ? String(name.text.dropFirst()) : name.text, kind: .property,
            line: line, endLine: line, isStatic: isStatic, attributes: allAttributes, typeName: typeName, isStored: true
        )
    }

    /// `@property (nonatomic, strong) IBOutlet UILabel *nameLabel;`
    private func parseProperty() -> Member? {
        position += 1
        var attributes: [String] = []
        if isAt("(") {
            position += 1
            while let token = current, !token.is(")") {
                if token.kind == .identifier { attributes.append(token.text) }
                position += 1
            }
            expect(")")
        }
        var declaration: [Token] = []
        while let token = current, !token.is(";"), token.kind != .atKeyword {
            declaration.append(token)
            position += 1
        }
        expect(";")
        return storedMember(declaration, attributes: attributes)
    }

    /// A declaration without the availability and attribute macros after its name:
    /// `YapDatabaseConnection *uiConnection DEPRECATED_MSG_ATTRIBUTE("Use connections.ui")` → `… *uiConnection`.
    static func droppingTrailingMacros(_ declaration: [Token]) -> [Token] {
        func isMacro(_ token: Token) -> Bool {
            token.kind == .identifier && token.text.count > 2
                && (token.text.hasPrefix("__") || token.text.utf8.contains(UInt8(ascii: "_")) && token.text.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" })
        }
        var end = declaration.count
        while end > 0 {
            if declaration[end - 1].is(")") {
                var depth = 0
                var open = end - 1
                while open >= 0 {
                    if declaration[open].is(")") { depth += 1 } else if declaration[open].is("(") { depth -= 1 }
                    if depth == 0 { break }
                    open -= 1
                }
                guard open > 0, isMacro(declaration[open - 1]) else { break }
                end = open - 1
            } else if isMacro(declaration[end - 1]) {
                end -= 1
            } else {
                break
            }
        }
        return end > 0 ? Array(declaration[..<end]) : declaration
    }

    // MARK: Methods

    /// `(NSArray<Buddy *> *)` → `NSArray<Buddy>`: the type in parentheses, without pointers and qualifiers.
    private func parenthesizedType() -> String? {
        guard isAt("(") else { return nil }
        let start = position
        skipBalanced("(", ")")
        return tokens[(start + 1)..<max(start + 1, position - 1)].filter { !$0.is("*") && !Self.typeNoise.contains($0.text) }
            .map(\.text).joined()
    }

    /// `- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath { … }`
    private func parseMethod() -> Member? {
        let isStatic = current?.text == "+"
        position += 1
        let returnType = parenthesizedType()
        guard let first = current, first.kind == .identifier else { return nil }
        var pieces: [String] = []
        var parameters: [(String, String?)] = []
        var complexity = 1
        // A piece may have no name (`- (void)downloadSubtitle:(NSURL *)url toURL:(NSURL *)fileURL :(id)handler`).
        while let token = current, token.kind == .identifier || !pieces.isEmpty && token.is(":") {
            if token.is(":") || peek()?.is(":") == true {
                pieces.append(token.is(":") ? ":" : token.text + ":")
                position += token.is(":") ? 1 : 2
                let type = parenthesizedType()
                if let name = current, name.kind == .identifier {
                    parameters.append((name.text, type))
                    position += 1
                }
            } else {
                if pieces.isEmpty { pieces.append(token.text) }
                position += 1
                break
            }
        }
        // lizard reads selector pieces named like conditions (`for:`) as conditions.
        complexity += pieces.filter { ["if:", "for:", "while:", "case:", "catch:"].contains($0) }.count
        while let token = current, !token.is("{"), !token.is(";"), !token.is("-"), !token.is("+"), token.text != "@end" {
            position += 1
        }
        memberCount += 1
        // The init family is an instance method that returns an object: `- (void)initMatrixSessions` is a method.
        let isInitializer = !isStatic && returnType != "void" && pieces.first.map(ObjCSelectors.isInitializer) == true
        var member = Member(
            name: pieces.joined(), kind: isInitializer ? .initializer : .method, line: line(first),
            endLine: line(first), isStatic: isStatic, attributes: returnType == "IBAction" ? ["IBAction"] : [], typeName: returnType
        )
        if pieces.first == "dealloc" { member.kind = .deinitializer }
        guard isAt("{") else {
            expect(";")
            return member
        }
        let builder = MemberBuilder(id: memberCount, member: member)
        builder.complexity = complexity
        for (position, (name, type)) in parameters.enumerated() { builder.addParameter(name: name, typeName: type, position: position) }
        let body = ObjCBodyParser(parser: self, builder: builder)
        body.parseMethodBody()
        if parameters.isEmpty, !isStatic, let value = body.returnedValue { builder.member.initialValue = value }
        builder.member.endLine = line(tokens[max(0, min(position, tokens.count) - 1)])
        return builder.finish()
    }
}
