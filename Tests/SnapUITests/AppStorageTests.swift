import Foundation
import Testing
@testable import SnapUI

/// @AppStorage: the default value at rest, a stored value when its store holds one, writes to the store.
@Suite struct AppStorageTests {
    enum Appearance: String { case system, dark }

    struct Settings: View {
        @AppStorage("reminders") var reminders = true
        @AppStorage("leadDays") var leadDays = 1
        @AppStorage("appearance") var appearance = Appearance.system
        @AppStorage("name") var name: String?

        var body: some View {
            Text(reminders ? "on" : "off")
            Text("\(leadDays) days")
            Text(appearance.rawValue)
            Text(name ?? "no name")
        }
    }

    private func store() throws -> UserDefaults {
        let name = "nhs-snap.AppStorageTests.\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: name))
        store.removePersistentDomain(forName: name)
        return store
    }

    @Test func atRestAViewShowsItsDefaults() throws {
        #expect(texts(try renderForTest(VStack { Settings() })) == ["on", "1 days", "system", "no name"])
    }

    @Test func aStoreSetOnTheEnvironmentIsRead() throws {
        let store = try store()
        store.set(false, forKey: "reminders")
        store.set(3, forKey: "leadDays")
        store.set("dark", forKey: "appearance")
        store.set("Alex", forKey: "name")
        let rendering = try renderForTest(VStack { Settings() }.defaultAppStorage(store))
        #expect(texts(rendering) == ["off", "3 days", "dark", "Alex"])
    }

    @Test func settingTheValueOrItsBindingWritesTheStore() throws {
        let store = try store()
        let settings = Settings()
        settings.install(store)
        settings.reminders = false
        settings.$leadDays.wrappedValue = 5
        settings.appearance = .dark
        #expect(store.bool(forKey: "reminders") == false && store.object(forKey: "reminders") != nil)
        #expect(store.integer(forKey: "leadDays") == 5)
        #expect(store.string(forKey: "appearance") == "dark")
        #expect(settings.leadDays == 5)
    }

    @Test func withNoStoreAWriteIsHeldByTheView() {
        let storage = AppStorage(wrappedValue: 1, "count")
        storage.wrappedValue = 4
        #expect(storage.wrappedValue == 4)
    }

    @Test func anExplicitStoreWinsOverTheEnvironments() throws {
        let mine = try store(), other = try store()
        mine.set(7, forKey: "count")
        other.set(2, forKey: "count")
        let storage = AppStorage(wrappedValue: 1, "count", store: mine)
        var environment = EnvironmentValues()
        environment.defaultAppStorage = other
        storage.install(environment)
        #expect(storage.wrappedValue == 7)
    }
}

extension AppStorageTests.Settings {
    /// Installs `store` as the environment's, as resolving the view does.
    func install(_ store: UserDefaults) {
        var environment = EnvironmentValues()
        environment.defaultAppStorage = store
        installDynamicProperties(of: self, environment: environment)
    }
}
