import Foundation

/// The screen, as UIKit code reads it outside the view tree: the snapshot's device.
open class UIScreen: NSObject, @unchecked Sendable {
    /// The screen of the snapshot being rendered (see `UIKitSnapshot`).
    open class var main: UIScreen { UIScreen() }

    /// The screen's rectangle in points, from the origin: the snapshot's width and its device's height.
    open var bounds: CGRect { CGRect(origin: .zero, size: UIKitSnapshot.current.screenSize) }
    /// Pixels per point: the snapshot's scale.
    open var scale: CGFloat { UIKitSnapshot.current.traits.displayScale }
    /// The screen's traits: the snapshot's.
    open var traitCollection: UITraitCollection { UIKitSnapshot.current.traits }
}
