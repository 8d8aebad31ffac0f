/// Every rule, VIP+W rules first, then the opt-in legacy rules; `strangler rules` prints them in this order.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        UIFrameworkImportRule(), ViewControllerSideEffectsRule(), ViewControllerNavigationRule(), PresenterStrongViewRule(),
        RouterStrongViewControllerRule(), SceneSingletonAccessRule(), ConcreteSceneDependencyRule(), CrossSceneReferenceRule(),
        ViewModelValueRule(), IncompleteSceneRule(),
        MassiveViewControllerRule(), CallbackPyramidRule(), MassiveSwitchRule(), MixedUIAndDataRule(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.description.id == id } }
}
