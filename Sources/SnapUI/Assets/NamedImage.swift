import Foundation

extension Image {
    /// The image set `name` of an asset catalogue, as SwiftUI's `Image(_:bundle:)`: looked up when
    /// drawn, in `bundle`'s catalogues, or with no bundle in `\.assetCatalogues`'s folders and the main
    /// bundle's (see ``AssetCatalogues``). It draws at its size in points (its file's pixels over its
    /// scale; `resizable()` stretches it), in the snapshot's appearance, and VoiceOver reads its name.
    /// A name no catalogue holds fails the render naming it and the nearest names.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(uiImage: UIImage(source: .named(name, bundle: AssetLookup.path(of: bundle))))
    }

    /// A decorative image from the asset catalogue (VoiceOver skips it), as SwiftUI's `Image(decorative:bundle:)`.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        assetLabel = .decorative
    }

    /// An image from the asset catalogue with a label for VoiceOver, as SwiftUI's `Image(_:bundle:label:)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle)
        assetLabel = .text(label)
    }

    /// Whether an image from an asset catalogue is drawn in its own colours or as a template, in
    /// the foreground style, as SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// The image's alpha, in the foreground style.
        case template
        /// The image's own colours.
        case original
    }

    /// The image drawn as a template or in its own colours, whatever its catalogue says; nil keeps
    /// the catalogue's choice ("Render As"), as SwiftUI's `renderingMode(_:)`. Symbols are drawn in the
    /// foreground colour either way.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRenderingMode = renderingMode
        return image
    }

    /// What VoiceOver reads for an image from an asset catalogue.
    enum AssetLabel {
        /// Its name, as iOS reads an unlabelled image.
        case name
        case text(Text)
        /// Nothing: VoiceOver skips it.
        case decorative
    }
}
