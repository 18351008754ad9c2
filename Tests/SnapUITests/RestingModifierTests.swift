import Foundation
import Raster
import Testing
@testable import SnapUI

/// Modifiers for what a screen does or asks of the system, which a snapshot at rest accepts and
/// does not draw: the screen draws the same pixels and the same layout with them as without.
@Suite struct RestingModifierTests {
    private struct Screen: View {
        let decorated: Bool

        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    if decorated {
                        Text("Riverside Medical Centre")
                            .contextMenu { Button("Copy") {} }
                            .textSelection(.enabled)
                            .id("surgery")
                            .help("The surgery's name")
                        Text("0113 496 0000")
                            .contextMenu { Button("Call") {} } preview: { Text("Call the surgery") }
                            .swipeActions { Button("Delete", role: .destructive) {} }
                            .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                            .accessibilityIdentifier("surgery.phone")
                    } else {
                        Text("Riverside Medical Centre")
                        Text("0113 496 0000")
                    }
                }
            }
            .modifier(Decorations(on: decorated))
        }
    }

    private struct Decorations: ViewModifier {
        let on: Bool

        func body(content: Content) -> some View {
            if on {
                content
                    .scrollIndicators(.hidden)
                    .statusBarHidden()
                    .persistentSystemOverlays(.hidden)
                    .onOpenURL { _ in }
                    .preferredColorScheme(nil)
            } else {
                content
            }
        }
    }

    @Test func theyChangeNothingDrawn() throws {
        let plain = try renderForTest(Screen(decorated: false))
        let decorated = try renderForTest(Screen(decorated: true))
        #expect(decorated.image == plain.image)
        #expect(decorated.layout.map { $0.json() } == plain.layout.map { $0.json() })
        #expect(transcript(decorated) == transcript(plain))
    }

    @Test func aPreferredColorSchemeDrawsTheViewInIt() throws {
        let dark = try renderForTest(VStack { Text("Results").foregroundStyle(.primary) }.preferredColorScheme(.dark))
        let frame = try #require(textFrame(dark, "Results"))
        #expect(colors(dark, in: frame).contains(resolved(.primary, .dark)))
        #expect(!colors(dark, in: frame).contains(resolved(.primary, .light)))
    }
}
