import Foundation

// Linux's Foundation has no `ListFormatter`. This one, declared in the module that imports Foundation,
// shadows nothing there and is found by a file importing SwiftUI (and Foundation) as iOS's is.

/// Joins items into a list in a locale's form: "Paracetamol, Ibuprofen and Aspirin" (en_GB),
/// "…, Ibuprofen, and Aspirin" (en_US). It writes what Foundation's list format style writes. Its
/// locale is the snapshot's (`SnapshotDefaults.locale`, en_GB) unless set, as a snapshot does not
/// depend on the machine's.
open class ListFormatter: Formatter {
    /// The locale the list is written in.
    open var locale: Locale! = SnapshotDefaults.locale
    /// A formatter for each item (its `string(for:)`); an item is written with its description otherwise.
    open var itemFormatter: Formatter?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `strings` joined in the snapshot's locale.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    /// `items` joined, each written by the item formatter or as its description.
    open func string(from items: [Any]) -> String? {
        let written = items.map { item in itemFormatter?.string(for: item) ?? String(describing: item) }
        return written.formatted(.list(type: .and).locale(locale ?? SnapshotDefaults.locale))
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}
