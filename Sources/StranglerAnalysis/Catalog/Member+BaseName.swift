import StranglerSources

extension Member {
    /// `fetchProduct(id:)` → `fetchProduct`; an Objective-C selector `GET:parameters:success:failure:` → `GET`:
    /// the name the calls to it carry.
    package var baseName: String { Self.baseName(of: name) }

    static func baseName(of name: String) -> String {
        // `(` and `:` are ASCII: found among the bytes, without walking the name Character by Character.
        guard let end = name.utf8.firstIndex(where: { $0 == 0x28 || $0 == 0x3A }) else { return name }
        return String(name[..<end])
    }
}
