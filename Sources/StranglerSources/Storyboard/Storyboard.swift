import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What a storyboard says about navigation: its scenes' controllers and the segues between them.
///
/// Legacy UIKit code navigates by `performSegue(withIdentifier: "Login", sender: nil)`; only the storyboard
/// knows that `Login` leads to `LoginTableViewController`. Strangler reads no layout, only the scene graph.
public struct Storyboard: Sendable, Hashable {
    /// The controller of one scene (any element Interface Builder marks `sceneMemberID="viewController"`).
    public struct Scene: Sendable, Hashable {
        public var id: String
        /// `viewController`, `tableViewController`, `navigationController`, `viewControllerPlaceholder`, …
        public var element: String
        public var customClass: String?
        public var storyboardIdentifier: String?
        /// A placeholder's storyboard reference: the storyboard's name and the scene's identifier in it
        /// (`nil` for that storyboard's initial scene).
        public var referencedStoryboard: String?
        public var referencedIdentifier: String?

        public init(
            id: String, element: String, customClass: String? = nil, storyboardIdentifier: String? = nil,
            referencedStoryboard: String? = nil, referencedIdentifier: String? = nil
        ) {
            self.id = id
            self.element = element
            self.customClass = customClass
            self.storyboardIdentifier = storyboardIdentifier
            self.referencedStoryboard = referencedStoryboard
            self.referencedIdentifier = referencedIdentifier
        }
    }

    public struct Segue: Sendable, Hashable {
        /// The scene whose controller (or one of its views) starts the segue.
        public var sourceID: String
        public var destinationID: String
        public var identifier: String?
        /// `show`, `presentation`, `relationship`, `embed`, …
        public var kind: String
        /// For a relationship segue: `rootViewController`, `viewControllers`.
        public var relationship: String?
        /// For an unwind segue: the selector of the action it returns to (`unwindToLoginWithSegue:`).
        public var unwindAction: String?
        /// The element whose tap starts the segue without code (`button`, `tableViewCell`, `barButtonItem`); `nil` for a
        /// segue drawn from the controller itself, which code performs by its identifier.
        public var trigger: String?
        /// The line of the `<segue>` element in the storyboard's file.
        public var line: Int

        public init(
            sourceID: String, destinationID: String, identifier: String? = nil, kind: String, relationship: String? = nil,
            unwindAction: String? = nil, trigger: String? = nil, line: Int = 0
        ) {
            self.sourceID = sourceID
            self.destinationID = destinationID
            self.identifier = identifier
            self.kind = kind
            self.relationship = relationship
            self.unwindAction = unwindAction
            self.trigger = trigger
            self.line = line
        }
    }

    /// Relative to the analysed root.
    public var path: String
    /// The name code uses in `UIStoryboard(name:bundle:)`: the file name without `.storyboard`.
    public var name: String
    public var initialSceneID: String?
    public var scenes: [Scene]
    public var segues: [Segue]

    public init(path: String, name: String, initialSceneID: String?, scenes: [Scene], segues: [Segue]) {
        self.path = path
        self.name = name
        self.initialSceneID = initialSceneID
        self.scenes = scenes
        self.segues = segues
    }

    /// Reads a storyboard's XML; a reason when it is not one.
    public static func read(path: String, data: Data) -> Result<Storyboard, SkippedFile> {
        let reader = StoryboardXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        // The document element must close: not every XMLParser reports a file that stops short.
        guard parser.parse(), parser.parserError == nil, reader.isStoryboard, reader.isComplete else {
            let reason = reader.isStoryboard || parser.parserError != nil
                ? "not a readable storyboard: XML error at line \(parser.lineNumber)"
                : "not a storyboard document"
            return .failure(SkippedFile(path: path, reason: reason, kind: .unparsable))
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return .success(
            Storyboard(path: path, name: name, initialSceneID: reader.initialSceneID, scenes: reader.scenes, segues: reader.segues)
        )
    }
}

/// Collects scenes and segues while `XMLParser` walks the document; a segue belongs to the innermost scene
/// controller around it.
private final class StoryboardXMLReader: NSObject, XMLParserDelegate {
    var isStoryboard = false
    /// Whether the document element closed.
    var isComplete = false
    var initialSceneID: String?
    var scenes: [Storyboard.Scene] = []
    var segues: [Storyboard.Segue] = []
    /// Element depth of each open scene controller, and its id.
    private var open: [(depth: Int, id: String)] = []
    private var depth = 0
    /// The open elements' names, outermost first: a segue's `<connections>` sits in the element that starts it.
    private var elements: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        depth += 1
        elements.append(elementName)
        if depth == 1 {
            isStoryboard = elementName == "document" && attributes["type"]?.contains("Storyboard") == true
            initialSceneID = attributes["initialViewController"]
            return
        }
        if attributes["sceneMemberID"] == "viewController", let id = attributes["id"] {
            scenes.append(
                Storyboard.Scene(
                    id: id, element: elementName, customClass: attributes["customClass"],
                    storyboardIdentifier: attributes["storyboardIdentifier"], referencedStoryboard: attributes["storyboardName"],
                    referencedIdentifier: attributes["referencedIdentifier"]
                )
            )
            open.append((depth, id))
        } else if elementName == "segue", let (sceneDepth, source) = open.last, let destination = attributes["destination"] {
            // `<control><connections><segue/>`: the control is two elements up; the controller's own connections are a segue
            // code performs.
            let owner = elements.count >= 3 && depth - 2 > sceneDepth ? elements[elements.count - 3] : nil
            let trigger = owner.flatMap { Self.isTrigger($0) ? $0 : nil }
            segues.append(
                Storyboard.Segue(
                    sourceID: source, destinationID: destination, identifier: attributes["identifier"],
                    kind: attributes["kind"] ?? "", relationship: attributes["relationship"], unwindAction: attributes["unwindAction"],
                    trigger: trigger, line: parser.lineNumber
                )
            )
        }
    }

    /// The elements Interface Builder lets a segue start from: a button, a bar button item, a table or collection view's
    /// cell, a gesture recognizer, and on the Mac a menu or toolbar item.
    private static func isTrigger(_ element: String) -> Bool {
        triggers.contains(element) || element.hasSuffix("GestureRecognizer")
    }

    private static let triggers: Set<String> = [
        "button", "barButtonItem", "tableViewCell", "collectionViewCell", "menuItem", "toolbarItem",
    ]

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if open.last?.depth == depth { open.removeLast() }
        elements.removeLast()
        depth -= 1
        if depth == 0 { isComplete = true }
    }
}
