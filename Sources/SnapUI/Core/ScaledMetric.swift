/// A length that scales with the user's text size, as SwiftUI's `@ScaledMetric`: its value at the
/// default size (large) grows and shrinks in proportion to `textStyle`'s point size.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: TextStyle
    private let box = Box<Value?>(nil)

    /// A metric of `wrappedValue` at the default text size, scaling as `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled to the text size of the view's environment (the base value before it is resolved).
    public var wrappedValue: Value { box.value ?? baseValue }

    public func install(_ environment: EnvironmentValues) {
        let ratio = textStyle.pointSize(at: environment.dynamicTypeSize) / textStyle.pointSize(at: .large)
        box.value = baseValue * Value(ratio)
    }
}
