/// A key for a value in the environment, as in SwiftUI.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values that flow down the view tree: colour scheme, text size, fonts, styles and settings.
///
/// Read them with `@Environment(\.name)`; set them for a subtree with `.environment(\.name, value)`
/// or with the modifiers that wrap it (`.font`, `.foregroundStyle`, `.toggleStyle`, `.disabled` ...).
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A property that reads a value from the environment in which its view is resolved.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// Reads the value from an environment; nil when it is not there (a problem it has reported).
    private let read: (EnvironmentValues) -> Value?
    private let box = Box<Value?>(nil)

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// A property that reads its value with `read` (see `@Environment(Model.self)`).
    init(reading read: @escaping (EnvironmentValues) -> Value?) {
        self.read = read
    }

    /// The value in the environment the view is resolved in; read before that (in an initialiser),
    /// the default value, as SwiftUI gives.
    public var wrappedValue: Value {
        guard let value = box.value ?? read(EnvironmentValues()) else {
            preconditionFailure("@Environment(\(Value.self).self) was read before its view was resolved")
        }
        return value
    }

    public func install(_ environment: EnvironmentValues) {
        box.value = read(environment)
    }
}

/// A view property that SnapUI updates before it reads the view's body.
public protocol DynamicProperty {
    /// Takes what the property needs from the environment of the view being resolved.
    func install(_ environment: EnvironmentValues)
}

extension DynamicProperty {
    /// Fills in the dynamic properties this one holds, as SwiftUI does: a property wrapper of your
    /// own that holds an `@Environment` (or `@ScaledMetric`, `@AppStorage` ...) reads the view's
    /// environment. Their values live in references shared by copies, so filling in the copies
    /// reached here fills in the ones the view reads.
    public func install(_ environment: EnvironmentValues) {
        installDynamicProperties(of: self, environment: environment)
    }
}

/// Fills in the dynamic properties (such as `@Environment`) that a view, a view modifier, a control
/// style, toolbar content or a dynamic property holds, before its body is read.
func installDynamicProperties(of value: Any, environment: EnvironmentValues) {
    for child in Mirror(reflecting: value).children {
        (child.value as? any DynamicProperty)?.install(environment)
    }
}

/// A mutable reference, shared by the copies of a property wrapper.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment of this view and everything inside it.
    public func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentWriter(content: self, transform: transform)
    }
}

/// The view behind `.environment(...)`: resolves its content in a changed environment.
struct EnvironmentWriter<Content: View>: PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var changed = environment
        transform(&changed)
        let nodes = SnapUI.makeNodes(content, in: changed)
        // Where the layout direction changes, the content is drawn mirrored (see `MirrorNode`).
        guard changed.layoutDirection != environment.layoutDirection else { return nodes }
        return nodes.map { MirrorNode(child: $0) }
    }
}
