// How `#Preview` expands: into a record in the binary's `nhs_snap_previews` section, the way Swift
// Testing's `@Test` expands into a record in `swift5_tests`. SnapUI enumerates the section at run time
// (`Preview.all`), so every preview of every module linked in is found with no list to keep.
//
// The record is a constant tuple, as `@section` requires: a kind (to recognise the record), a reserved
// word, and an accessor, a C function that makes the preview into the storage it is given. The
// accessor's body is the macro's own source with `#Preview` replaced by a `PreviewSite` that knows
// where the preview is written, so the same arguments reach the same overloads SnapUI declares for the
// macro, and a preview's body is type-checked exactly as written:
//
//     #Preview("Signed in") { HomeView() }
//
// becomes
//
//     @section("nhs_snap_previews") @used
//     nonisolated private let <unique name>: SnapUI.PreviewRecord = (0x6e687370, 0, { storage in
//         storage.initializeMemory(as: SnapUI.Preview.self, to: (SnapUI.PreviewSite(fileID: ..., filePath: ..., line: 3, column: 1))("Signed in") { HomeView() }
//         )
//     }, 0)

import Foundation

/// The expansion of one `#Preview`, from the compiler's `expandFreestandingMacro` message.
struct PreviewExpansion {
    /// The message's content: the macro's source text, its location and its lexical context.
    let content: [String: Any]

    init(_ content: [String: Any]) {
        self.content = content
    }

    /// The `expandMacroResult` reply: the record's source, or no source and one error diagnostic.
    var result: [String: Any] {
        switch expansion {
        case .success(let source): ["expandedSource": source, "diagnostics": [Any]()]
        case .failure(let error): ["diagnostics": [diagnostic(error.message)]]
        }
    }

    /// Why a preview cannot expand.
    struct Problem: Error {
        let message: String
    }

    /// The record's source, or why there is none.
    var expansion: Result<String, Problem> {
        let syntax = content["syntax"] as? [String: Any] ?? [:]
        let location = syntax["location"] as? [String: Any] ?? [:]
        guard let source = syntax["source"] as? String, let start = Self.start(of: source) else {
            return .failure(Problem(message: "nhs-snap reads a preview written `#Preview(...) { ... }`; this one is not"))
        }
        if let context = content["lexicalContext"] as? [Any], !context.isEmpty {
            return .failure(Problem(message: "nhs-snap finds previews declared at the top level of a file; move this #Preview out of its enclosing declaration"))
        }
        // The node's location is where its leading comments begin: count on to the `#Preview` itself.
        let before = source[..<start]
        let lines = before.filter { $0 == "\n" }.count
        let line = (location["line"] as? Int ?? 0) + lines
        let column = lines == 0
            ? (location["column"] as? Int ?? 0) + before.count
            : before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) } ?? 0)
        let arguments = source[start...].dropFirst("#Preview".count)
        let site = "SnapUI.PreviewSite(fileID: \(Self.literal(location["fileID"] as? String ?? "")), "
            + "filePath: \(Self.literal(location["fileName"] as? String ?? "")), line: \(line), column: \(column))"
        // The compiler's own form of a unique name: the discriminator, the name mangled, `fMu_`.
        let name = (content["discriminator"] as? String ?? "") + "6recordfMu_"
        return .success("""
            @section("nhs_snap_previews") @used
            nonisolated private let \(name): SnapUI.PreviewRecord = (0x6e687370, 0, { storage in
                storage.initializeMemory(as: SnapUI.Preview.self, to: (\(site))\(arguments)
                )
            }, 0)
            """)
    }

    /// Where `#Preview` begins in `source`, past any comments and attributes before it; nil when `source`
    /// is not a `#Preview`.
    static func start(of source: String) -> String.Index? {
        var rest = source[...]
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                guard let end = rest.range(of: "*/") else { return nil }
                rest = rest[end.upperBound...]
            } else if rest.hasPrefix("@") {
                rest = skippingAttribute(rest)
            } else {
                break
            }
        }
        guard rest.hasPrefix("#Preview") else { return nil }
        let next = rest.dropFirst("#Preview".count).first
        guard next == nil || next == "(" || next == "{" || next!.isWhitespace else { return nil }
        return rest.startIndex
    }

    /// `text` past the attribute it starts with: `@name` and, when it has them, its parenthesised arguments.
    static func skippingAttribute(_ text: Substring) -> Substring {
        var rest = text.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard rest.first == "(" else { return rest }
        var depth = 0
        while let character = rest.first {
            rest = rest.dropFirst()
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1; if depth == 0 { break } }
        }
        return rest
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// An error diagnostic at the macro's position.
    func diagnostic(_ message: String) -> [String: Any] {
        let location = (content["syntax"] as? [String: Any])?["location"] as? [String: Any] ?? [:]
        return [
            "message": message, "severity": "error",
            "position": ["fileName": location["fileName"] as? String ?? "", "offset": location["offset"] as? Int ?? 0],
            "highlights": [Any](), "notes": [Any](), "fixIts": [Any](),
        ]
    }
}
