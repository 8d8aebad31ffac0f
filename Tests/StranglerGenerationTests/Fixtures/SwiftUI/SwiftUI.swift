// A stand-in for SwiftUI on Linux: just the types and members the scene templates use, with SwiftUI's
// shapes (a `View` protocol isolated to the main actor, a result builder, `@State`, `.task`, a hosting
// controller). Nothing is drawn. Named `SwiftUI` so generated `import SwiftUI` compiles unchanged.
import UIKit

@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { return fatalError("a primitive view has no body") }
}

/// Any view, type-erased: what every expression in a `@ViewBuilder` becomes here.
public struct AnyView: View {
    private let view: Any

    public init<Content: View>(_ view: Content) {
        self.view = view
    }

    public var body: Never { return fatalError("a primitive view has no body") }
}

@MainActor
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
    public static func buildBlock(_ components: AnyView...) -> AnyView { AnyView(Group(components)) }
    public static func buildOptional(_ component: AnyView?) -> AnyView { component ?? AnyView(Group([])) }
    public static func buildEither(first component: AnyView) -> AnyView { component }
    public static func buildEither(second component: AnyView) -> AnyView { component }
}

public struct Group: View {
    public let children: [AnyView]

    public init(_ children: [AnyView]) {
        self.children = children
    }

    public var body: Never { return fatalError("a primitive view has no body") }
}

public struct VStack: View {
    public let content: AnyView

    public init(@ViewBuilder content: () -> AnyView) {
        self.content = content()
    }

    public var body: Never { return fatalError("a primitive view has no body") }
}

public struct Text: View {
    public let content: String

    public init(_ content: String) {
        self.content = content
    }

    public var body: Never { return fatalError("a primitive view has no body") }
}

public struct Button: View {
    public let title: String
    public let action: @MainActor () -> Void

    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: Never { return fatalError("a primitive view has no body") }
}

extension View {
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        AnyView(self)
    }
}

@propertyWrapper
public struct State<Value> {
    private final class Storage {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let storage: Storage

    public init(initialValue value: Value) {
        storage = Storage(value)
    }

    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
}

@MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
}
