import NHSDesignSystem

// What the specification's samples refer to but do not define: the screens they navigate to and the
// actions they call. A snapshot shows a screen at rest, so these are never shown or run.

/// The feedback form the banner samples open.
func openFeedbackForm() {}

/// A destination screen named by a sample: its title on the NHS background.
struct PlaceholderScreen: View {
    let title: String

    var body: some View {
        ScrollView {
            Text(title).font(.nhsTitle).bold().padding(16)
        }
    }
}

struct PrescriptionsView: View {
    var body: some View { PlaceholderScreen(title: "Prescriptions") }
}

struct VaccinationsView: View {
    var body: some View { PlaceholderScreen(title: "Vaccinations") }
}

struct GetAccessView: View {
    var body: some View { PlaceholderScreen(title: "Get access") }
}

struct ProveIdentityView: View {
    var body: some View { PlaceholderScreen(title: "Prove your identity") }
}
