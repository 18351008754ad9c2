import Foundation

/// A toggle drawn as a button, as SwiftUI's `ButtonToggleStyle` on iOS: the label in the tint, with a
/// bordered button's padding and shape; when on, the shape is filled with the tint at 15% (a
/// bordered button's tinted fill), when off it is not filled. VoiceOver reads a toggle button, its
/// state as selected when on.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggle(configuration: configuration)
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle drawn as a button that is highlighted when on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ButtonToggle: View {
    let configuration: ToggleStyleConfiguration

    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var shape
    @Environment(\.tint) private var tint
    @Environment(\.font) private var font

    var body: some View {
        let accent = tint ?? .accentColor
        configuration.label
            .font(font ?? BorderedButtonMetrics.font(controlSize))
            .foregroundStyle(accent)
            .padding(BorderedButtonMetrics.insets(controlSize))
            .background(configuration.isOn ? accent.opacity(BorderedButtonMetrics.tintedFillOpacity) : .clear, in: shape)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(configuration.isOn ? [.isButton, .isToggle, .isSelected] : [.isButton, .isToggle])
            .layoutRole("buttonToggle")
    }
}
