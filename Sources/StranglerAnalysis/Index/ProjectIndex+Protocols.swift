import StranglerSources

/// The codebase's protocols: which are delegates, and which types a call on a protocol or a class may run.
extension ProjectIndex {
    package func isProtocol(_ name: String) -> Bool { primary(name)?.kind == .protocol }

    /// A protocol named for a delegate, or held as one (`weak var delegate: CallViewControllerDelegate?`), whose conformers
    /// lend its callers nothing. Not a data source: an app's `ProductsDataSource` is as often a repository whose conformers
    /// fetch for the screen.
    func isDelegateProtocol(_ name: String) -> Bool {
        TypeNames.delegateSuffix(of: name).map { $0 != "DataSource" } ?? false || heldAsDelegate.contains(name)
    }

    /// The types whose member of that name a call on `type` may run besides the type's own: its conformers and subclasses;
    /// none for an initializer, which makes that type and never one that inherits from it (`super.init()` in one task
    /// subclass is not a sibling task's initializer).
    func inheritors(of type: String, running member: String) -> [String] {
        guard member != "init", let found = conformers[type] else { return [] }
        // What a delegate's conformer does when told is the delegate's.
        return isDelegateProtocol(type) ? [] : found
    }
}
