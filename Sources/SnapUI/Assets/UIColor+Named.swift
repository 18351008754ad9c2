import Foundation

extension UIColor {
    /// The colour set `name` of the app's asset catalogues, as UIKit's `UIColor(named:)`: a colour
    /// that takes each snapshot's appearance (light or dark, high contrast), looked up when resolved
    /// (see `Color(_:bundle:)`). iOS returns nil for a name it does not have; SnapUI returns the
    /// colour, and drawing one no catalogue holds fails the render naming it.
    public convenience init?(named name: String) {
        self.init(Color(name))
    }

    /// The colour set `name` of `bundle`'s asset catalogues (nil: the main bundle's), as
    /// `init(named:)`. The traits are those of the snapshot it is drawn in, or that
    /// `resolvedColor(with:)` is given.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(Color(name, bundle: bundle))
    }
}
