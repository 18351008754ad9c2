/// A button that opens the share sheet for an item, as SwiftUI's `ShareLink`: a button drawn by the
/// environment's button style, labelled "Share" with the square-and-arrow-up symbol unless given a
/// title or a label. A snapshot never taps, so the item is kept but never shared.
public struct ShareLink<Label: View>: View {
    let items: [any Transferable]
    let subject: Text?
    let message: Text?
    let label: Label

    /// A link sharing `items`, labelled by `label`.
    public init<Item: Transferable>(items: [Item], subject: Text? = nil, message: Text? = nil,
                                    @ViewBuilder label: () -> Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label()
    }

    /// A link sharing `item`, labelled by `label`.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil,
                                    @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    /// A link sharing `item` with a preview, labelled by `label`.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
                                    @ViewBuilder label: () -> Label) {
        self.init(items: [item], subject: subject, message: message, label: label)
    }

    public var body: some View {
        Button(action: {}) { label }
    }
}

extension ShareLink where Label == SnapUI.Label<Text, Image> {
    /// The symbol of iOS's share button.
    static var symbol: String { "square.and.arrow.up" }
    /// iOS's own title of the share button, which no app's table translates.
    static var shareTitle: String { "Share" }

    /// A link sharing `item`, labelled "Share" with the share symbol.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(Self.shareTitle, systemImage: Self.symbol) }
    }

    /// A link sharing `item` with a preview, labelled "Share" with the share symbol.
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(Self.shareTitle, systemImage: Self.symbol) }
    }

    /// A link sharing `items`, labelled "Share" with the share symbol.
    public init<Item: Transferable>(items: [Item], subject: Text? = nil, message: Text? = nil) {
        self.init(items: items, subject: subject, message: message) { SnapUI.Label(Self.shareTitle, systemImage: Self.symbol) }
    }

    /// A link sharing `item`, labelled with a localised title and the share symbol.
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(titleKey, systemImage: Self.symbol) }
    }

    /// A link sharing `item`, labelled with a string, shown as it is, and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(title, systemImage: Self.symbol) }
    }

    /// A link sharing `item` with a preview, labelled with a localised title and the share symbol.
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
                                    preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(titleKey, systemImage: Self.symbol) }
    }

    /// A link sharing `item` with a preview, labelled with a string, shown as it is, and the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil,
                                                       preview: SharePreview) {
        self.init(item: item, subject: subject, message: message) { SnapUI.Label(title, systemImage: Self.symbol) }
    }
}

/// What the share sheet shows of a shared item, as SwiftUI's `SharePreview`: a title and optional
/// images. A snapshot shows no share sheet, so it is kept but never drawn.
public struct SharePreview {
    let title: Text

    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, icon: Image) { title = Text(titleKey) }
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Image) { title = Text(titleKey) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, icon: Image) { self.title = Text(title) }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) { self.title = Text(title) }
}

/// A value that can be shared or dragged, as CoreTransferable's `Transferable`, which Linux lacks:
/// the types screens share (strings, URLs, data, attributed strings and images) conform.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
