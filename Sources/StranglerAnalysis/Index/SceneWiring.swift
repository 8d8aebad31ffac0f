import StranglerSources

/// How a screen that is already a VIP+W (or Clean Swift, VIPER, MVP) scene is wired: the references its view controller
/// keeps to the other parts of its scene, and the protocol through which its presenter displays. Named as the method and
/// `scaffold` name them (`ProductBusinessLogic`, `ProductRoutingLogic & ProductDataPassing`, `ProductDisplayLogic`), or by
/// the scene's own name (`CourseInfoInteractorProtocol`, `CourseInfoViewControllerProtocol`).
///
/// What such a reference leads to is the scene's business, not the view controller's: a call on its interactor sends a
/// request, whatever the interactor does with it.
enum SceneWiring {
    /// The scene a screen belongs to, by its name: `CourseInfo` for `CourseInfoViewController`.
    static func scene(ofScreen name: String) -> String {
        for suffix in ["ViewController", "Controller", "VC"] where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    /// The parts of the scene a written type names, when every type it composes is one (`(CheckoutRoutingLogic &
    /// CheckoutDataPassing)?` → the router's); `nil` for anything else.
    static func link(_ written: String, scene: String) -> String? {
        guard mayLink(written, scene: scene) else { return nil }
        let parts = components(of: written)
        guard !parts.isEmpty else { return nil }
        var found: String?
        for part in parts {
            guard let role = role(of: part, scene: scene) else { return nil }
            found = found ?? role
        }
        return found
    }

    /// The types a written type composes, each without optionality or parentheses, and without the class constraint a
    /// composition may add (Clean Swift's `(NSObjectProtocol & ListOrdersRoutingLogic & ListOrdersDataPassing)?`).
    static func components(of written: String) -> [String] {
        written.split(separator: "&").map { part in
            TypeNames.base(String(part.filter { $0 != "(" && $0 != ")" && $0 != " " && $0 != "?" && $0 != "!" }))
        }.filter { !$0.isEmpty && !classConstraints.contains($0) }
    }

    private static let classConstraints: Set<String> = ["NSObjectProtocol", "AnyObject", "NSObject"]

    /// Whether a written type may name a part of the scene, judged by the last type it names, which every part must be:
    /// most properties are no such part, and are told so without taking their type apart. Bytes serve, as the characters
    /// looked at are ASCII.
    private static func mayLink(_ written: String, scene: String) -> Bool {
        let bytes = written.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let byte = bytes[bytes.index(before: end)]
            guard byte == 0x3F || byte == 0x21 || byte == 0x29 || byte == 0x20 else { break }  // `?`, `!`, `)`, space
            end = bytes.index(before: end)
        }
        var start = end
        while start > bytes.startIndex {
            let byte = bytes[bytes.index(before: start)]
            guard TypeNames.isNameByte(byte) else { break }
            start = bytes.index(before: start)
        }
        let last = bytes[start..<end]
        // A generic or a collection (`Box<ProductInteractor>`), or a class constraint last: the long way decides.
        if last.isEmpty || classConstraints.contains(where: { last.elementsEqual($0.utf8) }) { return true }
        func ends(with suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            return last.count >= count && last.suffix(count).elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count))
        }
        return ends(with: "Logic") || ends(with: "DataPassing") || !scene.isEmpty && last.starts(with: scene.utf8)
    }

    /// The parts of its scene a member makes (`ListOrdersInteractor()`, `ListOrdersPresenter()`, `ListOrdersRouter()` in
    /// Clean Swift's `setup()`), by role, in the order it makes them.
    static func partsMade(by member: Member, scene: String) -> [String] {
        var parts: [String] = []
        for event in member.events where event.kind == .call && event.name == "init" && event.path.count == 2 {
            if let part = role(of: TypeNames.base(event.path[0]), scene: scene), !parts.contains(part) { parts.append(part) }
        }
        return parts
    }

    /// Whether a written type is, or holds, a view model: one of its names is `ViewModel` or ends so
    /// (`[ListOrders.FetchOrders.ViewModel.DisplayedOrder]`, `CourseInfoHeaderViewModel?`).
    static func namesAViewModel(_ written: String) -> Bool {
        written.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0.hasSuffix("ViewModel") }
    }

    /// Whether the screen displays through this protocol: a presenter calls its requirements with view models.
    static func isDisplayProtocol(_ name: String, scene: String) -> Bool {
        name.hasSuffix("DisplayLogic") || name.hasPrefix(scene) && displaySuffixes.contains(String(name.dropFirst(scene.count)))
    }

    /// A display call, as VIP+W names it: `displayCourse(viewModel:)`, or any call handed a view model.
    static func isDisplayCall(_ name: String) -> Bool {
        name.hasPrefix("display") || name.contains("viewModel:")
    }

    private static let displaySuffixes: Set<String> = ["ViewControllerProtocol", "ViewProtocol", "ViewInput", "DisplayLogic"]

    /// Whether a type the view controller holds its scene's part as is the router's (`ProductRoutingLogic`).
    static func isRouterLink(_ type: String) -> Bool {
        type.hasSuffix("RoutingLogic") || type.hasSuffix("DataPassing") || type.hasSuffix("Router") || type.hasSuffix("RouterProtocol")
            || type.hasSuffix("RouterInput")
    }

    /// The part of the scene a type is, as the view controller sees it: its interactor, router or presenter.
    private static func role(of type: String, scene: String) -> String? {
        if type.hasSuffix("BusinessLogic") { return "Interactor" }
        if type.hasSuffix("RoutingLogic") || type.hasSuffix("DataPassing") { return "Router" }
        guard !scene.isEmpty, type.hasPrefix(scene) else { return nil }
        return sceneSuffixes[String(type.dropFirst(scene.count))]
    }

    private static let sceneSuffixes: [String: String] = [
        "Interactor": "Interactor", "InteractorProtocol": "Interactor", "InteractorInput": "Interactor",
        "Router": "Router", "RouterProtocol": "Router", "RouterInput": "Router", "RoutingLogic": "Router",
        "Presenter": "Presenter", "PresenterProtocol": "Presenter", "ViewOutput": "Presenter", "Output": "Presenter",
        // Clean Swift's interactor is its business logic and its data store: `(MessageBusinessLogic & MessageDataStore)?`.
        "DataStore": "Interactor",
    ]
}
