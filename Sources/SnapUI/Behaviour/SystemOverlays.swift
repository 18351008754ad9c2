// What a screen asks of the system around it: the colour scheme it prefers, and whether the status
// bar and the home indicator show. A snapshot draws neither bar, so only the scheme changes pixels.

extension View {
    /// The colour scheme the view asks for: iOS then draws the whole presentation in it; a snapshot
    /// draws this view and everything inside it in it. `nil` leaves the scheme as it is.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformEnvironment { environment in
            if let colorScheme { environment.colorScheme = colorScheme }
        }
    }

    /// Hides the status bar (a snapshot draws none).
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Whether the home indicator and other system overlays show (a snapshot draws none).
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
}
