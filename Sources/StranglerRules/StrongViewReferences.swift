import StranglerAnalysis
import StranglerScenes

/// Stored properties of a scene's presenters or routers that hold a view controller or display-logic protocol
/// without `weak` or `unowned`: what `presenter_strong_view` and `router_strong_view_controller` share.
enum StrongViewReferences {
    static func violations(
        in context: RuleContext, holder role: SceneRole, message: (_ holder: String, _ property: String, _ view: String) -> String
    ) -> [Violation] {
        var result: [Violation] = []
        for type in context.scenes.concreteTypes(in: role) {
            for decl in type.declarations {
                for member in decl.members where member.kind == .property && member.isStored && !member.isStatic {
                    guard let written = member.typeName, context.scenes.isView(written),
                          !member.hasAttribute("weak"), !member.hasAttribute("unowned")
                    else { continue }
                    let view = CallSiteAnalysis.baseTypeName(written)
                    result.append(Violation(file: decl.file, line: member.line, message: message(type.name, member.name, "'\(view)'")))
                }
            }
        }
        return result
    }
}
