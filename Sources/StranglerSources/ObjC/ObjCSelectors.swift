/// How Swift imports common Objective-C selectors, so one set of detectors reads both languages:
/// `presentViewController:animated:completion:` is `present(_:animated:completion:)`.
public enum ObjCSelectors {
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

    /// The label Swift imports an initializer's first piece under: `initWithItemId:` → `itemId`, `initWithURL:` → `url`,
    /// `initForMXSession:` → `forMXSession`; `nil` for `init`. (Swift also prunes a type name off the end, which this
    /// does not: `initForReadingWithData:` is `forReadingWithData`.)
    static func initializerLabel(ofFirstPiece piece: some StringProtocol) -> String? {
        var rest = piece.dropFirst(4)
        if rest.last == ":" { rest = rest.dropLast() }
        if rest.hasPrefix("With"), rest.count > 4 { rest = rest.dropFirst(4) }
        guard !rest.isEmpty else { return nil }
        // The leading capitals are one word (`URLString` → `urlString`), but for the last when a lowercase one follows.
        let capitals = rest.prefix { $0.isUppercase }
        let lowered = capitals.count > 1 && capitals.count < rest.count ? capitals.dropLast() : capitals
        return lowered.lowercased() + rest.dropFirst(lowered.count)
    }

    /// The property a one-piece setter message sets: `setHTTPMethod:` → `HTTPMethod`, `setText:` → `text`, as the dot
    /// syntax `request.HTTPMethod = …` names it; `nil` for any other selector (`setObject:forKey:`, `setupViews`,
    /// `settings:`).
    public static func setterProperty(_ pieces: [String]) -> String? {
        guard pieces.count == 1, let piece = pieces.first, piece.hasPrefix("set"), piece.hasSuffix(":") else { return nil }
        let name = piece.dropFirst(3).dropLast()
        guard let first = name.first, first.isUppercase else { return nil }
        // An acronym keeps its capitals (`HTTPMethod`, `URL`); a word starts lowercase (`text`, `backgroundColor`).
        let second = name.dropFirst().first
        return second.map { $0.isUppercase } == true ? String(name) : first.lowercased() + name.dropFirst()
    }

    /// Swift's name for an Objective-C initializer selector: `initWithItemId:options:` → `init(itemId:options:)`,
    /// `init` → `init()`; `nil` for a selector of another family.
    public static func swiftInitializerName(_ selector: String) -> String? {
        guard !selector.utf8.contains(UInt8(ascii: "(")) else { return nil }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard let first = pieces.first ?? selector.split(separator: ":").first, isInitializer(first) else { return nil }
        guard selector.hasSuffix(":") else { return selector == "init" ? "init()" : nil }
        let labels = [initializerLabel(ofFirstPiece: first) ?? "_"] + pieces.dropFirst().map { $0.isEmpty ? "_" : String($0) }
        return "init(" + labels.map { $0 + ":" }.joined() + ")"
    }

    /// Selector → Swift base name and argument labels, for the selectors detectors look for.
    static let imported: [String: SwiftName] = [
        "presentViewController:animated:completion:": SwiftName(name: "present", labels: [nil, "animated", "completion"]),
        "dismissViewControllerAnimated:completion:": SwiftName(name: "dismiss", labels: ["animated", "completion"]),
        "performSegueWithIdentifier:sender:": SwiftName(name: "performSegue", labels: ["withIdentifier", "sender"]),
        "openURL:options:completionHandler:": SwiftName(name: "open", labels: [nil, "options", "completionHandler"]),
        "popViewControllerAnimated:": SwiftName(name: "popViewController", labels: ["animated"]),
        "popToRootViewControllerAnimated:": SwiftName(name: "popToRootViewController", labels: ["animated"]),
        "popToViewController:animated:": SwiftName(name: "popToViewController", labels: [nil, "animated"]),
        "showViewController:sender:": SwiftName(name: "show", labels: [nil, "sender"]),
        "instantiateViewControllerWithIdentifier:": SwiftName(name: "instantiateViewController", labels: ["withIdentifier"]),
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
        // AppKit's presentations (a Mac window controller presents its sheets so).
        "presentViewControllerAsSheet:": SwiftName(name: "presentAsSheet", labels: [nil]),
        "presentViewControllerAsModalWindow:": SwiftName(name: "presentAsModalWindow", labels: [nil]),
        "presentViewController:asPopoverRelativeToRect:ofView:preferredEdge:behavior:": SwiftName(
            name: "present", labels: [nil, "asPopoverRelativeTo", "of", "preferredEdge", "behavior"]
        ),
        "presentViewController:animator:": SwiftName(name: "present", labels: [nil, "animator"]),
        "dismissViewController:": SwiftName(name: "dismiss", labels: [nil]),
        "dismissController:": SwiftName(name: "dismiss", labels: [nil]),
        "beginSheetModalForWindow:completionHandler:": SwiftName(name: "beginSheetModal", labels: ["for", "completionHandler"]),
        // Files written (`[data writeToFile:path atomically:YES]`, `[NSFileManager.defaultManager removeItemAtPath:p error:&e]`);
        // Swift drops the trailing error argument, which keeps its label here.
        "writeToFile:atomically:": SwiftName(name: "write", labels: ["toFile", "atomically"]),
        "writeToURL:atomically:": SwiftName(name: "write", labels: ["to", "atomically"]),
        "writeToFile:options:error:": SwiftName(name: "write", labels: ["toFile", "options", "error"]),
        "writeToURL:options:error:": SwiftName(name: "write", labels: ["to", "options", "error"]),
        "writeToFile:atomically:encoding:error:": SwiftName(name: "write", labels: ["toFile", "atomically", "encoding", "error"]),
        "writeToURL:atomically:encoding:error:": SwiftName(name: "write", labels: ["to", "atomically", "encoding", "error"]),
        "removeItemAtPath:error:": SwiftName(name: "removeItem", labels: ["atPath", "error"]),
        "removeItemAtURL:error:": SwiftName(name: "removeItem", labels: ["at", "error"]),
        "copyItemAtPath:toPath:error:": SwiftName(name: "copyItem", labels: ["atPath", "toPath", "error"]),
        "copyItemAtURL:toURL:error:": SwiftName(name: "copyItem", labels: ["at", "to", "error"]),
        "moveItemAtPath:toPath:error:": SwiftName(name: "moveItem", labels: ["atPath", "toPath", "error"]),
        "moveItemAtURL:toURL:error:": SwiftName(name: "moveItem", labels: ["at", "to", "error"]),
        "createDirectoryAtPath:withIntermediateDirectories:attributes:error:": SwiftName(
            name: "createDirectory", labels: ["atPath", "withIntermediateDirectories", "attributes", "error"]
        ),
        "createDirectoryAtURL:withIntermediateDirectories:attributes:error:": SwiftName(
            name: "createDirectory", labels: ["at", "withIntermediateDirectories", "attributes", "error"]
        ),
        "createFileAtPath:contents:attributes:": SwiftName(name: "createFile", labels: ["atPath", "contents", "attributes"]),
    ]

    /// A session's task for a request or a URL, whatever follows it (NSURLSession's and AFNetworking's managers'):
    /// `dataTaskWithRequest:uploadProgress:downloadProgress:completionHandler:` →
    /// `dataTask(with:uploadProgress:downloadProgress:completionHandler:)`, `uploadTaskWithRequest:fromData:` →
    /// `uploadTask(with:from:)`, as Swift imports them.
    private static func sessionTask(_ pieces: [String]) -> SwiftName? {
        guard let first = pieces.first else { return nil }
        for task in ["dataTask", "uploadTask", "downloadTask"] where first == task + "WithRequest:" || first == task + "WithURL:" {
            let rest = pieces.dropFirst().map { $0 == "fromData:" ? "from" : String($0.dropLast()) }
            return SwiftName(name: task, labels: ["with"] + rest)
        }
        return nil
    }

    /// Swift's name for a selector: the table's, or the first piece with the rest as labels.
    static func swiftName(_ pieces: [String]) -> SwiftName {
        let selector = pieces.count == 1 && !pieces[0].hasSuffix(":") ? pieces[0] : pieces.joined()
        if let known = imported[selector] { return known }
        if let task = sessionTask(pieces) { return task }
        let names = pieces.map { $0.hasSuffix(":") ? String($0.dropLast()) : $0 }
        let labels: [String?] = names.enumerated().map { $0.offset == 0 ? nil : $0.element }
        return SwiftName(name: names.first ?? "", labels: pieces.first?.hasSuffix(":") == true ? labels : [])
    }
}
