import Foundation
import Testing
@testable import SnapUI

// Previews as screens written for iOS have them: each expands to nothing, so two with the same name
// compile side by side, and a preview's body is type-checked against SnapUI as it is against SwiftUI.

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

@Suite struct PreviewMacroPluginTests {
    @Test func answersItsCapabilityAndExpandsEveryMacroToNothing() throws {
        let input = message(#"{"getCapability":{"capability":{"protocolVersion":7}}}"#)
            + message(#"{"expandFreestandingMacro":{"discriminator":"a","macro":{"moduleName":"SnapUIPreviewMacros","name":"Preview","typeName":"PreviewMacro"},"macroRole":"declaration","syntax":{}}}"#)
            + message(#"{"expandAttachedMacro":{"discriminator":"b","macro":{"moduleName":"SnapUIPreviewMacros","name":"Previewable","typeName":"PreviewableMacro"},"macroRole":"peer"}}"#)
        let result = try runPlugin(input)
        #expect(result.status == 0 && result.errors.isEmpty)
        let replies = try messages(result.output).map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
        #expect(replies.count == 3)
        #expect(replies[0] == ["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
        #expect(replies[1] == ["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
        #expect(replies[2] == replies[1])
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
