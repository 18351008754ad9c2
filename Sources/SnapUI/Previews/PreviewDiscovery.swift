import Raster

extension Preview {
    /// Every preview in the running executable: each `#Preview` (from its record, see PreviewRecords.swift)
    /// and each preview of each `PreviewProvider` type, ordered by module, file and position. No list is
    /// kept anywhere: a preview added to a file is found, and one removed is gone. A provider's previews
    /// are told apart by making its views, whose text needs `fonts`. Like ``makeView()``, it runs preview
    /// code on the calling thread.
    public static func all(fonts: FontSet) -> [Preview] {
        (PreviewRecords.previews() + PreviewProviders.previews(fonts: fonts)).sorted {
            ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column)
        }
    }

    /// The values of `key` that the preview's top-level views pass up, one per view (several for a body of
    /// several views): how a modifier inside a preview's body (a snapshot setting of nhs-snap's own) is read
    /// before the preview is rendered.
    public func preferenceValues<K: PreferenceKey>(_ key: K.Type, fonts: FontSet) -> [K.Value] {
        Self.topLevelViews(makeView(), fonts: fonts).map { $0.preferenceValue(key) }
    }

    /// The nodes `view` makes at its top, in a plain environment: one per view of a `Group`, `ForEach` or
    /// list of views.
    static func topLevelViews(_ view: any View, fonts: FontSet) -> [Node] {
        var environment = EnvironmentValues()
        environment.diagnostics = Diagnostics()
        environment.fontSet = fonts
        return makeNodes(view, in: environment)
    }
}
