import SwiftUI

/// An app's declaration beside its first screen, as an app target's files are: it compiles, and the
/// screen is what a snapshot draws.
struct ProbeApp: App {
    @Environment(\.scenePhase) private var scenePhase

    var body: some Scene {
        WindowGroup {
            AppDeclarationProbe()
        }
        .onChange(of: scenePhase) { _ in }
    }
}

struct AppDeclarationProbe: View {
    var body: some View {
        Text("Welcome to the NHS App")
            .padding()
    }
}
