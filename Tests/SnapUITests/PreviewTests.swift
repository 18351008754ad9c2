import Foundation
import Testing
import SnapTestSupport
@testable import SnapUI

// Previews as screens written for iOS have them: each expands to a record that `Preview.all` finds at run
// time, two with the same name compile side by side, and a preview's body is type-checked against SnapUI
// as it is against SwiftUI. The tests below read these previews back: keep their lines where they are, or
// update `previewsOfThisFile`.

#Preview {
    Text("Appointments")
}

#Preview("Named") {
    Text("Appointments").padding()
}

#Preview("Named") {
    Text("Same name again")
}

#Preview("Traits", traits: .sizeThatFitsLayout, .landscapeLeft) {
    Text("Appointments")
}

#Preview(traits: .fixedLayout(width: 320, height: 200)) {
    @Previewable @State var isOn = true
    Toggle("Reminders", isOn: $isOn)
}

private struct PreviewedCard: View {
    var body: some View { Text("Card") }
}

#Preview { PreviewedCard() }

struct PreviewedCard_Previews: PreviewProvider {
    static var previews: some View {
        Text("Card")
            .previewLayout(.sizeThatFits)
            .previewDisplayName("Card")
            .previewDevice("iPhone 16 Pro")
            .previewInterfaceOrientation(.portrait)
        Text("Wide card")
            .previewDisplayName("Wide card")
            .previewLayout(.fixed(width: 300, height: 80))
            .previewInterfaceOrientation(.landscapeRight)
    }
}

/// Runs the preview macro plugin (built beside this test bundle) with `input` on its standard input.
private func runPlugin(_ input: Data) throws -> (status: Int32, output: Data, errors: String) {
    let products = try #require(Bundle.main.executableURL).deletingLastPathComponent()
    let process = Process()
    process.executableURL = products.appendingPathComponent("SnapUIPreviewMacros-tool")
    let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(input)
    try stdin.fileHandleForWriting.close()
    let output = stdout.fileHandleForReading.readDataToEndOfFile()
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output, errors)
}

/// A message of the compiler's plugin protocol: its length, little-endian, then its JSON.
private func message(_ json: String) -> Data {
    let payload = Data(json.utf8)
    return withUnsafeBytes(of: UInt64(payload.count).littleEndian) { Data($0) } + payload
}

/// The JSON of each message in `data`.
private func messages(_ data: Data) -> [String] {
    var found: [String] = []
    var rest = data[...]
    while rest.count >= 8 {
        let count = Int(rest.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian)
        rest = rest.dropFirst(8)
        found.append(String(decoding: rest.prefix(count), as: UTF8.self))
        rest = rest.dropFirst(count)
    }
    return found
}

/// The previews this file declares, as discovery finds them.
private func previewsOfThisFile() -> [Preview] {
    Preview.all(fonts: bundledFonts).filter { $0.fileID == "SnapUITests/PreviewTests.swift" }
}

@Suite struct PreviewDiscoveryTests {
    @Test func everyPreviewOfThisFileIsFoundInOrderWithItsNameTraitsAndPlace() throws {
        let previews = previewsOfThisFile()
        #expect(previews.map(\.name) == [nil, "Named", "Named", "Traits", nil, nil])
        #expect(previews.map(\.line) == [11, 15, 19, 23, 27, 36])
        #expect(previews.allSatisfy { $0.column == 1 && $0.module == "SnapUITests" && $0.fileName == "PreviewTests" })
        #expect(previews.allSatisfy { $0.filePath.hasSuffix("Tests/SnapUITests/PreviewTests.swift") })
        #expect(previews.map(\.layout) == [.device, .device, .device, .sizeThatFits, .fixed(width: 320, height: 200), .device])
        #expect(previews.map(\.orientation) == [.portrait, .portrait, .portrait, .landscapeLeft, .portrait, .portrait])
    }

    @Test func aPreviewMakesItsBodyAsWritten() throws {
        let previews = previewsOfThisFile()
        #expect(texts(try render(AnyView(previews[1].makeView()), options: RenderOptions(width: 320))) == ["Appointments"])
        #expect(texts(try render(AnyView(previews[5].makeView()), options: RenderOptions(width: 320))) == ["Card"])
        // `@Previewable` state is a local of the body, at its initial value: the toggle is on.
        let toggle = try render(AnyView(previews[4].makeView()), options: RenderOptions(width: 320))
        #expect(transcript(toggle) == ["Reminders, on, switch button"])
    }

    @Test func aPreviewProviderIsFoundWithEachTopLevelViewAPreviewOfItsOwn() throws {
        let previews = Preview.all(fonts: bundledFonts).filter { $0.fileID.hasPrefix("SnapUITests/PreviewedCard") }
        #expect(previews.map(\.fileID) == ["SnapUITests/PreviewedCard_Previews", "SnapUITests/PreviewedCard_Previews"])
        #expect(previews.map(\.name) == ["Card", "Wide card"])
        #expect(previews.map(\.layout) == [.sizeThatFits, .fixed(width: 300, height: 80)])
        #expect(previews.map(\.orientation) == [.portrait, .landscapeRight])
        #expect(texts(try render(AnyView(previews[0].makeView()), options: RenderOptions(width: 320))) == ["Card"])
        #expect(texts(try render(AnyView(previews[1].makeView()), options: RenderOptions(width: 320))) == ["Wide card"])
    }
}

@Suite struct PreviewMacroPluginTests {
    /// An `expandFreestandingMacro` message for `source` at line 3, column 1 of Feature/Home.swift.
    private func expansionRequest(_ source: String, lexicalContext: String = "") -> Data {
        let syntax = String(decoding: try! JSONSerialization.data(withJSONObject: source, options: .fragmentsAllowed), as: UTF8.self)
        let context = lexicalContext.isEmpty ? "" : #","lexicalContext":[\#(lexicalContext)]"#
        return message(#"{"expandFreestandingMacro":{"discriminator":"$s7Feature4HomefMf_","macro":{"moduleName":"SnapUIPreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","syntax":{"kind":"declaration","source":\#(syntax),"location":{"fileID":"Feature/Home.swift","fileName":"/src/Feature/Home.swift","offset":40,"line":3,"column":1}}\#(context)}}"#)
    }

    /// The replies to `input`, each as a dictionary.
    private func replies(_ input: Data) throws -> [NSDictionary] {
        let result = try runPlugin(input)
        #expect(result.status == 0 && result.errors.isEmpty)
        return try messages(result.output).compactMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
    }

    @Test func answersItsCapabilityExpandsAPreviewToARecordAndPreviewableToNothing() throws {
        let input = message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
            + expansionRequest("\n/// The home screen.\n#Preview(\"Signed in\") { HomeView() } // signed in")
            + message(#"{"expandAttachedMacro":{"discriminator":"b","macro":{"moduleName":"SnapUIPreviewMacros","name":"Previewable","typeName":"PreviewableMacro"},"macroRole":"peer"}}"#)
        let replies = try replies(input)
        #expect(replies.count == 3)
        #expect(replies[0] == ["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
        // The record: in the previews' section, named as the compiler names unique names, its accessor
        // making the preview from the macro's own arguments with the place of the `#Preview` itself (two
        // lines below the doc comment's start), and a line break after them ending the trailing comment.
        #expect(replies[1] == ["expandMacroResult": ["diagnostics": [Any](), "expandedSource": """
            @section("nhs_snap_previews") @used
            nonisolated private let $s7Feature4HomefMf_6recordfMu_: SnapUI.PreviewRecord = (0x6e687370, 0, { storage in
                storage.initializeMemory(as: SnapUI.Preview.self, to: (SnapUI.PreviewSite(fileID: "Feature/Home.swift", filePath: "/src/Feature/Home.swift", line: 5, column: 1))("Signed in") { HomeView() } // signed in
                )
            }, 0)
            """]])
        #expect(replies[2] == ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    }

    @Test func aPreviewInsideADeclarationOrNotWrittenAsOneIsAnErrorAtIt() throws {
        let replies = try replies(
            expansionRequest("#Preview { Text(\"x\") }", lexicalContext: #"{"kind":"declaration","source":"struct A {}","location":{}}"#)
                + expansionRequest("#Previewing { }"))
        #expect(replies.count == 2)
        for (reply, message) in zip(replies, ["move this #Preview out of its enclosing declaration", "`#Preview(...) { ... }`; this one is not"]) {
            let result = try #require(reply["expandMacroResult"] as? NSDictionary)
            #expect(result["expandedSource"] == nil)
            let diagnostic = try #require((result["diagnostics"] as? [NSDictionary])?.first)
            #expect(diagnostic["severity"] as? String == "error")
            #expect((diagnostic["message"] as? String)?.contains(message) == true)
            #expect(diagnostic["position"] as? NSDictionary == ["fileName": "/src/Feature/Home.swift", "offset": 40])
        }
    }

    @Test func anEmptyMessageEndsTheSessionQuietly() throws {
        let result = try runPlugin(message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#) + message(""))
        #expect(result.status == 0 && result.errors.isEmpty && messages(result.output).count == 1)
    }

    @Test func aMessageThatIsNotJSONIsOneErrorLine() throws {
        let result = try runPlugin(message("not json"))
        #expect(result.status == 1)
        #expect(result.errors == "error: SnapUI's preview macro plugin: a message from the compiler is not one JSON object naming its kind\n")
        let unknown = try runPlugin(message(#"{"loadPluginLibrary":{"libraryPath":"x","moduleName":"y"}}"#))
        #expect(unknown.status == 1 && unknown.errors.contains("'loadPluginLibrary'"))
        let cut = try runPlugin(message(#"{"getCapability":{}}"#).dropLast(3))
        #expect(cut.status == 1 && cut.errors.contains("ended early"))
    }
}
