import Foundation

/// UIKit's image, a class as UIKit's is: an SF Symbol (`UIImage(systemName:)`) or an image by name
/// from the app's asset catalogue (`UIImage(named:)`, `#imageLiteral(resourceName:)`). SwiftUI draws
/// one with `Image(uiImage:)`: a symbol as `Image(systemName:)` draws it, in the foreground colour,
/// or in its tint after `withTintColor(_:)`; a named image as `Image(_:bundle:)` draws it, looked up
/// when drawn (a name no catalogue holds fails the render naming it).
open class UIImage: NSObject, @unchecked Sendable {
    /// How an image takes colour: a template in the tint or foreground colour, or its own colours.
    public enum RenderingMode: Int, Sendable {
        /// A symbol is a template; any other image is drawn in its own colours.
        case automatic
        /// The image's own colours (a symbol's is black, or its tint colour).
        case alwaysOriginal
        /// A template: the foreground colour.
        case alwaysTemplate
    }

    /// What the image is.
    enum Source: Hashable {
        case symbol(String)
        /// An image of an asset catalogue: its name, and its bundle's resource folder (nil for the main bundle).
        case named(String, bundle: String?)
        /// `UIImage()`: no image, nothing drawn.
        case empty
    }

    let source: Source
    /// The image's rendering mode.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image, drawn unless it is a template.
    let tint: UIColor?

    init(source: Source, renderingMode: RenderingMode = .automatic, tint: UIColor? = nil) {
        self.source = source
        self.renderingMode = renderingMode
        self.tint = tint
        super.init()
    }

    /// An empty image, zero points square.
    public override convenience init() {
        self.init(source: .empty)
    }

    /// The image called `name` in the app's asset catalogues. iOS returns nil for a name it does not
    /// have; SnapUI looks the name up when the image is drawn, in the snapshot's catalogues, so it
    /// returns the image, and drawing one no catalogue holds fails the render naming it.
    public convenience init?(named name: String) {
        self.init(source: .named(name, bundle: nil))
    }

    /// The image called `name` in `bundle`'s asset catalogues (nil: the main bundle's), as
    /// `init(named:)`. The traits are those of the snapshot it is drawn in.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(source: .named(name, bundle: AssetLookup.path(of: bundle)))
    }

    /// The SF Symbol `name`. iOS returns nil for a name it does not know; SnapUI returns the image, and
    /// drawing a symbol its table lacks fails naming it.
    public convenience init?(systemName name: String) {
        self.init(source: .symbol(name))
    }

    /// The image `#imageLiteral(resourceName:)` makes: the named image `name`.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(source: .named(name, bundle: nil))
    }

    /// The image with another rendering mode.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, tint: tint)
    }

    /// The image drawn in `color`, in its original rendering mode, as UIKit's.
    open func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, renderingMode: .alwaysOriginal, tint: color)
    }

    /// The image drawn in `color`, in `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, renderingMode: renderingMode, tint: color)
    }

    /// True for a symbol image.
    open var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }
}

/// The type `#imageLiteral(resourceName:)` makes where no other is asked for, as UIKit declares it.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {}
