/// Where a `#Preview` is written: what its expansion calls with the macro's own arguments, so that each
/// form of the macro reaches the matching overload and makes a ``Preview`` (see the SnapUIPreviewMacros target).
public struct PreviewSite: Sendable {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// `#Preview(_:body:)`.
    public func callAsFunction(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) -> Preview {
        preview(name, traits: [], body)
    }

    /// `#Preview(_:traits:_:body:)`.
    public func callAsFunction(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        @ViewBuilder body: @escaping @MainActor () -> any View
    ) -> Preview {
        preview(name, traits: [traits] + additionalTraits, body)
    }

    private func preview(_ name: String?, traits: [PreviewTrait<Preview.ViewTraits>], _ body: @escaping @MainActor () -> any View) -> Preview {
        return Preview(name: name, traits: traits, fileID: fileID, filePath: filePath, line: line, column: column, body: body)
    }
}
