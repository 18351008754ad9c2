extension Label where Title == Text, Icon == Image {
    /// A label with a localised title and an image from the app's asset catalogue (see
    /// `Image(_:bundle:)`), as SwiftUI's `Label(_:image:)`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label with a string title, shown as it is, and an image from the app's asset catalogue.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
