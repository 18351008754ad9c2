// Size classes, as SwiftUI's environment gives them: read from the snapshot's screen, as iOS reads
// them from the device and the window's size.

/// The rough width or height of the space a view has, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Little space: a phone's width in portrait, a phone's height in landscape.
    case compact
    /// Ample space: an iPad's width and height, a phone's height in portrait.
    case regular
}

/// A size class a view set, nil among them: it wins over the one read from the screen.
private struct SizeClassSetting {
    var sizeClass: UserInterfaceSizeClass?
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: SizeClassSetting? = nil }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: SizeClassSetting? = nil }

/// What UIKit makes of a whole screen of `width` × `height` points: the one rule behind SwiftUI's
/// size classes here and UIKit's traits (`UITraitCollection.current`, `UIDevice.current`).
struct ScreenClass {
    /// True for an iPad: the screen's shorter side is at least 744 points (the iPad mini's).
    let isPad: Bool
    /// Regular on an iPad; on a phone compact unless at least 896 points wide (a Plus or Max iPhone on its side).
    let horizontal: UserInterfaceSizeClass
    /// Regular on an iPad; on a phone compact when on its side (under 500 points high).
    let vertical: UserInterfaceSizeClass

    init(width: Double, height: Double) {
        isPad = min(width, height) >= 744
        horizontal = isPad || width >= 896 ? .regular : .compact
        vertical = !isPad && height < 500 ? .compact : .regular
    }
}

extension EnvironmentValues {
    /// The horizontal size class of the snapshot's screen (``ScreenClass``; a screen as tall as its
    /// content is taken upright), unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            guard let setting = self[HorizontalSizeClassKey.self] else {
                return screenClass.horizontal
            }
            return setting.sizeClass
        }
        set { self[HorizontalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }

    /// The vertical size class of the snapshot's screen (``ScreenClass``), unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            guard let setting = self[VerticalSizeClassKey.self] else {
                return screenClass.vertical
            }
            return setting.sizeClass
        }
        set { self[VerticalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }

    /// The snapshot's screen as UIKit classes it.
    private var screenClass: ScreenClass { ScreenClass(width: screenWidth, height: screenHeight ?? .infinity) }
}
