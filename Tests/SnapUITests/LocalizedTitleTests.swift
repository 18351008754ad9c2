import Foundation
import Testing
@testable import SnapUI

/// Controls' titles as SwiftUI takes them: a literal is a localised string's key, looked up in the
/// snapshot's locale (and pseudo-localised in en-XA), while a `String` value is shown as it is, even
/// when it is spelt like a key. The fixture's catalogue translates "Settings" to Welsh "Gosodiadau".
@Suite struct LocalizedTitleTests {
    private func render(_ view: some View, _ locale: String, width: Double = 390) throws -> Rendering {
        try SnapUI.render(view, options: RenderOptions(width: width) { environment in
            environment.locale = Locale(identifier: locale)
            environment.stringTables = StringTables(folders: [StringFixtures.app])
        })
    }

    /// Every control that takes a title, titled with the literal "Settings".
    private var titledByLiteral: [(String, AnyView)] {
        [
            ("Button", AnyView(Button("Settings") {})),
            ("Button with a role", AnyView(Button("Settings", role: .destructive) {})),
            ("Button with a symbol", AnyView(Button("Settings", systemImage: "gear") {})),
            ("Toggle", AnyView(Toggle("Settings", isOn: .constant(true)))),
            ("Toggle with a symbol", AnyView(Toggle("Settings", systemImage: "gear", isOn: .constant(true)))),
            ("Label", AnyView(Label("Settings", systemImage: "gear"))),
            ("Link", AnyView(Link("Settings", destination: URL(string: "https://www.nhs.uk")!))),
            ("Menu", AnyView(Menu("Settings") { Button("One") {} })),
            ("LabeledContent", AnyView(LabeledContent("Settings", value: "On"))),
            ("DisclosureGroup", AnyView(DisclosureGroup("Settings") { Text(verbatim: "Inside") })),
            ("GroupBox", AnyView(GroupBox("Settings") { Text(verbatim: "Inside") })),
            ("Stepper", AnyView(Stepper("Settings", value: .constant(2), in: 0...5))),
            ("ProgressView", AnyView(ProgressView("Settings", value: 0.5))),
            ("TextField", AnyView(TextField("Settings", text: .constant("")))),
            ("SecureField", AnyView(SecureField("Settings", text: .constant("")))),
            ("ContentUnavailableView", AnyView(ContentUnavailableView("Settings", systemImage: "gear"))),
            ("ColorPicker", AnyView(ColorPicker("Settings", selection: .constant(.red)))),
            ("DatePicker", AnyView(DatePicker("Settings", selection: .constant(Date(timeIntervalSince1970: 0)),
                                              displayedComponents: .date))),
            ("NavigationLink", AnyView(NavigationStack { NavigationLink("Settings") { Text(verbatim: "Next") } })),
            ("Section", AnyView(List { Section("Settings") { Text(verbatim: "Row") } }.textCase(nil))),
        ]
    }

    /// The same controls titled with a `String` value spelt as the key.
    private var titledByString: [(String, AnyView)] {
        let title = "Settings"
        return [
            ("Button", AnyView(Button(title) {})),
            ("Button with a role", AnyView(Button(title, role: .destructive) {})),
            ("Button with a symbol", AnyView(Button(title, systemImage: "gear") {})),
            ("Toggle", AnyView(Toggle(title, isOn: .constant(true)))),
            ("Toggle with a symbol", AnyView(Toggle(title, systemImage: "gear", isOn: .constant(true)))),
            ("Label", AnyView(Label(title, systemImage: "gear"))),
            ("Link", AnyView(Link(title, destination: URL(string: "https://www.nhs.uk")!))),
            ("Menu", AnyView(Menu(title) { Button("One") {} })),
            ("LabeledContent", AnyView(LabeledContent(title, value: "On"))),
            ("DisclosureGroup", AnyView(DisclosureGroup(title) { Text(verbatim: "Inside") })),
            ("GroupBox", AnyView(GroupBox(title) { Text(verbatim: "Inside") })),
            ("Stepper", AnyView(Stepper(title, value: .constant(2), in: 0...5))),
            ("ProgressView", AnyView(ProgressView(title, value: 0.5))),
            ("TextField", AnyView(TextField(title, text: .constant("")))),
            ("SecureField", AnyView(SecureField(title, text: .constant("")))),
            ("ContentUnavailableView", AnyView(ContentUnavailableView(title, systemImage: "gear"))),
            ("ColorPicker", AnyView(ColorPicker(title, selection: .constant(.red)))),
            ("DatePicker", AnyView(DatePicker(title, selection: .constant(Date(timeIntervalSince1970: 0)),
                                              displayedComponents: .date))),
            ("NavigationLink", AnyView(NavigationStack { NavigationLink(title) { Text(verbatim: "Next") } })),
            ("Section", AnyView(List { Section(title) { Text(verbatim: "Row") } }.textCase(nil))),
        ]
    }

    @Test func aLiteralTitleIsDrawnAndReadInTheLocalesTranslation() throws {
        for (name, control) in titledByLiteral {
            let welsh = try render(control, "cy")
            #expect(texts(welsh).contains("Gosodiadau"), "\(name) draws \(texts(welsh))")
            #expect(!texts(welsh).contains("Settings"), "\(name) draws \(texts(welsh))")
            #expect(transcript(welsh).contains { $0.hasPrefix("Gosodiadau") }, "\(name) reads \(transcript(welsh))")
            // In English the key has no value of its own, so it shows as written.
            #expect(texts(try render(control, "en")).contains("Settings"), "\(name) in English")
        }
    }

    @Test func aStringTitleIsNeverLookedUp() throws {
        for (name, control) in titledByString {
            let welsh = try render(control, "cy")
            #expect(texts(welsh).contains("Settings"), "\(name) draws \(texts(welsh))")
            #expect(!texts(welsh).contains("Gosodiadau"), "\(name) draws \(texts(welsh))")
            #expect(transcript(welsh).contains { $0.hasPrefix("Settings") }, "\(name) reads \(transcript(welsh))")
        }
    }

    @Test func aTranslatedTitleIsMeasuredAsDrawn() throws {
        let translation = "Gosodiadau"
        let english = try render(Button("Settings") {}.fixedSize(), "en")
        let welsh = try render(Button("Settings") {}.fixedSize(), "cy")
        let written = try render(Button(translation) {}.fixedSize(), "en")
        // The button takes the translation's size: "Gosodiadau" is two letters longer than "Settings".
        let welshFrame = try #require(textFrame(welsh, "Gosodiadau"))
        #expect(welshFrame == textFrame(written, "Gosodiadau"))
        #expect(welshFrame.width > (try #require(textFrame(english, "Settings"))).width + 10)
    }

    @Test func doubleLengthPseudoLocalisesALiteralTitleOnly() throws {
        let title = "Settings"
        #expect(texts(try render(Button("Settings") {}, "en-XA")) == ["[Šéţţîñĝš Šéţţîñĝš]"])
        #expect(texts(try render(Toggle("Settings", isOn: .constant(false)), "en-XA")).contains("[Šéţţîñĝš Šéţţîñĝš]"))
        #expect(texts(try render(Button(title) {}, "en-XA")) == ["Settings"])
    }

    @Test func aLiteralTitleIsReadAsMarkdownInItsTranslation() throws {
        let rendering = try render(Button("**Bold** and [a link](https://www.nhs.uk)") {}, "cy")
        #expect(texts(rendering) == ["Trwm a dolen"])
    }

    @Test func theNavigationTitleIsDrawnAndReadInTheLocalesTranslation() throws {
        for mode in [NavigationBarTitleDisplayMode.inline, .large] {
            let screen = NavigationStack {
                Text(verbatim: "Body").navigationTitle("Settings").navigationBarTitleDisplayMode(mode)
            }
            let welsh = try render(screen, "cy")
            #expect(texts(welsh).contains("Gosodiadau"), "\(mode): \(texts(welsh))")
            #expect(!texts(welsh).contains("Settings"), "\(mode): \(texts(welsh))")
            #expect(transcript(welsh).contains("Gosodiadau, heading"), "\(mode): \(transcript(welsh))")
            let pseudo = try render(screen, "en-XA")
            #expect(texts(pseudo).contains("[Šéţţîñĝš Šéţţîñĝš]"), "\(mode): \(texts(pseudo))")
        }
    }

    @Test func aNavigationTitleFromAStringOrTextKeepsItsForm() throws {
        let title = "Settings"
        let verbatim = try render(NavigationStack { Text(verbatim: "Body").navigationTitle(title) }, "cy")
        #expect(texts(verbatim).contains("Settings"))
        #expect(transcript(verbatim).contains("Settings, heading"))
        let text = try render(NavigationStack { Text(verbatim: "Body").navigationTitle(Text("home.title")) }, "cy")
        #expect(texts(text).contains("Eich iechyd"))
        let deprecated = try render(NavigationView { Text(verbatim: "Body").navigationBarTitle("Settings") }, "cy")
        #expect(texts(deprecated).contains("Gosodiadau"))
    }

    @Test func aTabsLiteralTitleIsTranslatedAndAStringIsNot() throws {
        let title = "Settings"
        let tabs = TabView {
            Tab("home.title", systemImage: "house") { Text(verbatim: "Home page") }
            Tab(title, systemImage: "gear") { Text(verbatim: "Settings page") }
        }
        let welsh = try render(tabs, "cy")
        #expect(texts(welsh).contains("Eich iechyd"), "\(texts(welsh))")
        #expect(texts(welsh).contains("Settings"), "\(texts(welsh))")
        #expect(!texts(welsh).contains("home.title"), "\(texts(welsh))")
    }

    @Test func aTableColumnsLiteralTitleIsTranslated() throws {
        struct Row: Identifiable { let id: Int; let name: String }
        let table = Table([Row(id: 1, name: "Sam")]) {
            TableColumn("Settings", value: \Row.name)
        }
        #expect(texts(try render(table, "cy", width: 820)).contains("Gosodiadau"))
    }

    @Test func aBadgeAndASearchPromptFollowTheSameRule() throws {
        let prompt = try render(NavigationStack {
            Text(verbatim: "Body").searchable(text: .constant(""), prompt: "Settings")
        }, "cy")
        #expect(texts(prompt).contains("Gosodiadau"), "\(texts(prompt))")
        let label = "Settings"
        let badges = try render(TabView {
            Text(verbatim: "One").tabItem { Text(verbatim: "One") }.badge("Settings")
            Text(verbatim: "Two").tabItem { Text(verbatim: "Two") }.badge(label)
        }, "cy")
        #expect(texts(badges).contains("Gosodiadau"), "\(texts(badges))")
        #expect(texts(badges).contains("Settings"), "\(texts(badges))")
    }

    @Test func accessibilityLabelsValuesAndHintsFollowTheSameRule() throws {
        let words = "Settings"
        let literal = try render(Image(systemName: "gear").accessibilityLabel("Settings")
            .accessibilityValue("Settings").accessibilityHint("Settings"), "cy")
        #expect(transcript(literal) == ["Gosodiadau, Gosodiadau, image, Gosodiadau"], "\(transcript(literal))")
        let verbatim = try render(Image(systemName: "gear").accessibilityLabel(words)
            .accessibilityValue(words).accessibilityHint(words), "cy")
        #expect(transcript(verbatim) == ["Settings, Settings, image, Settings"], "\(transcript(verbatim))")
        // An empty hint adds nothing, as a Text one does.
        let empty = try render(Image(systemName: "gear").accessibilityLabel(words).accessibilityHint(""), "cy")
        #expect(transcript(empty) == ["Settings, image"], "\(transcript(empty))")
    }
}
