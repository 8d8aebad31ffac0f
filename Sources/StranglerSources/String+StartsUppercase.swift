extension String {
    /// Whether the name starts with an uppercase letter, as type names do. ASCII is decided without
    /// Unicode tables: this runs for nearly every name the analysis reads.
    public var startsUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
        return first?.isUppercase ?? false
    }
}
