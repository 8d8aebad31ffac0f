/// How Swift imports common Objective-C selectors, so one set of detectors reads both languages:
/// `presentViewController:animated:completion:` is `present(_:animated:completion:)`.
enum ObjCSelectors {
    struct SwiftName {
        var name: String
        var labels: [String?]
    }

    /// Whether a selector's first piece names an initializer, by Cocoa's method families: `init`, `initWithCoder:`,
    /// `initForMXSession:`; not `initialArtworksAreASubsetOfSelected` or `initials`.
    static func isInitializer(_ firstPiece: some StringProtocol) -> Bool {
        guard firstPiece.hasPrefix("init") else { return false }
        guard let next = firstPiece.dropFirst(4).first else { return true }
        return next == ":" || next.isUppercase
    }

    /// Selector → Swift base name and argument labels, for the selectors detectors look for.
    static let imported: [String: SwiftName] = [
        "presentViewController:animated:completion:": SwiftName(name: "present", labels: [nil, "animated", "completion"]),
        "dismissViewControllerAnimated:completion:": SwiftName(name: "dismiss", labels: ["animated", "completion"]),
        "performSegueWithIdentifier:sender:": SwiftName(name: "performSegue", labels: ["withIdentifier", "sender"]),
        "popViewControllerAnimated:": SwiftName(name: "popViewController", labels: ["animated"]),
        "popToRootViewControllerAnimated:": SwiftName(name: "popToRootViewController", labels: ["animated"]),
        "popToViewController:animated:": SwiftName(name: "popToViewController", labels: [nil, "animated"]),
        "showViewController:sender:": SwiftName(name: "show", labels: [nil, "sender"]),
        "instantiateViewControllerWithIdentifier:": SwiftName(name: "instantiateViewController", labels: ["withIdentifier"]),
        "dataTaskWithURL:": SwiftName(name: "dataTask", labels: ["with"]),
        "dataTaskWithRequest:": SwiftName(name: "dataTask", labels: ["with"]),
        "dataTaskWithURL:completionHandler:": SwiftName(name: "dataTask", labels: ["with", "completionHandler"]),
        "dataTaskWithRequest:completionHandler:": SwiftName(name: "dataTask", labels: ["with", "completionHandler"]),
        "uploadTaskWithRequest:fromData:completionHandler:": SwiftName(name: "uploadTask", labels: ["with", "from", "completionHandler"]),
        "downloadTaskWithURL:completionHandler:": SwiftName(name: "downloadTask", labels: ["with", "completionHandler"]),
        "postNotificationName:object:": SwiftName(name: "post", labels: ["name", "object"]),
        "postNotificationName:object:userInfo:": SwiftName(name: "post", labels: ["name", "object", "userInfo"]),
        "addObserver:selector:name:object:": SwiftName(name: "addObserver", labels: [nil, "selector", "name", "object"]),
        "addObserverForName:object:queue:usingBlock:": SwiftName(name: "addObserver", labels: ["forName", "object", "queue", "using"]),
        "setObject:forKey:": SwiftName(name: "set", labels: [nil, "forKey"]),
        "setBool:forKey:": SwiftName(name: "set", labels: [nil, "forKey"]),
        "setInteger:forKey:": SwiftName(name: "set", labels: [nil, "forKey"]),
        "removeObjectForKey:": SwiftName(name: "removeObject", labels: ["forKey"]),
        "objectForKey:": SwiftName(name: "object", labels: ["forKey"]),
        "stringFromNumber:": SwiftName(name: "string", labels: ["from"]),
        "stringFromDate:": SwiftName(name: "string", labels: ["from"]),
        "archivedDataWithRootObject:": SwiftName(name: "archivedData", labels: ["withRootObject"]),
        "unarchiveObjectWithData:": SwiftName(name: "unarchiveObject", labels: ["with"]),
        "alertControllerWithTitle:message:preferredStyle:": SwiftName(name: "init", labels: ["title", "message", "preferredStyle"]),
        "actionWithTitle:style:handler:": SwiftName(name: "init", labels: ["title", "style", "handler"]),
    ]

    /// Swift's name for a selector: the table's, or the first piece with the rest as labels.
    static func swiftName(_ pieces: [String]) -> SwiftName {
        let selector = pieces.count == 1 && !pieces[0].hasSuffix(":") ? pieces[0] : pieces.joined()
        if let known = imported[selector] { return known }
        let names = pieces.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
        let labels: [String?] = names.enumerated().map { $0.offset == 0 ? nil : $0.element }
        return SwiftName(name: names.first ?? "", labels: pieces.first?.hasSuffix(":") == true ? labels : [])
    }
}
