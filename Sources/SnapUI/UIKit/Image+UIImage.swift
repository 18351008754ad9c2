extension Image {
    /// A UIKit image in SwiftUI, as SwiftUI's `Image(uiImage:)`: a symbol draws as `Image(systemName:)`
    /// (in its tint colour when it has its original rendering mode), an empty image draws nothing, and a
    /// named image draws as `Image(_:bundle:)` draws it.
    public init(uiImage: UIImage) {
        if case .symbol(let name) = uiImage.source {
            self.init(systemName: name)
        } else {
            self.init(systemName: "")
        }
        self.uiImage = uiImage
    }
}

extension UIImage {
    /// The colour a symbol draws in when it is not a template: its tint, else black (a symbol's own colour).
    var originalColor: Color? {
        switch renderingMode {
        case .alwaysTemplate: nil
        case .automatic: tint?.color
        case .alwaysOriginal: tint?.color ?? .black
        }
    }
}
