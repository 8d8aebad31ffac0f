import StranglerSources

/// Where the codebase's segues lead, from its storyboards: `performSegue(withIdentifier: "Login", sender: nil)` in
/// `AuthTableViewController` → `LoginTableViewController`, through navigation controllers and storyboard references.
public struct StoryboardIndex: Sendable {
    private var byName: [String: Storyboard] = [:]
    /// Segues with an identifier, by the custom class of the controller that starts them.
    private var seguesByClass: [String: [(storyboard: String, segue: Storyboard.Segue)]] = [:]
    /// Segues a control starts without code (see `triggeredSegues(from:)`), by the custom class of the controller whose scene
    /// draws them, with the path of their storyboard.
    private var triggeredByClass: [String: [(storyboard: String, path: String, segue: Storyboard.Segue)]] = [:]

    public init(_ storyboards: [Storyboard] = []) {
        for storyboard in storyboards {
            // Two storyboards of one name (a localised copy, another target's): the first in path order answers.
            let isFirst = byName[storyboard.name] == nil
            if isFirst { byName[storyboard.name] = storyboard }
            let classes = Self.sceneClasses(storyboard)
            for segue in storyboard.segues {
                guard let source = classes[segue.sourceID] else { continue }
                if segue.identifier != nil { seguesByClass[source, default: []].append((storyboard.name, segue)) }
                if isFirst, segue.trigger != nil, !Self.notNavigation.contains(segue.kind) {
                    triggeredByClass[source, default: []].append((storyboard.name, storyboard.path, segue))
                }
            }
        }
    }

    /// Segue kinds that show no other screen: a container's child, a tab or a navigation controller's root, and an unwind,
    /// which returns along a segue drawn the other way.
    private static let notNavigation: Set<String> = ["relationship", "embed", "unwind"]

    /// A segue a control starts when the user taps it, with no code: a button's, a table cell's, a bar button item's. Legacy
    /// storyboard apps draw most of their navigation this way, and `prepare(for:sender:)` only hands the data over.
    public struct TriggeredSegue: Sendable, Hashable {
        /// The storyboard's path, relative to the analysed root, and the line of its `<segue>`.
        public var path: String
        public var line: Int
        /// The element that starts it (`button`, `tableViewCell`).
        public var trigger: String
        public var identifier: String?
        /// The class the segue shows, else its identifier.
        public var destination: String?
    }

    /// The segues the controls of the class's scenes start (see `TriggeredSegue`), in file and line order.
    func triggeredSegues(from sourceClass: String) -> [TriggeredSegue] {
        (triggeredByClass[sourceClass] ?? []).compactMap { entry in
            guard let trigger = entry.segue.trigger, let storyboard = byName[entry.storyboard] else { return nil }
            let shown = shownClass(of: entry.segue.destinationID, in: storyboard, hops: 0) ?? entry.segue.identifier
            return TriggeredSegue(path: entry.path, line: entry.segue.line, trigger: trigger, identifier: entry.segue.identifier, destination: shown)
        }.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    var isEmpty: Bool { byName.isEmpty }

    /// The class a segue started by `sourceClass` shows, when every storyboard that has it agrees.
    func segueDestination(identifier: String, from sourceClass: String) -> String? {
        let classes = Set((seguesByClass[sourceClass] ?? []).filter { $0.segue.identifier == identifier }.compactMap { entry in
            byName[entry.storyboard].flatMap { shownClass(of: entry.segue.destinationID, in: $0, hops: 0) }
        })
        return classes.count == 1 ? classes.first : nil
    }

    /// The class of the scene with a storyboard identifier, when every storyboard that has it agrees.
    func sceneClass(storyboardIdentifier identifier: String) -> String? {
        var classes: Set<String> = []
        for storyboard in byName.values {
            for scene in storyboard.scenes where scene.storyboardIdentifier == identifier {
                if let shown = shownClass(of: scene.id, in: storyboard, hops: 0) { classes.insert(shown) }
            }
        }
        return classes.count == 1 ? classes.first : nil
    }

    /// The class a storyboard's initial view controller shows (`UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()`).
    func initialClass(storyboard name: String) -> String? {
        guard let storyboard = byName[name], let initial = storyboard.initialSceneID else { return nil }
        return shownClass(of: initial, in: storyboard, hops: 0)
    }

    /// The action an unwind segue started by `sourceClass` returns to, as a selector (`unwindToLoginWithSegue:`).
    func unwindAction(identifier: String, from sourceClass: String) -> String? {
        let actions = Set((seguesByClass[sourceClass] ?? []).filter { $0.segue.identifier == identifier }.compactMap(\.segue.unwindAction))
        return actions.count == 1 ? actions.first : nil
    }

    /// Every transition the storyboards draw from a scene of a class to a scene that shows a class: segues (shown,
    /// presented, embedded) and relationships (a tab bar controller's tabs), sorted, each once. Unwind segues are
    /// left out: they return along a transition already drawn the other way.
    public func transitions() -> [Transition] {
        var found: Set<Transition> = []
        for storyboard in byName.values {
            let classes = Self.sceneClasses(storyboard)
            for segue in storyboard.segues where segue.unwindAction == nil && segue.kind != "unwind" {
                guard let source = classes[segue.sourceID],
                      let destination = shownClass(of: segue.destinationID, in: storyboard, hops: 0), destination != source
                else { continue }
                found.insert(Transition(source: source, destination: destination))
            }
        }
        return found.sorted { ($0.source, $0.destination) < ($1.source, $1.destination) }
    }

    /// The custom class of each scene that has one, by scene ID.
    private static func sceneClasses(_ storyboard: Storyboard) -> [String: String] {
        Dictionary(storyboard.scenes.compactMap { scene in scene.customClass.map { (scene.id, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// A storyboard transition between the classes of two scenes.
    public struct Transition: Sendable, Hashable {
        public var source: String
        public var destination: String
    }

    /// A split view controller's first column, as Interface Builder names it before and since iOS 14.
    private static let masterColumns: Set<String> = ["masterViewController", "primaryViewController"]

    /// The custom class of a scene; a navigation controller shows its root, and a storyboard reference the
    /// scene it refers to.
    private func shownClass(of sceneID: String, in storyboard: Storyboard, hops: Int) -> String? {
        guard hops < 4, let scene = storyboard.scenes.first(where: { $0.id == sceneID }) else { return nil }
        // A navigation controller, even of a class of its own, shows its root: that is the screen the user sees.
        if scene.element == "navigationController",
           let root = storyboard.segues.first(where: { $0.sourceID == sceneID && $0.relationship == "rootViewController" }),
           let shown = shownClass(of: root.destinationID, in: storyboard, hops: hops + 1) {
            return shown
        }
        // A split view controller shows its master column first.
        if scene.element == "splitViewController",
           let master = storyboard.segues.first(where: { $0.sourceID == sceneID && Self.masterColumns.contains($0.relationship ?? "") }),
           let shown = shownClass(of: master.destinationID, in: storyboard, hops: hops + 1) {
            return shown
        }
        if let custom = scene.customClass { return custom }
        if let name = scene.referencedStoryboard, let target = byName[name] {
            let targetID = scene.referencedIdentifier.flatMap { identifier in
                target.scenes.first { $0.storyboardIdentifier == identifier }?.id
            } ?? (scene.referencedIdentifier == nil ? target.initialSceneID : nil)
            return targetID.flatMap { shownClass(of: $0, in: target, hops: hops + 1) }
        }
        return nil
    }
}
