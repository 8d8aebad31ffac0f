import StranglerSources

/// A method a screen inherits from the codebase's own base class (`observeKeyboard()` of a `BaseViewController`): what it
/// does, read from its declaration, so the screen's call to it counts as that work.
struct InheritedHelper {
    /// The base class that declares it (`ShopBaseViewController`), which the evidence names.
    var owner: String
    /// What its code does, and what the base class's own methods it calls do.
    var kinds: ResponsibilitySet
    /// The side effects it makes of the notification center (`notificationObserved`, `notificationPosted`).
    var notificationEffects: [String]
}
