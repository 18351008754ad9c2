import SnapUI

/// How a preview's scene is named: `<file>/<name>`, as in `HomeView/signed-in`: the file it is written in
/// without `.swift` (a `PreviewProvider`'s type without `_Previews`), then its name in lowercase with every
/// run of other characters a `-`. A preview with no name is `preview`. Two previews of one file with the
/// same name are told apart by a number in the order they are written: `preview`, `preview-2`. Files of
/// one name in two modules (`Appointments/ListView.swift`, `Messages/ListView.swift`) put their module
/// first: `Appointments-ListView/preview`, `Messages-ListView/preview`. So an id stays the same when code
/// around a preview moves, another file gains previews or the modules are linked in another order.
public enum PreviewSceneID {
    /// The scene id of each of `previews`, in order (previews in file and position order, as ``Preview/all`` gives them).
    public static func ids(of previews: [Preview]) -> [String] {
        // Ids differing only in case are one id, so groups are compared in lowercase.
        let modulesOfGroup = Dictionary(grouping: previews) { group(of: $0).lowercased() }.mapValues { Set($0.map(\.module)) }
        var taken: [String: Int] = [:]
        return previews.map { preview in
            let group = group(of: preview)
            let qualified = modulesOfGroup[group.lowercased(), default: []].count > 1 ? identifier(preview.module, lowercased: false) + "-" + group : group
            let base = qualified + "/" + slug(preview.name ?? "")
            taken[base, default: 0] += 1
            let count = taken[base]!
            return count == 1 ? base : "\(base)-\(count)"
        }
    }

    /// The id's first part: the file's name, or a provider type's name without `_Previews`.
    static func group(of preview: Preview) -> String {
        var name = preview.fileName
        for suffix in ["_Previews", "Previews"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        let group = identifier(name, lowercased: false)
        return group.isEmpty ? "preview" : group
    }

    /// A name as the id's second part: `Signed in` is `signed-in`; no name is `preview`.
    static func slug(_ name: String) -> String {
        let slug = identifier(name, lowercased: true)
        return slug.isEmpty ? "preview" : slug
    }

    /// `text` with every run of characters other than ASCII letters and digits a single `-`, none at either end.
    private static func identifier(_ text: String, lowercased: Bool) -> String {
        var result = ""
        for scalar in (lowercased ? text.lowercased() : text).unicodeScalars {
            if scalar.isASCII && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)) {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
