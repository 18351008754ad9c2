import Foundation
import SnapSupport

/// An app's entry point, as SwiftUI's `App`: its `body` is its scenes. A file declaring the app
/// (`@main struct MyApp: App`) compiles here so a team's app module builds unchanged; nhs-snap draws the
/// app's views, not its windows, so running an app on Linux stops with a message saying so.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// What `@main` calls: on Linux there is no window to run the app in.
    public static func main() {
        StandardError.write(
            "error: \(Self.self) is a SwiftUI app; on Linux nhs-snap snapshots its views (see its README), it does not run apps\n")
        exit(1)
    }
}

/// A part of an app's user interface with a life cycle the system manages, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene that declares no further scenes: its body is never asked for.
public protocol PrimitiveScene: Scene where Body == Never {}

extension PrimitiveScene {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// Builds an app's scenes, as SwiftUI's `@SceneBuilder`.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }
}

/// Several scenes of an app, side by side.
public struct TupleScene: PrimitiveScene {
    let scenes: [any Scene]
}

/// A window of an app's views, as SwiftUI's `WindowGroup`. It keeps its content, the view a team
/// snapshots, uncalled.
public struct WindowGroup<Content: View>: PrimitiveScene {
    let content: () -> Content

    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: Text, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
    public init(_ title: Text, id: String, @ViewBuilder content: @escaping () -> Content) { self.content = content }
}

/// The settings window of a Mac app, as SwiftUI's `Settings`.
public struct Settings<Content: View>: PrimitiveScene {
    let content: () -> Content
    public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
}

extension Scene {
    /// Reacts to a value changing over the scene's life: never, at rest.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { self }
    /// Reacts to a value changing over the scene's life: never, at rest.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene { self }
}
