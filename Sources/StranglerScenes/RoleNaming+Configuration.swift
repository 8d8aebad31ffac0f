import StranglerConfiguration

extension RoleNaming {
    /// The role names a `check` section gives (`role_suffixes`, `protocol_suffixes`) over the defaults, and a
    /// warning with its path for each role it does not know: `check` and `plan` read scenes with the same names.
    public static func configured(by check: CheckSettings) -> (naming: RoleNaming, warnings: [String]) {
        var naming = RoleNaming()
        var warnings: [String] = []
        for (key, table) in [("role_suffixes", check.roleSuffixes), ("protocol_suffixes", check.protocolSuffixes)] {
            for (name, suffixes) in table.sorted(by: { $0.key < $1.key }) {
                guard let role = SceneRole(rawValue: name) else {
                    let roles = SceneRole.allCases.map(\.rawValue).joined(separator: ", ")
                    warnings.append("check.\(key).\(name): unknown role (known: \(roles))")
                    continue
                }
                if key == "role_suffixes" { naming.suffixes[role] = suffixes } else { naming.protocolSuffixes[role] = suffixes }
            }
        }
        return (naming, warnings)
    }
}
