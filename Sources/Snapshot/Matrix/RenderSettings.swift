/// Where and how one image is drawn, in the workflow's own terms: the width it is laid out at, the
/// screen's height, pixels per point, text size, colour scheme, locale and the On/Off Labels setting.
/// ViewSnapshots turns it into the view layer's render options.
public struct RenderSettings: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The screen's height in points, which a scene that is a whole screen fills; nil when there
    /// is no screen (every scene is as tall as its content).
    public var screenHeight: Double?
    /// Pixels per point.
    public var scale: Int
    public var textSize: TextSize
    public var scheme: Scheme
    /// The locale: its strings, formats and layout direction; the app's own for the development language.
    public var locale: SnapshotLocale
    /// The On/Off Labels accessibility setting.
    public var showsOnOffLabels: Bool
    /// How the scene is laid out: at ``width`` for ``LayoutMode/device``; otherwise ``width`` and
    /// ``screenHeight`` are only the screen's, which UIKit code reads.
    public var layout: LayoutMode

    public init(
        width: Double, screenHeight: Double?, scale: Int, textSize: TextSize, scheme: Scheme, locale: SnapshotLocale = .development,
        showsOnOffLabels: Bool = false, layout: LayoutMode = .device
    ) {
        self.width = width
        self.screenHeight = screenHeight
        self.scale = scale
        self.textSize = textSize
        self.scheme = scheme
        self.locale = locale
        self.showsOnOffLabels = showsOnOffLabels
        self.layout = layout
    }
}

extension SnapshotConfiguration {
    /// A snapshot's settings: on its device's screen, at the golden's scale.
    public var settings: RenderSettings {
        RenderSettings(
            width: Double(device.width), screenHeight: Double(device.height), scale: scale, textSize: textSize, scheme: scheme,
            locale: locale)
    }
}

/// What a user asks of one render outside the matrix (`render`, `layout`, `a11y`): a device or
/// a width, a scale, a text size, a scheme, a locale, the On/Off Labels setting, each with its default.
public struct RenderRequest: Hashable, Sendable {
    /// The device whose screen the scene is shown on, unless ``width`` is given.
    public var device: Device = .iPhone16Pro
    /// A width in points to lay the scene out at instead of a device: no screen, so the image
    /// is as tall as its content.
    public var width: Double?
    /// Pixels per point; nil for the device's own, or 2 with a ``width``.
    public var scale: Int?
    public var textSize: TextSize = .large
    public var scheme: Scheme = .light
    public var locale: SnapshotLocale = .development
    public var showsOnOffLabels = false

    /// The scale of a render at a width alone.
    public static let widthScale = 2

    public init() {}

    /// The settings the request comes to.
    public var settings: RenderSettings {
        RenderSettings(
            width: width ?? Double(device.width), screenHeight: width == nil ? Double(device.height) : nil,
            scale: scale ?? (width == nil ? device.scale : Self.widthScale), textSize: textSize, scheme: scheme, locale: locale,
            showsOnOffLabels: showsOnOffLabels)
    }
}
