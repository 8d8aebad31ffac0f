/// The analysis smells of legacy screens (view controllers outside any scene), as violations:
/// what the opt-in legacy rules share. Scenes are left to the VIP+W rules.
enum LegacySmells {
    static func violations(of smellID: String, in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for screen in context.analysis.screens where context.scenes.sceneType(screen.name) == nil {
            for smell in screen.smells where smell.id == smellID {
                result.append(Violation(file: smell.file, line: smell.line, message: smell.message))
            }
        }
        return result
    }
}
