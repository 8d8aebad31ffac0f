/// How Swift names a called member: `dataTask(with:completionHandler:)`.
public enum CalledMemberName {
    /// The called member's full name. Trailing closures have no label in source, so the name is looked up among
    /// `candidates` (a codebase type's members, or known framework signatures) by base name and the labels written.
    package static func name(of event: Event, at index: Int, candidates: [String]) -> String {
        let base = event.path[index]
        guard event.kind == .call, index == event.path.count - 1 else { return base }
        let written = event.arguments.map { $0.label ?? "_" }
        let trailing = event.arguments.reversed().prefix { $0.isClosure && $0.label == nil }.count
        let leading = Array(written.dropLast(trailing))
        for candidate in candidates.sorted() where candidate.hasPrefix(base + "(") {
            let labels = Self.labels(of: candidate)
            if labels.count == written.count, Array(labels.prefix(leading.count)) == leading { return candidate }
        }
        return base + "(" + written.map { $0 + ":" }.joined() + ")"
    }

    /// `["with", "completionHandler"]` for `dataTask(with:completionHandler:)`.
    public static func labels(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// For each of a call's labels (`_` for none), the place of the member's parameter it is given for: the call's labels
    /// follow the member's in order, parameters with defaults left out (`present(vc)` for `present(_:_:)` → `[0]`);
    /// `nil` when they do not.
    package static func parameterPlaces(of written: [String], in member: String) -> [Int]? {
        let labels = labels(of: member)
        var places: [Int] = []
        var next = 0
        for label in written {
            guard let found = labels[next...].firstIndex(of: label) else { return nil }
            places.append(found)
            next = found + 1
        }
        return places
    }

    package static func baseName(_ name: String) -> Substring {
        name.prefix { $0 != "(" }
    }

    /// How many parameters a member's name (`save(params:path:)`) or selector (`saveWithParams:path:`) has.
    package static func parameterCount(_ member: String) -> Int {
        member.utf8.reduce(0) { $1 == UInt8(ascii: ":") ? $0 + 1 : $0 }
    }
}
