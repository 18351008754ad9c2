/// One preview, as a value: a `#Preview` or one of a `PreviewProvider`'s previews, found at run time by
/// ``all`` and snapshotted as a scene of its own.
public struct Preview: Sendable {
    /// The kinds of preview, for `PreviewTrait`.
    public enum ViewTraits {}

    /// The name it was given (`#Preview("Signed in")`, `.previewDisplayName("Signed in")`); nil for none.
    public let name: String?
    /// Its traits: its layout and orientation.
    public let layout: PreviewLayout
    public let orientation: InterfaceOrientation
    /// Where it is written: `Module/File.swift`, as `#fileID` spells it.
    public let fileID: String
    /// The file's path as the compiler spelled it, as `#filePath` does.
    public let filePath: String
    /// The line and column of the `#Preview` (of the `PreviewProvider` type's first preview: its line is 0).
    public let line: Int
    public let column: Int
    /// Makes the preview's view.
    let body: @MainActor @Sendable () -> any View

    /// A preview written at `fileID`/`filePath`, `line`, `column`, with `traits` in order (a later trait of a kind wins).
    init(
        name: String?, traits: [PreviewTrait<ViewTraits>], fileID: String, filePath: String, line: Int, column: Int,
        body: @escaping @MainActor @Sendable () -> any View
    ) {
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        for trait in traits {
            switch trait.setting {
            case .layout(let value): layout = value
            case .orientation(let value): orientation = value
            }
        }
        self.name = name
        self.layout = layout
        self.orientation = orientation
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
        self.body = body
    }

    /// The module it is declared in: `fileID` up to its `/`.
    public var module: String {
        String(fileID.prefix { $0 != "/" })
    }

    /// The name of its file without the extension: `HomeView` for `Feature/HomeView.swift`.
    public var fileName: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    }

    /// Makes the preview's view, on whatever thread renders it (see ``runningHere(_:)``).
    public func makeView() -> any View {
        Self.runningHere(body)()
    }

    /// `body`, to be called on the calling thread. Preview code is main-actor isolated in SwiftUI, where
    /// the canvas runs it on the main thread; a snapshot runs it as one more view made on a render's
    /// thread, as it does every other view (views are values; preview code that touches main-thread-only
    /// state is the one thing this does not support).
    static func runningHere(_ body: @escaping @MainActor @Sendable () -> any View) -> @Sendable () -> any View {
        unsafeBitCast(body, to: (@Sendable () -> any View).self)
    }
}
