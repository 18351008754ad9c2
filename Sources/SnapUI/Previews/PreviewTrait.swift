/// A setting of a preview, such as its layout or orientation, as `#Preview(traits:)` takes it.
public struct PreviewTrait<T>: Sendable {
    /// What the trait sets.
    let setting: PreviewSetting
}

/// What a preview trait or a preview modifier sets.
enum PreviewSetting: Hashable, Sendable {
    case layout(PreviewLayout)
    case orientation(InterfaceOrientation)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview as large as its view: laid out at its ideal size.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(setting: .layout(.sizeThatFits)) }
    /// The preview on a device's screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(setting: .layout(.device)) }
    /// The preview at a fixed size, in points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(setting: .layout(.fixed(width: width, height: height)))
    }
    /// The preview's devices upright (the default).
    public static var portrait: PreviewTrait { PreviewTrait(setting: .orientation(.portrait)) }
    /// The preview's devices upside down: drawn upright, as iOS lays the screen out.
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(setting: .orientation(.portraitUpsideDown)) }
    /// The preview's devices on their side.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeLeft)) }
    /// The preview's devices on their other side.
    public static var landscapeRight: PreviewTrait { PreviewTrait(setting: .orientation(.landscapeRight)) }
}

/// How a preview is laid out, for `.previewLayout(_:)` and the layout traits.
public enum PreviewLayout: Hashable, Sendable {
    /// On a device's screen.
    case device
    /// At the view's ideal size.
    case sizeThatFits
    /// At a fixed size, in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of a preview, for `.previewInterfaceOrientation(_:)` and the orientation traits.
public enum InterfaceOrientation: Hashable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    /// True for the two sideways orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A device to preview on, for `.previewDevice(_:)`, by the name Xcode shows ("iPhone 16 Pro").
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}
