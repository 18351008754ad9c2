import Raster

private struct ScreenWidthKey: EnvironmentKey { static let defaultValue = 402.0 }
private struct ScreenHeightKey: EnvironmentKey { static let defaultValue: Double? = nil }
private struct SafeAreaInsetsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The width of the screen the view is snapshotted on, in points: the snapshot's width, set by
    /// the renderer. Lists and navigation stacks offered no width take it.
    public var screenWidth: Double {
        get { self[ScreenWidthKey.self] }
        set { self[ScreenWidthKey.self] = newValue }
    }

    /// The height of the screen when the snapshot is a whole screen (see `RenderOptions.minimumHeight`);
    /// nil when the snapshot is as tall as its content.
    public var screenHeight: Double? {
        get { self[ScreenHeightKey.self] }
        set { self[ScreenHeightKey.self] = newValue }
    }

    /// The screen's safe-area insets (status bar, home indicator), set by the renderer: a navigation
    /// stack places its bar below the top inset and a tab bar above the bottom one. Zero unless the
    /// render asks for them: snapshots show no status bar.
    public var safeAreaInsets: EdgeInsets {
        get { self[SafeAreaInsetsKey.self] }
        set { self[SafeAreaInsetsKey.self] = newValue }
    }
}
