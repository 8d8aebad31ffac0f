/// The `scaffold:` section: where a team keeps its own scene templates and which module the generated
/// tests import.
///
/// ```yaml
/// scaffold:
///   templates: Templates/Scenes    # relative to the folder of .strangler.yml
///   module: Shop                   # generated tests say '@testable import Shop'
/// ```
public struct ScaffoldSettings: Codable, Sendable, Equatable {
    /// A folder of Stencil templates laid out as `strangler templates export` writes them.
    public var templates: String?
    /// The module the generated tests import with `@testable import`.
    public var module: String?

    public init(templates: String? = nil, module: String? = nil) {
        self.templates = templates
        self.module = module
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case templates, module
    }
}
