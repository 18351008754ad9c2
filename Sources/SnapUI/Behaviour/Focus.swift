/// Which control has the keyboard focus, as SwiftUI's `@FocusState`. A snapshot shows a screen at
/// rest with no keyboard, so nothing is drawn focused; the value can still be set and read.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let box: Box<Value>

    /// Focus as true or false, for one field.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// Focus as the field that has it, or nil, for several fields.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
    public var projectedValue: Binding {
        Binding(box: box)
    }

    /// Takes nothing from the environment: the value is the view's own.
    public func install(_ environment: EnvironmentValues) {}

    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        fileprivate let box: Box<Value>

        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension View {
    /// Ties this control's focus to a true-or-false focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Ties this control's focus to a focus state: focused while it equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}
