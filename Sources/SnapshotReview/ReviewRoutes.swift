/// The review server's URLs: the page, its state, the two image folders, and the actions.
///
/// - `GET /`: the page. `GET /api/state`: ``ReviewPageState`` as JSON.
/// - `GET /artefacts/PATH`, `GET /goldens/PATH`: a PNG file inside the artefacts or goldens
///   folder, by ``Snapshot/SafeFolder``'s rules (no `..`, no hidden file, no link); nothing else.
/// - `POST /api/accept`, `/api/reject` (`{"keys": [...]}`), `/api/delete` (`{"paths": [...]}`),
///   `/api/shutdown`: with the session's token in `X-Review-Token`, so another site cannot post.
enum ReviewRoutes {
    /// The folders images are served from.
    enum Folder: String {
        case artefacts, goldens
    }

    /// `/goldens/banner/solid/iphone-se.large.light%401x.png`: `path`'s components percent-encoded.
    static func url(_ folder: Folder, _ path: String) -> String {
        "/" + folder.rawValue + "/" + path.split(separator: "/", omittingEmptySubsequences: false).map(encode).joined(separator: "/")
    }

    /// `component` with every byte but ASCII letters, digits, `-`, `_` and `.` percent-encoded.
    static func encode(_ component: Substring) -> String {
        var out = ""
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 15, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
