import Foundation
import StranglerAnalysis

extension SceneSpec {
    /// What templates see. Every value is a string, a boolean or a list, so a team's templates need nothing
    /// but Stencil:
    ///
    /// | Variable | Example |
    /// | --- | --- |
    /// | `scene`, `module`, `ui` | `Product`, `App`, `uikit` |
    /// | `legacyScreen` | `ProductViewController (LegacyShop/Screens/Product/ProductViewController.swift:9)` or empty |
    /// | `useCases` | `name` `FetchProduct`, `method` `fetchProduct`, `title` `Fetch product`, `onLoad`, `notes`, `workerNotes` |
    /// | `loadUseCases`, `actionUseCases` | the use cases sent when the view appears, and on user actions |
    /// | `fields` | `name` `product`, `type` `Product?`, `initialValue` `nil`, `initializer` ` = []` or empty, `notes` |
    /// | `routes` | `name` `routeToCart`, `kind` `push`/`present`/`back`/`root`/`external`, `destination`, `url`, `notes` |
    /// | `navigationRoutes` | the names of the push and back routes and the external routes whose URL is known, which a unit test can check |
    /// | `externalRoutes` | whether a route opens a URL outside the app (the router then holds `openURL`, which tests replace) |
    /// | `workerNotes` | the legacy collaborators the worker takes over |
    /// | `routerNotes` | what the legacy screen held for leaving it (a coordinator, its builder's callbacks), which the router takes over |
    var templateContext: [String: Any] {
        let useCases = useCases.map { useCase -> [String: Any] in
            [
                "name": useCase.name, "method": useCase.method, "title": Self.title(useCase.name),
                "onLoad": useCase.onLoad, "notes": useCase.notes.map(Self.oneLine), "workerNotes": useCase.workerNotes.map(Self.oneLine),
            ]
        }
        return [
            "scene": name,
            "module": module,
            "ui": ui.rawValue,
            "legacyScreen": legacyScreen ?? "",
            "useCases": useCases,
            "loadUseCases": useCases.filter { $0["onLoad"] as? Bool == true },
            "actionUseCases": useCases.filter { $0["onLoad"] as? Bool != true },
            "fields": fields.map { field -> [String: Any] in
                [
                    "name": field.name, "type": field.storedType, "initialValue": field.initialValue,
                    "initializer": field.initialValue == "nil" ? "" : " = " + field.initialValue, "notes": field.notes.map(Self.oneLine),
                ]
            },
            "routes": routes.map { route -> [String: Any] in
                [
                    "name": route.name, "kind": route.kind.rawValue, "destination": route.destination ?? "",
                    "url": route.kind == .external ? Self.urlExpression(route.destination) : "", "notes": route.notes.map(Self.oneLine),
                ]
            },
            "navigationRoutes": routes.filter { [.push, .back, .backToRoot].contains($0.kind) || ($0.kind == .external && !Self.urlExpression($0.destination).isEmpty) }
                .map(\.name),
            "externalRoutes": routes.contains { $0.kind == .external },
            "workerNotes": workerNotes.map(Self.oneLine),
            "routerNotes": routerNotes.map(Self.oneLine),
        ]
    }

    /// The Swift expression of the string an external route opens: a literal (`"https://shop.example.com/faq"`) or the
    /// Settings app's (`UIApplication.openSettingsURLString`); empty when the URL is not known whole (`mailto:{address}`
    /// leaves a TODO, as does a destination that is no URL, a case a helper was handed: `notification`).
    static func urlExpression(_ url: String?) -> String {
        guard let url, !url.contains("{"), !url.contains(where: \.isNewline) else { return "" }
        if url == "settings" { return "UIApplication.openSettingsURLString" }
        guard NavigationAction.startsWithScheme(url) else { return "" }
        return "\"" + url.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Notes become `// TODO:` comments, so each must stay on one line.
    static func oneLine(_ note: String) -> String {
        note.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// `FetchProduct` → `Fetch product`: a label for buttons and doc comments.
    static func title(_ name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        guard let first = words.first else { return name }
        return ([first] + words.dropFirst().map { $0.count > 1 && $0.allSatisfy(\.isUppercase) ? $0 : $0.lowercased() })
            .joined(separator: " ")
    }
}
