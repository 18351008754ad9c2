/// A title with an icon, drawn by the environment's label style (see `labelStyle(_:)`). VoiceOver reads
/// the title; the icon is decorative.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        Styled((any LabelStyle).self, automatic: DefaultLabelStyle()) {
            $0.makeBody(configuration: LabelStyleConfiguration(title: .init(content: AnyView(title)),
                                                               icon: .init(content: AnyView(icon))))
        }
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a localised title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label with a string title, shown as it is, and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

/// What a label style draws: the label's title and icon.
public struct LabelStyleConfiguration {
    /// A label's title, as one view.
    public struct Title: PrimitiveView {
        let content: AnyView

        public func makeNodes(in environment: EnvironmentValues) -> [Node] {
            [makeNode(content, in: environment)]
        }
    }

    /// A label's icon, as one view.
    public struct Icon: PrimitiveView {
        let content: AnyView

        public func makeNodes(in environment: EnvironmentValues) -> [Node] {
            [makeNode(content, in: environment)]
        }
    }

    public let title: Title
    public let icon: Icon
}

/// A way of drawing labels, as SwiftUI's `LabelStyle`; set it with `.labelStyle(_:)`.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration

    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The metrics of iOS's labels.
public enum LabelMetrics {
    /// Space between the icon and the title: SwiftUI's default spacing between an image and text.
    public static let iconToTitle = 8.0
    /// In a List row iOS 26 centres the icon in a column of a width set by the text size, and starts
    /// the title this far after the column.
    public static let listIconToTitle = 16.0

    /// The width of a List row's icon column at `size`: measured on iOS 26 at four text sizes
    /// (body 16, 17, 21 and 40 points: 23, 24, 28.33 and 52 points; home-assistant/iOS and
    /// BrunoCerberus/Pulse, Fidelity.md rows 43, 44), and between them in proportion to the body
    /// text's size (beyond them, as the nearest two).
    public static func listIconColumnWidth(at size: DynamicTypeSize) -> Double {
        let measured: [(body: Double, width: Double)] = [(16, 23), (17, 24), (21, 28.33), (40, 52)]
        let body = TextStyle.body.pointSize(at: size)
        let upper = measured.firstIndex { $0.body >= body }.map { max($0, 1) } ?? measured.count - 1
        let (a, b) = (measured[upper - 1], measured[upper])
        return a.width + (body - a.body) * (b.width - a.width) / (b.body - a.body)
    }
}

/// The icon before the title. In a List row the icon takes the tint and the large image scale, as
/// iOS draws it there (a `questionmark.circle` 20.33 points across at 16-point text: 127.2%),
/// centred in a column as wide as `LabelMetrics.listIconColumnWidth(at:)`, the title 16 points after.
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIcon(configuration: configuration)
    }
}

/// The icon alone; VoiceOver still reads the title.
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(readFrom: configuration.title)
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The default label style: on iOS, the title and the icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIcon(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

private struct TitleAndIcon: View {
    let configuration: LabelStyleConfiguration

    @Environment(\.isInList) private var isInList
    @Environment(\.foregroundStyle) private var foreground
    @Environment(\.tint) private var tint
    @Environment(\.imageScale) private var imageScale
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        if isInList {
            HStack(spacing: LabelMetrics.listIconToTitle) {
                configuration.icon
                    .foregroundColor(foreground ?? tint ?? .accentColor)
                    .imageScale(.large)
                    .frame(width: LabelMetrics.listIconColumnWidth(at: dynamicTypeSize))
                    .accessibilityHidden(true)
                configuration.title
            }
        } else {
            HStack(spacing: LabelMetrics.iconToTitle) {
                configuration.icon
                    .foregroundColor(foreground)
                    .imageScale(imageScale)
                    .accessibilityHidden(true)
                configuration.title
            }
        }
    }
}

extension View {
    /// Sets how the labels inside draw.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        self.style(style, of: (any LabelStyle).self)
    }
}
