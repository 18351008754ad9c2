import Foundation
import Testing
@testable import SnapUI

/// A property wrapper of the user's own, built on SnapUI's: the view's colour scheme and text size,
/// as a word.
@propertyWrapper
private struct Appearance: DynamicProperty {
    @Environment(\.colorScheme) private var scheme
    @Environment(\.dynamicTypeSize) private var size

    var wrappedValue: String { "\(scheme.rawValue) \(size)" }
}

/// A wrapper holding another: installation must reach the one inside it.
@propertyWrapper
private struct Described: DynamicProperty {
    @Appearance private var appearance

    var wrappedValue: String { "looks \(appearance)" }
}

/// A wrapper around SnapUI's other dynamic properties: a scaled metric, a stored setting, state and focus.
@propertyWrapper
private struct Settings: DynamicProperty {
    @ScaledMetric private var side = 17.0
    @AppStorage("reminders") private var reminders = true
    @State private var count = 1
    @FocusState private var isFocused: Bool

    var wrappedValue: String { "\(Int(side)) \(reminders ? "on" : "off") \(count) \(isFocused)" }

    /// Changes the state and the focus through the wrapper.
    func advance() {
        count += 1
        isFocused = true
    }
}

private struct AppearanceView: View {
    @Appearance var appearance
    @Described var described

    var body: some View {
        Text(appearance)
        Text(described)
    }
}

private struct SettingsView: View {
    @Settings var settings

    var body: some View {
        Text(settings)
    }
}

/// A toggle style whose own wrapper reads the environment.
private struct AppearanceToggleStyle: ToggleStyle {
    @Appearance var appearance

    func makeBody(configuration: Configuration) -> some View {
        Text(appearance)
    }
}

/// `@Environment` and SnapUI's other dynamic properties inside a property wrapper of the user's own
/// (a `DynamicProperty` struct) are filled in as they are on a view, as SwiftUI does.
@Suite struct NestedDynamicPropertyTests {
    @Test func anEnvironmentInsideAWrapperReadsTheViewsEnvironment() throws {
        let rendering = try renderForTest(VStack { AppearanceView() }, size: .accessibility2, scheme: .dark)
        #expect(texts(rendering) == ["dark accessibility2", "looks dark accessibility2"])
    }

    @Test func aWrapperInAStyleReadsTheControlsEnvironment() throws {
        let toggle = Toggle("Reminders", isOn: .constant(true)).toggleStyle(AppearanceToggleStyle())
        #expect(texts(try renderForTest(toggle, scheme: .dark)) == ["dark large"])
    }

    @Test func otherDynamicPropertiesInsideAWrapperAreFilledIn() throws {
        let name = "nhs-snap.NestedDynamicPropertyTests.\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: name))
        defer { store.removePersistentDomain(forName: name) }
        store.set(false, forKey: "reminders")
        let rendering = try renderForTest(VStack { SettingsView() }.defaultAppStorage(store), size: .xxxLarge)
        // body's 17 points are 23 at xxxLarge; the store's false; state and focus at rest.
        #expect(texts(rendering) == ["23 off 1 false"])
    }

    @Test func stateAndFocusInsideAWrapperKeepWhatIsSet() {
        let settings = Settings()
        settings.advance()
        #expect(settings.wrappedValue == "17 on 2 true")
    }
}
