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

extension UserInterfaceSizeClass {
    /// The narrowest window iOS gives the regular width class: an iPad full screen (744 points on
    /// the smallest) or its wider split views are regular; every phone in portrait (at most 440
    /// points), Slide Over (320) and an iPad's narrow splits are compact.
    static let regularWidth = 600.0
    /// The shortest window iOS gives the regular height class: a phone in landscape (at most 440
    /// points tall) is compact; a phone in portrait and any iPad are regular.
    static let regularHeight = 500.0
}

extension EnvironmentValues {
    /// The horizontal size class: `.regular` when the snapshot is 600 points wide or more (an iPad),
    /// `.compact` below (a phone in portrait), unless a view sets it.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get {
            guard let setting = self[HorizontalSizeClassKey.self] else {
                return screenWidth >= UserInterfaceSizeClass.regularWidth ? .regular : .compact
            }
            return setting.sizeClass
        }
        set { self[HorizontalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }

    /// The vertical size class: `.compact` when the snapshot is a whole screen under 500 points tall
    /// (a phone in landscape), else `.regular`, unless a view sets it.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get {
            guard let setting = self[VerticalSizeClassKey.self] else {
                return (screenHeight ?? .infinity) >= UserInterfaceSizeClass.regularHeight ? .regular : .compact
            }
            return setting.sizeClass
        }
        set { self[VerticalSizeClassKey.self] = SizeClassSetting(sizeClass: newValue) }
    }
}
