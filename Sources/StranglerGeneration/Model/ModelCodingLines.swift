/// The `CodingKeys` of a model, and, when a JSON key path is nested (`"address.city"`), the nested key enums and
/// the `init(from:)`/`encode(to:)` that walk them.
///
/// ## Example
/// `city` at `"address.city"` gives `case address` in `CodingKeys`, `enum AddressKeys: String, CodingKey { case city }`,
/// and `let addressContainer = container.contains(.address) ? try container.nestedContainer(…) : nil`.
struct ModelCodingLines {
    var keyEnums: [String] = []
    var decode: [String] = []
    var encode: [String] = []

    /// A level of the key tree: the fields whose key ends here, and the nested objects below it.
    private final class Node {
        let enumName: String
        var leaves: [(field: ModelField, key: String)] = []
        var children: [(key: String, node: Node)] = []

        init(enumName: String) { self.enumName = enumName }

        var isRequired: Bool { leaves.contains { !$0.field.isOptional } || children.contains { $0.node.isRequired } }
    }

    init(fields: [ModelField]) {
        let root = Node(enumName: "CodingKeys")
        for field in fields {
            guard let path = field.jsonKeyPath, let last = path.last else { continue }
            var node = root
            for component in path.dropLast() {
                if let child = node.children.first(where: { $0.key == component }) {
                    node = child.node
                } else {
                    let child = Node(enumName: (node === root ? "" : String(node.enumName.dropLast(4))) + Self.upperCamel(component) + "Keys")
                    node.children.append((component, child))
                    node = child
                }
            }
            node.leaves.append((field, last))
        }
        emitEnums(root)
        guard !root.children.isEmpty else { return }
        decode.append("let container = try decoder.container(keyedBy: CodingKeys.self)")
        encode.append("var container = encoder.container(keyedBy: CodingKeys.self)")
        emitCoding(root, container: "container", isOptional: false)
    }

    private mutating func emitEnums(_ node: Node) {
        keyEnums.append("enum \(node.enumName): String, CodingKey {")
        for (field, key) in node.leaves {
            let bare = field.name.trimmingCharacters(in: ["`"])
            keyEnums.append("    case \(field.name)" + (key == bare ? "" : " = \"\(key)\""))
        }
        for (key, _) in node.children {
            let name = Self.lowerCamel(key)
            keyEnums.append("    case \(name)" + (key == name ? "" : " = \"\(key)\""))
        }
        keyEnums.append("}")
        for (_, child) in node.children {
            keyEnums.append("")
            emitEnums(child)
        }
    }

    private mutating func emitCoding(_ node: Node, container: String, isOptional: Bool) {
        let access = container + (isOptional ? "?" : "")
        for (field, _) in node.leaves {
            let decodeCall = field.isOptional || isOptional ? "decodeIfPresent" : "decode"
            decode.append("\(field.name) = try \(access).\(decodeCall)(\(field.type.text).self, forKey: .\(field.name))")
            encode.append("try \(container).\(field.isOptional ? "encodeIfPresent" : "encode")(\(field.name), forKey: .\(field.name))")
        }
        for (key, child) in node.children {
            let caseName = Self.lowerCamel(key)
            let nested = caseName + "Container"
            let make = "nestedContainer(keyedBy: \(child.enumName).self, forKey: .\(caseName))"
            if child.isRequired {
                decode.append("let \(nested) = try \(container).\(make)")
            } else if isOptional {
                decode.append("let \(nested) = \(container)?.contains(.\(caseName)) == true ? try \(container)?.\(make) : nil")
            } else {
                decode.append("let \(nested) = \(container).contains(.\(caseName)) ? try \(container).\(make) : nil")
            }
            encode.append("var \(nested) = \(container).\(make)")
            emitCoding(child, container: nested, isOptional: !child.isRequired)
        }
    }

    /// `address` → `Address`, `user_profile` → `UserProfile`.
    static func upperCamel(_ key: String) -> String {
        key.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// `user_profile` → `userProfile`.
    static func lowerCamel(_ key: String) -> String {
        let upper = upperCamel(key)
        let name = upper.prefix(1).lowercased() + upper.dropFirst()
        return name.isEmpty || name.first?.isNumber == true ? "key" + upper : name
    }
}
