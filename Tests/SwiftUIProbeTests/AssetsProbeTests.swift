import SwiftUI
import Testing

/// Views naming resources the snapshot cannot read yet, and iOS 13's forms of controls.
@Suite struct AssetsProbeTests {
    @Test func aNamedImageFailsTheRenderNamingIt() throws {
        let error = try #require(throws: RenderError.self) { try probe(NamedImageProbe()) }
        #expect(error.problems.count == 1)
        #expect(error.problems.first?.contains("'Onboarding'") == true)
    }

    @Test func aTextFieldWithEditingCallbacksDrawsAsOneWithout() throws {
        let deprecated = try probe(DeprecatedTextFieldProbe())
        #expect(deprecated.texts == ["Nickname"])
        #expect(deprecated.image == (try probe(ModernTextFieldProbe())).image)
    }

    @Test func aSecureFieldWithACommitCallbackHidesItsText() throws {
        let rendering = try probe(DeprecatedSecureFieldProbe())
        // Dots for the characters, never the text itself; VoiceOver reads the field by its title.
        #expect(!rendering.texts.contains("secret"))
        #expect(rendering.accessibility.map(\.description).joined().contains("Password"))
    }
}
