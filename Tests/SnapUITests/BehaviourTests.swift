import Raster
import Testing
@testable import SnapUI

/// Something an action would change if it ran.
private final class Flag {
    var ran = false
}

private struct Item: Identifiable {
    let id: Int
}

private struct TestError: LocalizedError {
    var errorDescription: String? { "Could not load" }
}

private enum Field: Hashable { case email, password }

/// A screen using every behaviour modifier, each with an action that would set the flag.
private struct BusyScreen: View {
    let flag: Flag
    @State private var isPresented = false
    @State private var item: Item?
    @FocusState private var focused: Field?
    @FocusState private var isNameFocused: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        VStack {
            Text("Messages")
                .task { flag.ran = true }
                .task(id: 3, priority: .background) { flag.ran = true }
                .onAppear { flag.ran = true }
                .onDisappear { flag.ran = true }
                .onChange(of: isPresented) { _, _ in flag.ran = true }
                .onChange(of: isPresented, initial: true) { flag.ran = true }
                .onChange(of: isPresented) { _ in flag.ran = true }
                .onTapGesture { flag.ran = true }
                .onTapGesture(count: 2) { flag.ran = true }
                .onLongPressGesture { flag.ran = true }
                .gesture(TapGesture().onEnded { flag.ran = true })
                .simultaneousGesture(DragGesture().onChanged { _ in flag.ran = true }.onEnded { _ in flag.ran = true })
                .highPriorityGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in flag.ran = true })
            Text("Inbox")
                .alert("Delete?", isPresented: $isPresented) { Button("Delete", role: .destructive) { flag.ran = true } }
                .alert("Delete?", isPresented: $isPresented) {
                    Button("OK") {}
                } message: {
                    Text("This cannot be undone.")
                }
                .alert(Text("Title"), isPresented: $isPresented) { Button("OK") {} }
                .alert("About", isPresented: $isPresented, presenting: Item(id: 1)) { item in
                    Button("Open \(item.id)") {}
                } message: { item in
                    Text("Item \(item.id)")
                }
                .alert(isPresented: $isPresented, error: TestError?.none) { _ in Button("OK") {} } message: { error in
                    Text(error.localizedDescription)
                }
                .confirmationDialog("Options", isPresented: $isPresented, titleVisibility: .visible) {
                    Button("Share") {}
                } message: {
                    Text("Choose")
                }
                .sheet(item: $item) { item in Text("Sheet \(item.id)").presentationDetents([.medium, .large]) }
                .sheet(isPresented: $isPresented, onDismiss: { flag.ran = true }) { Text("Sheet") }
                .fullScreenCover(isPresented: $isPresented) { Text("Cover").interactiveDismissDisabled() }
                .fullScreenCover(item: $item) { Text("Cover \($0.id)") }
                .popover(isPresented: $isPresented) { Text("Popover").presentationDragIndicator(.visible) }
                .refreshable { flag.ran = true }
            TextField("Email", text: .constant(""))
                .focused($focused, equals: .email)
                .focused($isNameFocused)
                .submitLabel(.next)
                .onSubmit { flag.ran = true }
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .sensoryFeedback(.success, trigger: isPresented)
                .sensoryFeedback(.impact(weight: .heavy), trigger: isPresented) { _, new in new }
                .animation(.easeInOut(duration: 0.2), value: isPresented)
                .animation(.spring(response: 0.3))
                .transition(.move(edge: .bottom).combined(with: .opacity))
                .contentTransition(.numericText())
        }
        .scrollDismissesKeyboard(.interactively)
    }
}

/// The same screen without the modifiers.
private struct QuietScreen: View {
    var body: some View {
        VStack {
            Text("Messages")
            Text("Inbox")
            TextField("Email", text: .constant(""))
        }
    }
}

@Suite struct BehaviourTests {
    @Test func behaviourModifiersChangeNothingDrawnAndRunNoAction() throws {
        let flag = Flag()
        let busy = try renderForTest(BusyScreen(flag: flag))
        let quiet = try renderForTest(QuietScreen())
        #expect(busy.image == quiet.image)
        #expect(busy.layout == quiet.layout)
        #expect(busy.accessibility == quiet.accessibility)
        #expect(!flag.ran)
    }

    @Test func withAnimationRunsItsBodyAtOnce() {
        var count = 0
        let result = withAnimation(.bouncy) { count += 1; return count * 10 }
        #expect(count == 1 && result == 10)
    }

    @Test func focusStateHoldsWhatIsSetAndStartsUnfocused() {
        let field = FocusState<Field?>()
        #expect(field.wrappedValue == nil)
        field.projectedValue.wrappedValue = .password
        #expect(field.wrappedValue == .password)
        let flag = FocusState<Bool>()
        #expect(flag.wrappedValue == false)
    }

    @Test func openURLGivesTheURLToItsHandlerAndTheDefaultOpensNothing() throws {
        var opened: [URL] = []
        let action = OpenURLAction { opened.append($0); return .handled }
        let url = try #require(URL(string: "https://www.nhs.uk"))
        action(url)
        var accepted: Bool?
        action(url) { accepted = $0 }
        #expect(opened == [url, url] && accepted == true)
        var refused: Bool?
        EnvironmentValues().openURL(url) { refused = $0 }
        #expect(refused == false)
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(EnvironmentValues().isPresented == false)
    }
}
