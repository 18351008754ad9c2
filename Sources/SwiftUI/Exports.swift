// `import SwiftUI` on Linux (the module is declared only there; on a Mac it is Apple's). It gives what
// `import SwiftUI` gives on iOS: the view layer, Foundation (with its CoreGraphics names, which SnapUI's
// API speaks), Combine, Observation and UIKit's names (`UIColor`, `UIFont`, `UIScreen` ... in SnapUI/UIKit), all of which
// SnapUI declares or re-exports, so this module re-exports SnapUI; and FoundationNetworking, where
// Linux keeps what iOS has in Foundation (`URLSession`, `URLRequest`, `HTTPURLResponse`).
@_exported import SnapUI
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
