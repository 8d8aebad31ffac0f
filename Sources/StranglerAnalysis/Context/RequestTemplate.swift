import Foundation
import StranglerSources

/// A request a member sends: its method, the literals its URL is built from, and whether the caller completes the URL
/// (`get(path:)` takes the path as a parameter). The capabilities pass records one for each request a codebase type's
/// member sends; each call through the member completes it (see `ClientWrappers.request(_:through:via:)`).
struct RequestTemplate: Sendable, Hashable {
    var method: String?
    var strings: [String]
    var takesPath: Bool
    var via: String
    /// The GraphQL operation sent (`FetchRepositoryBranchesQuery`), shown after the call that sends it.
    var operation: String? = nil
    /// The client's member that sends it (`fetch(owner:repo:completion:)`), to tell overloads apart.
    var sender: String? = nil
    /// A Moya request whose target the member was handed: the caller's argument names the case (see
    /// `TargetRequests.target(awaitedBy:through:via:)`), of `targetType` when the parameter's type says which.
    var awaitsTarget = false
    var targetType: String? = nil
    /// The URL is built from a stored property the object's initializer sets (see `URLParts.pathFromInitializer`): the
    /// path is whoever makes the object's to give, through any call that sends it (`call.fire()`).
    var pathFromMaker = false
    /// Sent only when the sender's parameter at that place is that case (see `chosen(under:in:)`).
    var choice: Choice? = nil
    /// The sender's parameters named like a location that the URL interpolates where they stand: a caller's constant for
    /// one is written in its place (`get(endpoint: "me")` for `"\(base)/\(endpoint)"`), a parameter the caller hands on
    /// becomes the caller's slot.
    var slots: [Slot] = []
    /// The sender's parameter the URL is read from whole (`[NSURLRequest requestWithURL:fileURL]`), when the path is a
    /// caller's to give: what a call hands there says it, whatever the other arguments are labelled
    /// (`downloadSubtitle:toURL:` reads its first, not the `toURL:` it saves to).
    var pathParameter: Int? = nil

    /// A parameter of the sender, as the URL's literals interpolate it (`\(endpoint)`).
    struct Slot: Sendable, Hashable {
        var name: String
        var parameter: Int
    }

    /// A case of the sender's parameter that the request is sent under.
    struct Choice: Sendable, Hashable {
        var parameter: Int
        var value: String
    }

    /// The sender's parameter whose case chooses the request, as a call hands it an argument.
    var chooser: HandedParameter? {
        guard let choice, let sender else { return nil }
        return HandedParameter(member: sender, position: choice.parameter)
    }

    /// The template of a request sent under a `case` of a `switch` on one of the member's parameters, sent only when
    /// that parameter is that case: `requestJsonDataWithPath:withParams:withMethodType:andBlock:` calling AFNetworking's
    /// `GET:`, `POST:`, `PUT:` or `DELETE:` under `switch (method) { case Get: … }`, whose callers name one
    /// (`withMethodType:Post`). A case with several labels or a pattern, and `default`, choose nothing.
    func chosen(under event: Event, in member: Member) -> RequestTemplate {
        guard choice == nil, !event.conditions.isEmpty else { return self }
        for condition in event.conditions.reversed() {
            guard let separator = Endpoint.range(of: ": case ", in: condition[...]) else { continue }
            var subject = condition[..<separator.lowerBound]
            while subject.first == "(" && subject.last == ")" { subject = subject.dropFirst().dropLast() }
            guard let parameter = Self.parameter(String(subject), of: member, at: event.line), let position = parameter.parameterPosition,
                  let value = Self.caseName(ofLabel: condition[separator.upperBound...])
            else { continue }
            var result = self
            result.choice = Choice(parameter: position, value: value)
            return result
        }
        return self
    }

    /// The member's parameter a name reads at a line: the parameter, or the local that casts it back under its own name (a
    /// Flux store's `guard let action = action as? OrderAction`).
    static func parameter(_ name: String, of member: Member, at line: Int) -> LocalValue? {
        guard let local = member.local(name, at: line) else { return nil }
        if local.isParameter { return local }
        guard local.roots == [name], local.typeName != nil,
              let parameter = member.localBindings[name]?.first?.value, parameter.isParameter else { return nil }
        return parameter
    }

    /// The case a `case` label names, its values bound or not (`.synchronizeOrders(let siteID, let onCompletion)`, `let
    /// .deleteOrder(orderID)`, cut short or whole); `nil` for several labels.
    static func caseName(ofLabel label: Substring) -> String? {
        var label = label.drop { $0 == " " }
        if label.hasPrefix("let ") || label.hasPrefix("var ") { label = label.dropFirst(4) }
        guard let open = label.firstIndex(of: "(") else { return caseName(label) }
        guard Endpoint.range(of: "), ", in: label) == nil else { return nil }
        return caseName(label[..<open])
    }

    /// The case a label or an argument names: `Post`, `.post` and `HTTPMethod.post` name `Post` and `post`; `nil` for
    /// anything else (a local, a call, several labels, a pattern).
    static func caseName(_ text: some StringProtocol) -> String? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard let name = parts.last, let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" })
        else { return nil }
        // `.post`, or a type's case (`HTTPMethod.post`), not a value's member (`self.chosenMethod`); a bare name only as an
        // Objective-C enumerator or a constant is written, capitalised.
        switch parts.count {
        case 1: return first.properties.isUppercase ? String(name) : nil
        case 2: return parts[0].isEmpty || parts[0].first?.isUppercase == true ? String(name) : nil
        default: return nil
        }
    }

    /// Where the target's path goes in a URL built around it (`"/api/v1/\(endpoint.path())"`).
    static let targetPathMarker = "\\(target.path)"

    /// Waits for the case a caller hands over as `parameter` (of `type` when the codebase declares it), whose path goes
    /// where the URL reads the parameter's path, or after it.
    mutating func waitForTarget(_ parameter: String, of type: String?) {
        awaitsTarget = true
        targetType = type
        takesPath = false
        strings = Self.markingTargetPath(strings, readAs: [parameter + ".path()", parameter + ".path"])
    }

    /// The literals of a URL with each interpolation of the target's path (`\(endpoint.path())`) marked.
    static func markingTargetPath(_ strings: [String], readAs names: [String]) -> [String] {
        strings.map { string in
            names.reduce(string) { $0.replacingOccurrences(of: "\\(" + $1 + ")", with: targetPathMarker) }
        }
    }

    /// A URL's literals with the target's path written where the URL reads it, or after them.
    static func completing(_ strings: [String], withTargetPath path: [String]) -> [String] {
        guard strings.contains(where: { Endpoint.range(of: targetPathMarker, in: $0[...]) != nil }) else { return strings + path }
        let written = path.joined(separator: "/")
        return strings.map { $0.replacingOccurrences(of: targetPathMarker, with: written) }
    }

    /// The same request, sent by `member` of the client.
    func sent(by member: String) -> RequestTemplate {
        var result = self
        result.sender = member
        return result
    }

    /// The same request sent through a caller that passes these literals.
    func through(callerStrings: [String], via newVia: String) -> RequestTemplate {
        var result = self
        if takesPath { result.strings += callerStrings }
        result.takesPath = takesPath && callerStrings.isEmpty
        result.via = newVia
        return result
    }

    /// The API call this request is, made by `member` on `line`.
    func call(member: String, line: Int) -> APICall {
        APICall(
            method: method, path: takesPath || awaitsTarget ? nil : Endpoint.path(from: strings), member: member, line: line,
            via: operation.map { via + "(" + $0 + ")" } ?? via
        )
    }
}
