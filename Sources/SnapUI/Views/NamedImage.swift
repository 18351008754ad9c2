import Foundation

extension Image {
    /// An image from the app's asset catalogue, as SwiftUI's `Image(_:bundle:)`. It compiles so that a
    /// screen naming its images builds; drawing one fails the render naming it (``NamedImageError``)
    /// until asset catalogues are read, never a silent blank.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(uiImage: UIImage(imageLiteralResourceName: name))
    }

    /// A decorative image from the asset catalogue (VoiceOver skips it), as SwiftUI's `Image(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// An image from the asset catalogue with a label for VoiceOver, as SwiftUI's `Image(_:bundle:label:)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
    }
}
