/// Reads an Objective-C model class from its header and implementation with the Objective-C lexer: the
/// declarations `convert-model` needs, which the screen parser does not keep (nullability, generic arguments,
/// the dictionary `+JSONKeyPathsByPropertyKey` returns, the keys `initWithCoder:` decodes).
///
/// ## Example
/// `@property (nonatomic, copy, nullable) NSString *email;` in `NS_ASSUME_NONNULL_BEGIN` is a nullable `NSString *`;
/// `return @{ @"identifier": @"id" };` in `+JSONKeyPathsByPropertyKey` maps `identifier` to `"id"`.
public enum ObjCModelReader {
    /// A type written in Objective-C, on its own: `NSArray<NSDictionary *> *` (as a property's type reads).
    public static func type(parsing text: String) -> ObjCModel.TypeRef? {
        var cursor = 0
        return TokenReader.type(ObjCLexer(Array(text.utf8)).tokens.filter { !TokenReader.isQualifier($0) }, at: &cursor)
    }

    /// The first class in `header` (then `implementation`) that can be a model: a subclass of `NSObject` or
    /// `MTLModel`, or a class adopting `MTLJSONSerializing`, `NSCoding` or `NSSecureCoding`. `nil` when there is none.
    public static func read(header: SourceFile, implementation: SourceFile?) -> ObjCModel? {
        let headerTokens = ObjCLexer(Array(header.text.utf8))
        let implementationTokens = implementation.map { ObjCLexer(Array($0.text.utf8)) }
        var reader = TokenReader(lexer: headerTokens, text: header.text, file: header.path)
        guard var model = reader.modelInterface(file: header.path) else {
            guard let implementation, let implementationTokens else { return nil }
            var fallback = TokenReader(lexer: implementationTokens, text: implementation.text, file: implementation.path)
            guard let model = fallback.modelInterface(file: implementation.path) else { return nil }
            return fallback.completed(model)
        }
        var methods = reader.methodDeclarations(of: model.name)
        if let implementation, let implementationTokens {
            var body = TokenReader(lexer: implementationTokens, text: implementation.text, file: implementation.path)
            body.constants.merge(reader.constants) { own, _ in own }
            model.properties += body.classExtensionProperties(of: model.name)
            model = body.completed(model)
            // Declarations in the header carry the nullability the implementation often leaves out.
            for method in model.methods where !methods.contains(where: { $0.selector == method.selector && $0.isClassMethod == method.isClassMethod }) {
                methods.append(method)
            }
            for index in methods.indices {
                if let defined = model.methods.first(where: { $0.selector == methods[index].selector && $0.isClassMethod == methods[index].isClassMethod }) {
                    methods[index].apiEvidence = defined.apiEvidence
                    methods[index].file = defined.file
                    methods[index].line = defined.line
                }
            }
        }
        model.methods = methods.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return model
    }
}

/// A cursor over one file's tokens.
private struct TokenReader {
    typealias Token = ObjCLexer.Token

    let tokens: [Token]
    let table: LineTable
    let file: String
    var constants: [String: String]
    var position = 0
    /// `NS_ASSUME_NONNULL_BEGIN … END` regions, as token index ranges.
    let nonnullRegions: [Range<Int>]

    init(lexer: ObjCLexer, text: String, file: String) {
        self.file = file
        // Models hold no shifts: `>>` closes two generic argument lists.
        tokens = lexer.tokens.flatMap { token -> [Token] in
            guard token.is(">>") else { return [token] }
            return [Token(kind: .punctuation, text: ">", offset: token.offset), Token(kind: .punctuation, text: ">", offset: token.offset + 1)]
        }
        table = LineTable(Array(text.utf8))
        var constants = lexer.stringMacros
        var regions: [Range<Int>] = []
        var begin: Int?
        for (index, token) in tokens.enumerated() {
            if token.text == "NS_ASSUME_NONNULL_BEGIN" { begin = index }
            if token.text == "NS_ASSUME_NONNULL_END", let start = begin { regions.append(start..<index); begin = nil }
            // `NSString *const kKey = @"…";`
            if token.is("="), index > 0, tokens[index - 1].kind == .identifier, index + 1 < tokens.count,
               tokens[index + 1].kind == .string {
                constants[tokens[index - 1].text] = tokens[index + 1].text
            }
        }
        if let begin { regions.append(begin..<tokens.count) }
        self.constants = constants
        nonnullRegions = regions
    }

    var current: Token? { position < tokens.count ? tokens[position] : nil }

    func line(_ index: Int) -> Int { table.line(of: index < tokens.count ? tokens[index].offset : table.bytes.count) }

    /// The index after the group that opens at `index` (`(`, `[`, `{`, `<`; `>>` was split in two).
    func closing(from index: Int, _ open: String, _ close: String) -> Int {
        var depth = 0
        var i = index
        while i < tokens.count {
            if tokens[i].kind == .punctuation {
                if tokens[i].text == open { depth += 1 }
                if tokens[i].text == close { depth -= 1 }
            }
            i += 1
            if depth <= 0 { return i }
        }
        return i
    }

    // MARK: Interface

    static let modelBases: Set<String> = ["NSObject", "MTLModel"]
    static let modelProtocols: Set<String> = ["MTLJSONSerializing", "NSCoding", "NSSecureCoding", "MTLModel"]

    mutating func modelInterface(file: String) -> ObjCModel? {
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "@interface", index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let name = tokens[index + 1].text
            var cursor = index + 2
            if cursor < tokens.count, tokens[cursor].is("(") { continue }
            var superclass: String?
            if cursor + 1 < tokens.count, tokens[cursor].is(":"), tokens[cursor + 1].kind == .identifier {
                superclass = tokens[cursor + 1].text
                cursor += 2
            }
            var protocols: [String] = []
            if cursor < tokens.count, tokens[cursor].is("<") {
                let end = closing(from: cursor, "<", ">")
                protocols = tokens[cursor..<end].filter { $0.kind == .identifier }.map(\.text)
                cursor = end
            }
            let isModel = superclass.map(Self.modelBases.contains) == true || protocols.contains(where: Self.modelProtocols.contains)
            guard isModel else { continue }
            position = cursor
            let properties = propertiesUntilEnd()
            return ObjCModel(name: name, superclass: superclass, protocols: protocols, file: file, line: line(index), properties: properties)
        }
        return nil
    }

    /// `@interface Name () … @end` in the implementation: private properties, archived like the others.
    mutating func classExtensionProperties(of name: String) -> [ObjCModel.Property] {
        var result: [ObjCModel.Property] = []
        var index = 0
        while index + 3 < tokens.count {
            if tokens[index].text == "@interface", tokens[index + 1].text == name, tokens[index + 2].is("(") {
                position = index + 3
                result += propertiesUntilEnd()
                index = position
            }
            index += 1
        }
        return result
    }

    private mutating func propertiesUntilEnd() -> [ObjCModel.Property] {
        var properties: [ObjCModel.Property] = []
        while let token = current, token.text != "@end" {
            if token.text == "@property", let property = property() {
                properties.append(property)
            } else {
                position += 1
            }
        }
        return properties
    }

    static let nullableWords: Set<String> = ["nullable", "_Nullable", "__nullable", "null_unspecified", "_Null_unspecified"]
    static let nonnullWords: Set<String> = ["nonnull", "_Nonnull", "__nonnull"]
    static let noise: Set<String> = [
        "IBOutlet", "const", "__weak", "__strong", "__unsafe_unretained", "__kindof", "volatile", "__block", "struct",
    ]

    /// `@property (nonatomic, copy, nullable) NSString *email;`
    private mutating func property() -> ObjCModel.Property? {
        let start = position
        position += 1
        var attributes: [String] = []
        if current?.is("(") == true {
            let end = closing(from: position, "(", ")")
            var attribute = ""
            for token in tokens[(position + 1)..<max(position + 1, end - 1)] {
                if token.is(",") {
                    attributes.append(attribute)
                    attribute = ""
                } else {
                    attribute += token.text
                }
            }
            if !attribute.isEmpty { attributes.append(attribute) }
            position = end
        }
        var declaration: [Token] = []
        while let token = current, !token.is(";"), token.kind != .atKeyword {
            declaration.append(token)
            position += 1
        }
        if current?.is(";") == true { position += 1 }
        guard let nameIndex = declaration.lastIndex(where: {
            $0.kind == .identifier && !Self.nullableWords.contains($0.text) && !Self.nonnullWords.contains($0.text) && !Self.noise.contains($0.text)
                && !$0.text.hasPrefix("NS_") && !$0.text.hasPrefix("API_")
        }) else { return nil }
        // Block properties hold behaviour, not data: kept, so the report can say they were left out.
        if let caret = declaration.firstIndex(where: { $0.is("^") }), caret + 1 < declaration.count {
            return ObjCModel.Property(
                name: declaration[caret + 1].text, type: .block(parameters: []), nullability: .unspecified, attributes: attributes, line: line(start)
            )
        }
        let typeTokens = Array(declaration[..<nameIndex])
        let name = declaration[nameIndex].text
        let words = Set(attributes).union(declaration.map(\.text))
        var nullability = ObjCModel.Nullability.unspecified
        if words.contains("null_resettable") {
            nullability = .nullResettable
        } else if !words.isDisjoint(with: Self.nullableWords) {
            nullability = .nullable
        } else if !words.isDisjoint(with: Self.nonnullWords) || nonnullRegions.contains(where: { $0.contains(start) }) {
            nullability = .nonnull
        }
        var cursor = 0
        guard let type = Self.type(typeTokens.filter { !Self.isQualifier($0) }, at: &cursor) else { return nil }
        return ObjCModel.Property(name: name, type: type, nullability: nullability, attributes: attributes, line: line(start))
    }

    static func isQualifier(_ token: Token) -> Bool {
        token.text == "null_resettable" || nullableWords.contains(token.text) || nonnullWords.contains(token.text) || noise.contains(token.text)
    }

    /// `NSArray<NSString *> *`, `NSInteger`, `id<Proto>`, `unsigned long`, `void (^)(BOOL)`.
    static func type(_ tokens: [Token], at cursor: inout Int) -> ObjCModel.TypeRef? {
        guard cursor < tokens.count, tokens[cursor].kind == .identifier else { return nil }
        var name = tokens[cursor].text
        cursor += 1
        // `unsigned long`, `long long`.
        while ["unsigned", "signed", "long", "short"].contains(name.split(separator: " ").last.map(String.init) ?? ""),
              cursor < tokens.count, tokens[cursor].kind == .identifier {
            name += " " + tokens[cursor].text
            cursor += 1
        }
        // A block type: `void (^)(…)` or `void (^name)(…)`.
        if cursor + 1 < tokens.count, tokens[cursor].is("("), tokens[cursor + 1].is("^") {
            while cursor < tokens.count, !tokens[cursor].is(")") { cursor += 1 }
            cursor += 1
            var parameters: [ObjCModel.TypeRef] = []
            guard cursor < tokens.count, tokens[cursor].is("(") else { return .block(parameters: []) }
            cursor += 1
            var depth = 0
            var piece: [Token] = []
            func flush() {
                var inner = 0
                let cleaned = piece.filter { !isQualifier($0) }
                if let parameter = type(cleaned, at: &inner), parameter.name != "void" { parameters.append(parameter) }
                piece = []
            }
            while cursor < tokens.count {
                let token = tokens[cursor]
                cursor += 1
                if token.is("(") || token.is("<") { depth += 1 }
                if token.is(">") { depth -= 1 }
                if token.is(")") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if token.is(","), depth == 0 { flush(); continue }
                piece.append(token)
            }
            flush()
            return .block(parameters: parameters)
        }
        var arguments: [ObjCModel.TypeRef] = []
        if cursor < tokens.count, tokens[cursor].is("<") {
            cursor += 1
            while cursor < tokens.count, !tokens[cursor].is(">") {
                if let argument = type(tokens, at: &cursor) {
                    arguments.append(argument)
                } else {
                    cursor += 1
                }
                if cursor < tokens.count, tokens[cursor].is(",") { cursor += 1 }
            }
            if cursor < tokens.count { cursor += 1 }
        }
        var isPointer = false
        while cursor < tokens.count, tokens[cursor].is("*") || isQualifier(tokens[cursor]) {
            if tokens[cursor].is("*") { isPointer = true }
            cursor += 1
        }
        // `id` and `Class` are object pointers without a star.
        if name == "id" || name == "instancetype" || name == "Class" { isPointer = true }
        return .named(name, arguments: arguments, isPointer: isPointer)
    }

    // MARK: Methods

    /// `- (void)checkMembership:(void (^)(BOOL))completion;` in the `@interface`.
    mutating func methodDeclarations(of name: String) -> [ObjCModel.Method] {
        var methods: [ObjCModel.Method] = []
        var inInterface = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "@interface", index + 1 < tokens.count, tokens[index + 1].text == name { inInterface = true }
            if token.text == "@end" { inInterface = false }
            if inInterface, token.is("-") || token.is("+"), index > 0, tokens[index - 1].is(";") || tokens[index - 1].kind == .atKeyword
                || tokens[index - 1].is(">") || tokens[index - 1].kind == .identifier || tokens[index - 1].is("}") {
                position = index
                if let method = methodHeader() {
                    methods.append(method)
                    index = position
                    continue
                }
            }
            index += 1
        }
        return methods
    }

    /// `(NSString *)` in a method's signature, consumed; `nil` without one.
    private mutating func parenthesizedType() -> ObjCModel.TypeRef? {
        guard current?.is("(") == true else { return nil }
        let end = closing(from: position, "(", ")")
        var cursor = 0
        let type = Self.type(Array(tokens[(position + 1)..<max(position + 1, end - 1)]).filter { !Self.isQualifier($0) }, at: &cursor)
        position = end
        return type
    }

    /// A method's return type, selector and parameters, from `-`/`+` up to its `;` or `{`.
    private mutating func methodHeader() -> ObjCModel.Method? {
        let start = position
        let isClassMethod = tokens[position].is("+")
        position += 1
        let returnType = parenthesizedType()
        guard let first = current, first.kind == .identifier else { return nil }
        var pieces: [String] = []
        var parameters: [ObjCModel.Parameter] = []
        while let token = current, token.kind == .identifier {
            if position + 1 < tokens.count, tokens[position + 1].is(":") {
                pieces.append(token.text + ":")
                position += 2
                let type = parenthesizedType()
                if let name = current, name.kind == .identifier {
                    parameters.append(ObjCModel.Parameter(name: name.text, type: type))
                    position += 1
                }
            } else {
                if pieces.isEmpty { pieces.append(token.text) }
                position += 1
                break
            }
        }
        while let token = current, !token.is("{"), !token.is(";"), token.kind != .atKeyword { position += 1 }
        return ObjCModel.Method(selector: pieces.joined(), isClassMethod: isClassMethod, returnType: returnType, parameters: parameters, file: file, line: line(start))
    }

    // MARK: Implementation

    /// The model with what the `@implementation` shows: the JSON mapping, transformers, coder keys, API calls.
    mutating func completed(_ model: ObjCModel) -> ObjCModel {
        var model = model
        var bodies: [(method: ObjCModel.Method, body: Range<Int>)] = []
        var index = 0
        var inImplementation = false
        while index < tokens.count {
            let token = tokens[index]
            if token.text == "@implementation", index + 1 < tokens.count, tokens[index + 1].text == model.name { inImplementation = true }
            if token.text == "@end" { inImplementation = false }
            if inImplementation, token.is("-") || token.is("+") {
                position = index
                if let method = methodHeader(), current?.is("{") == true {
                    let end = closing(from: position, "{", "}")
                    bodies.append((method, position..<end))
                    index = end
                    continue
                }
            }
            index += 1
        }
        model.valueAccessors = valueAccessors(of: Set(model.properties.map(\.name)))
        let dateFormat = dateFormats().first
        for (method, body) in bodies {
            var method = method
            if method.selector == "JSONKeyPathsByPropertyKey" {
                model.jsonKeyPaths = keyPaths(in: body)
                model.mapsUnlistedPropertiesByName = tokens[body].contains { $0.text.hasPrefix("mtl_identityPropertyMap") }
            } else if method.isClassMethod, method.selector.hasSuffix("JSONTransformer"), method.selector != "JSONTransformer" {
                let property = String(method.selector.dropLast("JSONTransformer".count))
                model.transformers[property] = transformer(in: body, selector: method.selector, dateFormat: dateFormat)
            } else if method.selector == "initWithCoder:" {
                model.coderKeys = coderKeys(in: body)
            }
            method.apiEvidence = apiEvidence(in: body)
            model.methods.append(method)
        }
        return model
    }

    /// `@{ @"identifier": @"id", … }`; a value `@[@"a", @"b"]` (several key paths) keeps the first.
    private func keyPaths(in body: Range<Int>) -> [String: String] {
        var result: [String: String] = [:]
        var index = body.lowerBound
        while index + 2 < body.upperBound {
            if tokens[index].kind == .string || constants[tokens[index].text] != nil, tokens[index].kind != .punctuation,
               tokens[index + 1].is(":") {
                let key = tokens[index].kind == .string ? tokens[index].text : constants[tokens[index].text] ?? ""
                var valueIndex = index + 2
                if tokens[valueIndex].is("@"), valueIndex + 2 < body.upperBound, tokens[valueIndex + 1].is("[") { valueIndex += 2 }
                if let value = stringValue(at: valueIndex) { result[key] = value }
                index = valueIndex + 1
                continue
            }
            index += 1
        }
        return result
    }

    private func stringValue(at index: Int) -> String? {
        guard index < tokens.count else { return nil }
        if tokens[index].kind == .string { return tokens[index].text }
        if tokens[index].kind == .identifier { return constants[tokens[index].text] }
        return nil
    }

    static let accessors: Set<String> = [
        "integerValue", "intValue", "longValue", "longLongValue", "unsignedIntegerValue", "boolValue", "doubleValue", "floatValue",
    ]

    /// `[self.score integerValue]`, `_score.boolValue`: how the implementation reads its number properties.
    private func valueAccessors(of properties: Set<String>) -> [String: String] {
        var result: [String: String] = [:]
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            let name = tokens[index].text.hasPrefix("_") ? String(tokens[index].text.dropFirst()) : tokens[index].text
            guard properties.contains(name) else { continue }
            let next = tokens[index + 1].is(".") ? tokens[index + 2] : tokens[index + 1]
            if Self.accessors.contains(next.text) { result[name] = next.text }
        }
        return result
    }

    /// Every `dateFormat = X` and `[f setDateFormat:X]` in the file, in order.
    private func dateFormats() -> [String] {
        var formats: [String] = []
        for index in tokens.indices.dropLast(2) where tokens[index].text == "dateFormat" || tokens[index].text == "setDateFormat" {
            if tokens[index + 1].is("=") || tokens[index + 1].is(":"), let value = stringValue(at: index + 2), !formats.contains(value) {
                formats.append(value)
            }
        }
        return formats
    }

    private func transformer(in body: Range<Int>, selector: String, dateFormat: String?) -> ObjCModel.Transformer {
        let words = tokens[body].map(\.text)
        // `…WithModelClass:[XYAddress class]` or `…WithModelClass:XYAddress.class`.
        if let index = words.firstIndex(where: { $0.hasSuffix("WithModelClass") }),
           let model = words.dropFirst(index + 1).first(where: { $0.first?.isLetter == true && $0 != "class" }) {
            return .model(model)
        }
        if words.contains(where: { $0.contains("dateWithTimeIntervalSince1970") || $0 == "timeIntervalSince1970" }) { return .secondsSince1970 }
        if words.contains(where: { $0.contains("dateFromString") || $0.contains("DateFormatter") || $0 == "dateFormatter" }) {
            return .dateFormatter(format: dateFormat)
        }
        if words.contains("MTLURLValueTransformerName") { return .url }
        if words.contains("MTLBooleanValueTransformerName") { return .bool }
        return .custom(selector)
    }

    /// `_name = [coder decodeObjectForKey:@"name"];`, `self.count = [aDecoder decodeIntegerForKey:kCountKey];`
    private func coderKeys(in body: Range<Int>) -> [String: ObjCModel.CoderKey] {
        var result: [String: ObjCModel.CoderKey] = [:]
        var index = body.lowerBound
        while index < body.upperBound {
            defer { index += 1 }
            guard tokens[index].is("="), index > body.lowerBound, tokens[index - 1].kind == .identifier else { continue }
            var target = tokens[index - 1].text
            if target.hasPrefix("_"), target.count > 1 { target.removeFirst() }
            var cursor = index + 1
            var kind: ObjCModel.CoderKey.Kind?
            while cursor + 2 < body.upperBound, !tokens[cursor].is(";") {
                let word = tokens[cursor].text
                if kind == nil, word.hasPrefix("decode") { kind = Self.coderKind(word) }
                if kind != nil, word == "forKey" || word.hasSuffix("ForKey"), tokens[cursor + 1].is(":"),
                   let key = stringValue(at: cursor + 2), let kind {
                    result[target] = ObjCModel.CoderKey(key: key, kind: kind)
                    break
                }
                cursor += 1
            }
        }
        return result
    }

    static func coderKind(_ selector: String) -> ObjCModel.CoderKey.Kind {
        switch selector {
        case "decodeIntegerForKey": .integer
        case "decodeIntForKey", "decodeInt32ForKey": .int32
        case "decodeInt64ForKey": .int64
        case "decodeBoolForKey": .bool
        case "decodeDoubleForKey": .double
        case "decodeFloatForKey": .float
        default: .object
        }
    }

    static let networkingClasses: Set<String> = [
        "NSURLSession", "NSURLConnection", "AFHTTPSessionManager", "AFHTTPRequestOperationManager", "AFURLSessionManager",
    ]
    static let clientSuffixes = ["API", "Client", "Service", "APIClient"]

    /// A message to NSURLSession, AFNetworking, or a class named `…API`, `…Client` or `…Service` (the project's
    /// own API classes, as the analysis names them), or `sharedClient`.
    private func apiEvidence(in body: Range<Int>) -> String? {
        for index in body where tokens[index].kind == .identifier {
            let word = tokens[index].text
            let isReceiver = index > body.lowerBound && tokens[index - 1].is("[")
            guard isReceiver else { continue }
            let next = index + 1 < body.upperBound && tokens[index + 1].kind == .identifier ? tokens[index + 1].text : nil
            if Self.networkingClasses.contains(word) || (word.startsUppercase && Self.clientSuffixes.contains(where: word.hasSuffix)) {
                return next.map { "\(word).\($0)" } ?? word
            }
        }
        return nil
    }
}
