import StranglerSources

/// The members that only hand a call on to a codebase type that persists: what they do is that type's persistence.
extension CapabilitiesPass {
    /// The members that hand a call straight to a member of another codebase type that persists itself, and do nothing
    /// else the screen would be told (see `Capabilities.persistenceRelays`). Not:
    /// - one that sends a request or hands one on (`delegated` holds what its callees do): a member that fetches and caches
    ///   is networking, as one that does both itself is (see `PersistenceDetector`);
    /// - one that navigates;
    /// - an initializer, nor a call of one: making an object that loads its settings (a view model, an API client) is
    ///   making it, as for requests (see `APIClients.sendsOnInit`); nor an accessor that hands out a shared
    ///   instance it makes the first time (`+[SwitchBoard sharedSwitchboard]`, which gives it the Core Data context;
    ///   `+[APIClient sharedJsonClient]`, which reads its base URL from the user defaults);
    /// - a call to a logger that writes its file or an analytics client that queues its events.
    static func persistenceRelays(
        _ calledMembers: [(String, [String: Set<Callee>])], _ capabilities: Capabilities, _ index: ProjectIndex
    ) -> [String: Set<String>] {
        let typeFacts = TypeFacts(shared: index.typeNames)
        var relays: [String: Set<String>] = [:]
        for (name, members) in calledMembers {
            for (member, callees) in members where member != "init" && !handsOutSharedInstance(member)
                && capabilities.navigation[name]?[member] == nil {
                let own = capabilities.byMember[name]?[member] ?? []
                guard !own.contains(.persistence), !own.contains(.networking),
                      capabilities.delegated[name]?[member]?.contains(.networking) != true
                else { continue }
                let persists = callees.contains { callee in
                    guard callee.type != name, callee.member != "init", let kinds = capabilities.byMember[callee.type]?[callee.member]
                    else { return false }
                    return kinds.contains(.persistence) && !typeFacts.logsOrTracks(callee.member, on: callee.type)
                }
                if persists { relays[name, default: []].insert(member) }
            }
        }
        // A protocol relays what its conformers do (through the protocols that refine it; a delegate protocol, nothing), a
        // class what its subclasses do: the call cannot tell which runs. A delegate protocol the index knows by its last
        // component only (screens that each declare a `protocol Delegate`, which their coordinators adopt as
        // `SettingsVC.Delegate`) is one all the same.
        var inherited = relays
        for (name, subclasses) in index.conformers {
            let inheritors = index.isDelegateProtocol(name) ? []
                : !index.isProtocol(name) ? subclasses : concreteConformers(of: name, index).filter { !$0.throughDelegate }.map(\.name)
            for inheritor in inheritors { if let members = relays[inheritor] { inherited[name, default: []].formUnion(members) } }
        }
        return inherited
    }

    /// Whether a member's name is a shared instance's accessor: `shared`, `sharedInstance`, `sharedSwitchboard`, `default`.
    static func handsOutSharedInstance(_ member: String) -> Bool {
        if SharedInstances.accessors.contains(member) { return true }
        guard member.hasPrefix("shared"), let next = member.utf8.dropFirst(6).first else { return false }
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
    }
}
