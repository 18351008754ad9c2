// This file imports SnapUI alone, as a screen written for iOS imports only SwiftUI (here the module that
// stands for it): Foundation's types and Observation must come with it.
import SnapUI
import Testing

@Observable final class CounterModel {
    var count = 3
    var name = "Jane"
}

final class ProfileModel: ObservableObject {
    @Published var name = "Sam"
    @Published var isSubscribed = true

    func rename() {
        objectWillChange.send()
        name = "Alex"
    }
}

/// An @Observable model held in @State and read in body.
private struct CounterScreen: View {
    @State private var model = CounterModel()

    var body: some View {
        Text("Count \(model.count)")
    }
}

/// An @Observable model edited through @Bindable.
private struct NameEditor: View {
    @Bindable var model: CounterModel

    var body: some View {
        TextField("Name", text: $model.name)
    }
}

private struct ProfileScreen: View {
    @StateObject private var profile = ProfileModel()

    var body: some View {
        VStack {
            Text(profile.name)
            Toggle("News", isOn: $profile.isSubscribed)
            ProfileFooter(profile: profile)
        }
    }
}

private struct ProfileFooter: View {
    @ObservedObject var profile: ProfileModel

    var body: some View { Text("Footer \(profile.name)") }
}

private struct ProfileBadge: View {
    @EnvironmentObject var profile: ProfileModel

    var body: some View { Text("Badge \(profile.name)") }
}

private struct CounterBadge: View {
    @Environment(CounterModel.self) private var model

    var body: some View { Text("Counter \(model.count)") }
}

private struct OptionalCounterBadge: View {
    @Environment(CounterModel.self) private var model: CounterModel?

    var body: some View { Text(model == nil ? "No counter" : "Counter") }
}

@Suite struct ExportsTests {
    private func strings<V: View>(_ view: V) throws -> [String] {
        try renderForTest(view).layout.flatMap { $0.elements(withRole: "text") }.compactMap { $0.string("text") }
    }

    @Test func foundationTypesComeWithTheModule() throws {
        let date = Date(timeIntervalSince1970: 0)
        let url = try #require(URL(string: "https://www.nhs.uk/conditions/"))
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        #expect(formatter.string(from: date) == "1970")
        #expect(url.host == "www.nhs.uk")
        #expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
        // Foundation's CGFloat comes with the module: geometry written for iOS type-checks.
        let width: CGFloat = 12.5
        #expect(width * 2 == 25.0)
    }

    @Test func anObservableModelInStateIsReadInBody() throws {
        #expect(try strings(CounterScreen()) == ["Count 3"])
    }

    @Test func bindableGivesBindingsToTheModel() throws {
        let model = CounterModel()
        #expect(try strings(NameEditor(model: model)) == ["Jane"])
        // The binding writes through to the model.
        let editor = NameEditor(model: model)
        editor.$model.name.wrappedValue = "Priya"
        #expect(model.name == "Priya")
        #expect(try strings(NameEditor(model: model)) == ["Priya"])
    }

    @Test func observableObjectsInStateObjectObservedObjectAndEnvironmentObject() throws {
        #expect(try strings(ProfileScreen()) == ["Sam", "News", "Footer Sam"])
        let profile = ProfileModel()
        profile.rename()
        #expect(try strings(ProfileBadge().environmentObject(profile)) == ["Badge Alex"])
    }

    @Test func anObservableObjectInTheEnvironmentByType() throws {
        let model = CounterModel()
        model.count = 7
        #expect(try strings(CounterBadge().environment(model)) == ["Counter 7"])
        #expect(try strings(OptionalCounterBadge()) == ["No counter"])
        #expect(try strings(OptionalCounterBadge().environment(model)) == ["Counter"])
    }

    @Test func aMissingEnvironmentObjectFailsTheRenderNamingItsType() throws {
        let error = try #require(throws: RenderError.self) { try renderForTest(VStack { Text("Above"); ProfileBadge() }) }
        #expect(error.problems.count == 1)
        #expect(error.problems[0].contains("no ProfileModel in the environment"))
        #expect(error.problems[0].contains(".environmentObject(_:)"))
        let observable = try #require(throws: RenderError.self) { try renderForTest(CounterBadge()) }
        #expect(observable.problems == ["no CounterModel in the environment: add .environment(_:) with one to a view above the view that reads it"])
    }
}
