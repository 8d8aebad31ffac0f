/// Finds the generated types (and the scene's bare name, which its entity often has) that the legacy
/// codebase already declares, and a scene name that avoids them.
///
/// Scene `Product` seeded from LegacyShop: `Product` (the entity) and `ProductViewController` (the legacy
/// screen itself) already exist, so the error suggests `ProductScene`.
enum NameCollision {
    static func check(scene: String, files: [GeneratedFile], existing typeNames: [String]) throws {
        let existing = Set(typeNames)
        let declared = Set(files.flatMap(\.declaredTypes) + [scene])
        let clashes = declared.intersection(existing).sorted()
        guard !clashes.isEmpty else { return }
        let suggestion = ["Scene", "Feature", "Module"].map { scene + $0 }.first { candidate in
            declared.allSatisfy { !existing.contains(renamed($0, from: scene, to: candidate)) }
        } ?? "New" + scene
        throw GenerationError.collision(scene: scene, existing: clashes, suggestion: suggestion)
    }

    private static func renamed(_ type: String, from scene: String, to candidate: String) -> String {
        type.hasPrefix(scene) ? candidate + type.dropFirst(scene.count) : type
    }
}
