/// An observable object a view creates and owns, as SwiftUI's `@StateObject`: made once, the first
/// time it is read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let box = Box<ObjectType?>(nil)

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    public var wrappedValue: ObjectType {
        if let object = box.value { return object }
        let object = make()
        box.value = object
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    /// Takes nothing from the environment: the object is the view's own.
    public func install(_ environment: EnvironmentValues) {}
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Takes nothing from the environment: the object is given.
    public func install(_ environment: EnvironmentValues) {}

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(object: object, keyPath: keyPath)
        }
    }
}

/// An observable object that a view above put in the environment with `.environmentObject(_:)`, as
/// SwiftUI's `@EnvironmentObject`. When none was put there the render fails, naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private let box = Box<ObjectType?>(nil)

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.value else {
            preconditionFailure("@EnvironmentObject \(ObjectType.self) was read before its view was resolved")
        }
        return object
    }

    /// Bindings to the object's properties: `$model.name`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(object: wrappedValue)
    }

    public func install(_ environment: EnvironmentValues) {
        box.value = environment.object(ObjectType.self, putThereWith: ".environmentObject(_:)")
    }
}

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`:
/// `@Bindable var model: Model`, then `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue)
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject & Observable {
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Binding {
    /// A binding to one property of an object.
    init<Object: AnyObject>(object: Object, keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Environment {
    /// The `@Observable` object of `objectType` that a view above put in the environment with
    /// `.environment(_:)`; when none was put there the render fails, naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { $0.object(objectType, putThereWith: ".environment(_:)") })
    }

    /// The `@Observable` object of `objectType` in the environment, or nil when there is none.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        self.init(reading: { .some($0.objects[ObjectIdentifier(objectType)] as? Object) })
    }
}

extension View {
    /// Puts an observable object in the environment of the views inside, for `@EnvironmentObject`.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(Object.self)] = object }
    }

    /// Puts an `@Observable` object in the environment of the views inside, for `@Environment(Model.self)`.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        transformEnvironment { $0.objects[ObjectIdentifier(Object.self)] = object }
    }
}

/// A view reads an object that no view above put in the environment.
public struct MissingEnvironmentObject: Error, CustomStringConvertible {
    /// The object's type.
    public let typeName: String
    /// The modifier that puts one there.
    public let modifier: String

    public var description: String {
        "no \(typeName) in the environment: add \(modifier) with one to a view above the view that reads it"
    }
}

private struct ObjectsKey: EnvironmentKey {
    static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension EnvironmentValues {
    /// The objects put in the environment, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { self[ObjectsKey.self] }
        set { self[ObjectsKey.self] = newValue }
    }

    /// The object of `type` in the environment; when there is none, reports it (the render then fails).
    func object<Object: AnyObject>(_ type: Object.Type, putThereWith modifier: String) -> Object? {
        if let object = objects[ObjectIdentifier(type)] as? Object { return object }
        diagnostics.report(MissingEnvironmentObject(typeName: String(describing: type), modifier: modifier))
        return nil
    }
}
