// Code written against the design system imports this module, as an app imports the real design system
// beside SwiftUI: it brings the view layer, and with it Foundation and Observation. On Linux the design
// system builds on the `SwiftUI` module, as the real one builds on Apple's; on a Mac, where `SwiftUI` is
// Apple's, on SnapUI directly (see Package.swift).
#if os(Linux)
@_exported import SwiftUI
#else
@_exported import SnapUI
#endif
