/// A class whose changes views follow, as Combine's `ObservableObject`. Combine does not exist on
/// Linux, and a snapshot shows state at rest, so nothing subscribes: `objectWillChange.send()` is
/// accepted and does nothing.
public protocol ObservableObject: AnyObject {
    /// What announces a change before it happens.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// The publisher of an `ObservableObject`'s changes; nothing listens in a snapshot.
public final class ObservableObjectPublisher {
    public init() {}

    /// Announces a change (nothing listens).
    public func send() {}
}

/// A property of an `ObservableObject` whose changes views follow, as Combine's `@Published`: it
/// stores its value.
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }
}
