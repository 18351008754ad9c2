import Foundation

/// The device, as UIKit code reads it: an iPhone or an iPad running iOS 26, as the snapshot's screen is.
open class UIDevice: NSObject, @unchecked Sendable {
    /// The device of the snapshot being rendered (see `UIKitSnapshot`).
    open class var current: UIDevice { UIDevice() }

    /// Phone or pad, by the snapshot's screen.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UIKitSnapshot.current.traits.userInterfaceIdiom }
    /// `iPhone` or `iPad`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "26.0" }
}
