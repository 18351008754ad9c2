import Raster

/// A control for stepping a value up and down, as SwiftUI's `Stepper`: the label leading, iOS's
/// minus-and-plus control trailing (below the label at the accessibility sizes). The end that cannot step further (at a bound) is dimmed.
/// VoiceOver reads one adjustable element: the label, and the value when the stepper has one.
public struct Stepper<Label: View>: View {
    let label: Label
    let value: String?
    let canDecrement: Bool
    let canIncrement: Bool

    /// A stepper that runs actions on each step.
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        value = nil
        canDecrement = onDecrement != nil
        canIncrement = onIncrement != nil
    }

    /// A stepper of a value between bounds.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.value = "\(value.wrappedValue)"
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    /// A stepper of a value without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.value = "\(value.wrappedValue)"
        canDecrement = true
        canIncrement = true
    }

    @Environment(\.isEnabled) private var isEnabled

    public var body: some View {
        ControlRow {
            label
        } trailing: {
            StepperControl(canDecrement: canDecrement && isEnabled, canIncrement: canIncrement && isEnabled)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(readFrom: label)
        .accessibilityValue(value ?? "")
        .accessibilityAddTraits(isEnabled ? .isAdjustable : [.isAdjustable, .isNotEnabled])
        .layoutRole("stepper")
    }
}

extension Stepper where Label == Text {
    /// A stepper with a localised title, of a value between bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string, shown as it is, of a value between bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a localised title, of a value without bounds.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string, shown as it is, of a value without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a localised title that runs actions on each step.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled with a string, shown as it is, that runs actions on each step.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The metrics of iOS 26's stepper (UIStepper): 94 x 32 points, a capsule of tertiarySystemFill
/// split by a 1 x 18-point separator, a minus and a plus (14 points, 2-point lines) in the label colour,
/// tertiary when that end cannot step. It does not grow with the text size, as UIStepper does not.
/// iOS 26 rounds it into a capsule (iOS 13-18: corners of 8 points).
public enum StepperMetrics {
    public static let size = Size(width: 94, height: 32)
    public static let separatorSize = Size(width: 1, height: 18)
    public static let glyphSize = Size(width: 14, height: 14)
    public static let glyphLineWidth = 2.0
}

/// The minus-and-plus control.
private struct StepperControl: View {
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        HStack(spacing: 0) {
            glyph(.minus, enabled: canDecrement)
            Rectangle().fill(SystemColors.separator)
                .frame(width: StepperMetrics.separatorSize.width, height: StepperMetrics.separatorSize.height)
            glyph(.plus, enabled: canIncrement)
        }
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(SystemColors.tertiaryFill, in: Capsule(style: .circular))
        .layoutRole("stepperControl")
    }

    private func glyph(_ kind: ControlGlyph.Kind, enabled: Bool) -> some View {
        ControlGlyph(kind: kind, size: StepperMetrics.glyphSize, lineWidth: StepperMetrics.glyphLineWidth,
                     color: enabled ? .primary : SystemColors.tertiaryLabel, scalesWithText: false)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
