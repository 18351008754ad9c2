/// Where VoiceOver's focus is, as SwiftUI's `@AccessibilityFocusState`. A snapshot shows a screen at
/// rest: focus never moves, so nothing is drawn or read differently; the value can be set and read.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let box: Box<Value>

    /// Focus as true or false, for one element.
    public init() where Value == Bool {
        box = Box(false)
    }

    /// Focus as true or false, for one element, under the assistive technologies given.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        box = Box(false)
    }

    /// Focus as the element that has it, or nil, for several elements.
    public init<T: Hashable>() where Value == T? {
        box = Box(nil)
    }

    /// Focus as the element that has it, or nil, under the assistive technologies given.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        box = Box(nil)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding for `.accessibilityFocused(_:)` and `.accessibilityFocused(_:equals:)`.
    public var projectedValue: Binding {
        Binding(box: box)
    }

    /// Takes nothing from the environment: the value is the view's own.
    public func install(_ environment: EnvironmentValues) {}

    /// A binding to an accessibility focus state.
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

/// The assistive technologies a focus state follows, as SwiftUI's `AccessibilityTechnologies`.
public struct AccessibilityTechnologies: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

extension View {
    /// Ties VoiceOver's focus on this element to a true-or-false focus state (at rest it never moves).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { self }

    /// Ties VoiceOver's focus on this element to a focus state: focused while it equals `value`.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        self
    }
}
