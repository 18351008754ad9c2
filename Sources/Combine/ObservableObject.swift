/// A class whose changes views follow: it announces each change before it happens through
/// `objectWillChange`, which by default sends whenever one of its `@Published` properties is about to change.
public protocol ObservableObject: AnyObject {
    /// What announces a change before it happens.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Emits before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher that the object's `@Published` properties send through before they change: one
    /// for the object, made the first time it is asked for (a new one each time for an object with none).
    public var objectWillChange: ObservableObjectPublisher {
        var fields: [any PublishedField] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                guard let field = child.value as? any PublishedField else { continue }
                if let publisher = field.objectWillChange { return publisher }
                fields.append(field)
            }
            mirror = current.superclassMirror
        }
        let publisher = ObservableObjectPublisher()
        for field in fields { field.objectWillChange = publisher }
        return publisher
    }
}

/// The publisher of an observable object's changes: it sends a void value before each.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void, Never>()

    /// A publisher with no subscribers yet.
    public init() {}

    /// Announces a change.
    public func send() {
        subscribers.send(())
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subscribers.attach(subscriber)
    }
}

/// A property of an `ObservableObject` that announces its changes: `$property` is a publisher of its
/// value (the current one on subscription, then each new one, sent before it is stored), and setting
/// it sends the object's `objectWillChange` first.
@propertyWrapper
public struct Published<Value> {
    /// `$property`: the publisher of the property's values. `assign(to: &$property)` feeds it.
    public var projectedValue: Publisher

    /// A property holding `wrappedValue`.
    public init(wrappedValue: Value) {
        projectedValue = Publisher(storage: PublishedStorage(wrappedValue))
    }

    /// A property holding `initialValue` (the older spelling).
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The value; setting it announces the change, then publishes the new value, then stores it.
    public var wrappedValue: Value {
        get { projectedValue.storage.value }
        nonmutating set { projectedValue.storage.set(newValue) }
    }

    /// The publisher of a `@Published` property's values.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            storage.subscribers.attach(subscriber, current: storage.value)
        }
    }
}

extension Publisher where Failure == Never {
    /// Feeds a `@Published` property (`assign(to: &$property)`) for as long as the property lives.
    public func assign(to published: inout Published<Output>.Publisher) {
        let storage = published.storage
        storage.upstream = sink { [weak storage] in storage?.set($0) }
    }
}

/// What a `@Published` property holds: its value, its subscribers and its object's change publisher.
final class PublishedStorage<Value> {
    private(set) var value: Value
    let subscribers = SubscriberList<Value, Never>()
    var objectWillChange: ObservableObjectPublisher?
    /// The subscription of `assign(to:)` that feeds the property.
    var upstream: AnyCancellable?

    init(_ value: Value) {
        self.value = value
    }

    func set(_ newValue: Value) {
        objectWillChange?.send()
        subscribers.sendLast(newValue)
        value = newValue
    }
}

/// A `@Published` property found by reflection, whose object's change publisher can be set.
protocol PublishedField {
    var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}

extension Published: PublishedField {
    var objectWillChange: ObservableObjectPublisher? {
        get { projectedValue.storage.objectWillChange }
        nonmutating set { projectedValue.storage.objectWillChange = newValue }
    }
}
