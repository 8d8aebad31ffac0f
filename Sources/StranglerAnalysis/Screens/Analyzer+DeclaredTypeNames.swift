import StranglerSources

extension Analyzer {
    /// The names of every type the codebase declares (classes, structs, enums, protocols, actors; nested ones
    /// by their last component too), sorted: what a new type must not be named.
    ///
    /// For sources with `struct Product { struct Variant {} }` and `extension String {}`:
    /// `["Product", "Product.Variant", "Variant"]`.
    public static func declaredTypeNames(in sources: LoadedSources) -> [String] {
        var names: Set<String> = []
        for unit in sources.units {
            for type in unit.types where type.kind != .extension {
                names.insert(type.name)
                if let last = type.name.split(separator: ".").last { names.insert(String(last)) }
            }
        }
        return names.sorted()
    }
}
