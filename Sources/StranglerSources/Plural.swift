/// Counted nouns in messages and reports: `1 screen`, `2 screens`, `3 uses`.
public enum Plural {
    public static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
