extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an image from the app's asset catalogue (see `Image(_:bundle:)`),
    /// as SwiftUI's `Label(_:image:)`.
    public init(_ title: String, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
