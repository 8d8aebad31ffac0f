/// The UI framework a scene is generated for.
public enum SceneUI: String, CaseIterable, Sendable, Codable {
    /// A view controller conforming to the scene's display logic, built by a Configurator (VIP+W).
    case uikit
    /// A UI-free Presenter talking to small view protocols, an observable view state, a SwiftUI view and a
    /// UIKit view controller over the same Presenter, chosen by a Composer (MVP for SwiftUI).
    case swiftui
}
