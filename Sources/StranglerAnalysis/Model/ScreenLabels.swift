/// What tells a screen apart from the others in a plan or a status table: its name, or, where another screen has the
/// same name, its name and file. An app's iOS and Mac targets (a `SettingsViewController` in each), an app extension's
/// screen named like one of the app's, and a screen mid-way through moving to Swift (`SettingsTVC.m` left beside
/// `SettingsTVC.swift`) name two screens alike.
public struct ScreenLabels: Sendable {
    /// The names more than one screen has.
    public let namesUsedTwice: Set<String>

    public init(_ screens: [ScreenAnalysis]) {
        var seen: Set<String> = []
        var twice: Set<String> = []
        for screen in screens where !seen.insert(screen.name).inserted { twice.insert(screen.name) }
        namesUsedTwice = twice
    }

    /// `SettingsTVC`, or `SettingsTVC (App/SettingsTVC.h)` when another screen is named so too.
    public func label(name: String, file: String) -> String {
        namesUsedTwice.contains(name) ? "\(name) (\(file))" : name
    }

    public func label(of screen: ScreenAnalysis) -> String { label(name: screen.name, file: screen.file) }

    /// The label where the name alone does not tell the screen apart, else `nil` (what a plan's or a status's JSON keeps).
    public func fileLabel(of screen: ScreenAnalysis) -> String? {
        namesUsedTwice.contains(screen.name) ? label(of: screen) : nil
    }
}
