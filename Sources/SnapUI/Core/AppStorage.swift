/// A value kept in user defaults, as SwiftUI's `@AppStorage`.
///
/// A snapshot must not depend on the machine, so a view shows its default value unless the store it
/// reads from holds one: the `store:` given here, else the one set with `.defaultAppStorage(_:)`
/// (there is none by default, where SwiftUI would read `UserDefaults.standard`). Setting the value, or
/// setting it through `$value`, writes it to that store, and holds it for the view when there is none.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let explicitStore: UserDefaults?
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?
    private let state: Box<StoredValue>

    /// The store the view reads and writes, and the value set while there is none.
    private struct StoredValue {
        var store: UserDefaults?
        var value: Value
    }

    private init(key: String, store: UserDefaults?, defaultValue: Value,
                 decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?) {
        self.key = key
        explicitStore = store
        self.decode = decode
        self.encode = encode
        state = Box(StoredValue(store: store, value: defaultValue))
    }

    /// A value stored as itself (a property-list type).
    private init(plist defaultValue: Value, _ key: String, store: UserDefaults?) {
        self.init(key: key, store: store, defaultValue: defaultValue, decode: { $0 as? Value }, encode: { $0 })
    }

    public var wrappedValue: Value {
        get {
            guard let store = state.value.store, let object = store.object(forKey: key),
                  let value = decode(object) else { return state.value.value }
            return value
        }
        nonmutating set {
            state.value.value = newValue
            guard let store = state.value.store else { return }
            if let object = encode(newValue) { store.set(object, forKey: key) } else { store.removeObject(forKey: key) }
        }
    }

    public var projectedValue: Binding<Value> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    public func install(_ environment: EnvironmentValues) {
        state.value.store = explicitStore ?? environment.defaultAppStorage
    }
}

extension AppStorage where Value == Bool {
    public init(wrappedValue: Bool, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == Int {
    public init(wrappedValue: Int, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == Double {
    public init(wrappedValue: Double, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == String {
    public init(wrappedValue: String, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == Data {
    public init(wrappedValue: Data, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == Date {
    public init(wrappedValue: Date, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key, store: store)
    }
}

extension AppStorage where Value == URL {
    /// A URL, stored as its absolute string, as UserDefaults stores URLs.
    public init(wrappedValue: URL, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) },
                  encode: { $0.absoluteString })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// An enumeration, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// An enumeration, stored as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional string, nil until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? String }, encode: { $0 })
    }

    /// An optional whole number, nil until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Int }, encode: { $0 })
    }

    /// An optional flag, nil until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// An optional number, nil until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Double }, encode: { $0 })
    }

    /// An optional URL, nil until one is stored.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0?.absoluteString })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` reads and writes when it names none; none by default, so that a
    /// snapshot never reads the machine's defaults.
    public var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the store that `@AppStorage` reads and writes inside this view.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, store)
    }
}
