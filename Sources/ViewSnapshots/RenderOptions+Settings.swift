import Raster
import SnapUI
import Snapshot

extension RenderOptions {
    /// SnapUI's options for the workflow's `settings`, drawing with `fonts`: the one place the
    /// workflow's terms become the view layer's. In the device's layout the render is as tall as
    /// its content unless `screen` is true (a scene that is a whole screen, ``CatalogueEntry/isScreen``):
    /// then it is at least the screen's height. In the other layouts (`settings.layout`) the image is
    /// the view's ideal size or the fixed one, whatever `screen` says. UIKit code sees the device's
    /// screen either way. `environment` is applied first, then the settings' locale
    /// (``EnvironmentValues/apply(_:)``), so the matrix's locale is the one drawn.
    public init(
        _ settings: RenderSettings, screen: Bool = false, fonts: FontSet,
        environment: @escaping (inout EnvironmentValues) -> Void = { _ in }
    ) {
        self.init(
            width: settings.width, scale: settings.scale, dynamicTypeSize: DynamicTypeSize(settings.textSize),
            colorScheme: ColorScheme(settings.scheme), showsOnOffLabels: settings.showsOnOffLabels,
            minimumHeight: screen && settings.layout == .device ? settings.screenHeight : nil, fonts: fonts,
            environment: { values in
                environment(&values)
                values.apply(settings.locale)
            })
        deviceHeight = settings.screenHeight
        layout = RenderLayout(settings.layout)
    }
}

extension RenderLayout {
    /// The view layer's layout for the workflow's mode.
    public init(_ mode: LayoutMode) {
        self = switch mode {
        case .device: .width
        case .sizeThatFits: .sizeThatFits
        case .fixed(let width, let height): .fixed(width: width, height: height)
        }
    }
}

extension DynamicTypeSize {
    /// The view layer's size for the workflow's.
    public init(_ size: TextSize) {
        self = switch size {
        case .xSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .xLarge
        case .xxLarge: .xxLarge
        case .xxxLarge: .xxxLarge
        case .accessibility1: .accessibility1
        case .accessibility2: .accessibility2
        case .accessibility3: .accessibility3
        case .accessibility4: .accessibility4
        case .accessibility5: .accessibility5
        }
    }
}

extension ColorScheme {
    /// The view layer's scheme for the workflow's.
    public init(_ scheme: Scheme) {
        self = switch scheme {
        case .light: .light
        case .dark: .dark
        }
    }
}
