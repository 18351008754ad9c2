import Raster

/// A control that switches an option on or off, drawn by the environment's toggle style.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        Styled((any ToggleStyle).self, automatic: SwitchToggleStyle()) {
            $0.makeBody(configuration: ToggleStyleConfiguration(label: AnyView(label), isOn: isOn))
        }
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a localised title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with a string, shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SnapUI.Label<Text, Image> {
    /// A toggle labelled with a localised title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SnapUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a string, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SnapUI.Label(title, systemImage: systemImage) }
    }
}

/// What a toggle style draws: the toggle's label and state.
public struct ToggleStyleConfiguration {
    /// The toggle's label: one view, or several (a title and a subtitle) to stack.
    public let label: AnyView
    /// Whether the toggle is on; `$isOn` is the binding.
    @Binding public var isOn: Bool

    init(label: AnyView, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// A way of drawing toggles, as SwiftUI's `ToggleStyle`; set it with `.toggleStyle(_:)` on a toggle
/// or on a container of toggles.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// iOS's switch: the label leading, the switch trailing, the state read by VoiceOver.
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension View {
    /// Sets how the toggles in this view draw.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        self.style(style, of: (any ToggleStyle).self)
    }
}

/// The metrics of iOS 26's switch and of its On/Off Labels.
public enum SwitchMetrics {
    public static let size = Size(width: 63, height: 28)
    /// The knob: a capsule inset in the track.
    public static let knobSize = Size(width: 37, height: 24)
    public static let knobInset = 2.0
    public static let offTrack = Color(light: "#e9e9ea", dark: "#39393d")
    /// The track when on and no tint is set: iOS 26's switch green, lighter than systemGreen
    /// (measured on home-assistant/iOS's iOS 26 snapshots, Fidelity.md row 32).
    public static let onTrack = Color(light: "#65c466", dark: "#68ce67")
    /// How far a toggle row's switch is drawn past the row's trailing edge (Fidelity.md rows 31, 83);
    /// the toggle's frame, and VoiceOver's, stay the row's.
    public static let trailingOverhang = 2.0
    /// How far a List row's switch reaches into the row's top and bottom insets: a switch row is as
    /// tall as a row of text at `.medium` (51 points), not 28 plus the row's two 15-point insets.
    public static let listRowInsetOverlap = 3.5
    public static let knob = Color.white
    /// On/Off Labels: a 1 x 10 bar 11 points in from the leading side when on ...
    public static let onMark = Size(width: 1, height: 10)
    public static let onMarkInset = 11.0
    /// ... and a ring of radius 5 with a 1-point line, 12 points in from the trailing side, when off.
    public static let offRingRadius = 5.0
    public static let offRingLineWidth = 1.0
    public static let offRingInset = 12.0
    public static let offRing = Color(hex: "#b3b3b3")
    /// A disabled switch and its label draw at this opacity.
    public static let disabledOpacity = 0.5
    /// Space between a two-part label's title and subtitle.
    public static let labelSpacing = 2.0
}

/// A toggle row: the label stacked on the leading side, the switch trailing.
private struct SwitchRow: View {
    let configuration: ToggleStyleConfiguration

    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.isInList) private var isInList

    var body: some View {
        HStack(spacing: 12) {
            if labelsHidden {
                Switch(isOn: configuration.isOn).accessibilityLabel(readFrom: configuration.label)
            } else {
                VStack(alignment: .leading, spacing: SwitchMetrics.labelSpacing) {
                    configuration.label
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                // Placed its overhang further on, its frame where it is drawn.
                Switch(isOn: configuration.isOn)
                    .padding(EdgeInsets(top: isInList ? -SwitchMetrics.listRowInsetOverlap : 0,
                                        leading: SwitchMetrics.trailingOverhang,
                                        bottom: isInList ? -SwitchMetrics.listRowInsetOverlap : 0,
                                        trailing: -SwitchMetrics.trailingOverhang))
            }
        }
        .opacity(isEnabled ? 1 : SwitchMetrics.disabledOpacity)
        .accessibilityElement(children: .combine)
        .accessibilityValue(configuration.isOn ? "on" : "off")
        .accessibilityAddTraits(isEnabled ? .isToggle : [.isToggle, .isNotEnabled])
        .layoutRole("toggle")
    }
}

/// The switch itself: a track tinted when on, a knob, and the On/Off Labels marks when that setting is on.
public struct Switch: View {
    let isOn: Bool

    public init(isOn: Bool) {
        self.isOn = isOn
    }

    @Environment(\.tint) private var tint
    @Environment(\.accessibilityShowsOnOffLabels) private var showsOnOffLabels

    public var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            // iOS 26's switch has round ends, not continuous ones (measured: Fidelity.md's HA-switch).
            Capsule(style: .circular).fill(isOn ? (tint ?? SwitchMetrics.onTrack) : SwitchMetrics.offTrack)
            if showsOnOffLabels {
                ZStack(alignment: isOn ? .leading : .trailing) {
                    Color.clear
                    if isOn {
                        Rectangle().fill(.white)
                            .frame(width: SwitchMetrics.onMark.width, height: SwitchMetrics.onMark.height)
                            .padding(.leading, SwitchMetrics.onMarkInset)
                    } else {
                        Circle().strokeBorder(SwitchMetrics.offRing, lineWidth: SwitchMetrics.offRingLineWidth)
                            .frame(width: 2 * SwitchMetrics.offRingRadius, height: 2 * SwitchMetrics.offRingRadius)
                            .padding(.trailing, SwitchMetrics.offRingInset - SwitchMetrics.offRingRadius)
                    }
                }
            }
            Capsule(style: .circular).fill(SwitchMetrics.knob)
                .frame(width: SwitchMetrics.knobSize.width, height: SwitchMetrics.knobSize.height)
                .padding(SwitchMetrics.knobInset)
        }
        .frame(width: SwitchMetrics.size.width, height: SwitchMetrics.size.height)
        .accessibilityHidden(true)
        .layoutRole("switch")
    }
}
