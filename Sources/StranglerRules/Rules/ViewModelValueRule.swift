import StranglerAnalysis

/// A scene's view model is not a plain value: a class, or a value holding closures or UIKit types.
///
/// View models cross from the presenter to the view; as plain values (strings, numbers, flags) they compare,
/// snapshot and test without a UI framework.
struct ViewModelValueRule: Rule {
    let description = RuleDescription(
        id: "view_model_not_value",
        summary: "a view model is a class, or holds closures or UIKit types",
        rationale: "make it a struct of plain values (String, Bool, numbers, nested view models); the view controller makes the UIKit values",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                enum StoreInfoModels {
                    enum Load {
                        struct Request {}
                        ↓final class ViewModel {
                            let title: String = ""
                        }
                    }
                    enum Open {
                        struct ViewModel {
                            ↓let color: UIColor
                            ↓var onTap: (() -> Void)?
                        }
                    }
                }
                protocol StoreInfoBusinessLogic {}
                """,
            ],
            nonTriggering: [
                """
                enum StoreInfoModels {
                    enum Load {
                        struct ViewModel: Equatable {
                            let title: String
                            let hours: [String]
                            let isOpen: Bool
                        }
                    }
                }
                protocol StoreInfoBusinessLogic {}
                final class ProfileViewModel: ObservableObject {}
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for unit in context.units {
            for decl in unit.types where decl.kind != .protocol && decl.kind != .extension {
                let components = decl.name.split(separator: ".")
                guard components.last?.hasSuffix("ViewModel") == true, let top = components.first,
                      context.scenes.types[String(top)]?.scene != nil
                else { continue }
                if decl.kind == .class || decl.kind == .actor {
                    result.append(
                        Violation(file: decl.file, line: decl.line, message: "view model '\(decl.name)' is a \(decl.kind.rawValue); make it a struct of plain values")
                    )
                }
                for member in decl.members where member.kind == .property && member.isStored && !member.isStatic {
                    guard let written = member.typeName ?? member.initialValue?.typeName else { continue }
                    let problem: String? = written.contains("->") ? "a closure"
                        : CallSiteAnalysis.isUIType(written) ? "the UI type '\(CallSiteAnalysis.baseTypeName(written))'" : nil
                    guard let problem else { continue }
                    result.append(
                        Violation(file: decl.file, line: member.line, message: "view model '\(decl.name)' holds \(problem) in '\(member.name)'; keep plain values")
                    )
                }
            }
        }
        return result
    }
}
