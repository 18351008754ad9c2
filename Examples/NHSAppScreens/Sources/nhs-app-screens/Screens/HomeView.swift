import SwiftUI
import NHSDesignSystem

/// The first screen after signing in: a reminder to prove who you are, the services, and a
/// feedback prompt the user can dismiss for good.
struct HomeView: View {
    @State private var model = HomeModel()
    @State private var isProvingIdentity = false
    @AppStorage("home.feedbackBannerDismissed") private var feedbackBannerDismissed = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Title(subtitle: "NHS number: \(model.nhsNumber)")

                VStack(spacing: 16) {
                    if !model.isIdentityProven {
                        Banner(
                            title: "Prove your identity to see your GP health record",
                            actionLabel: "Prove who you are",
                            style: .outlined(.nhsPurple),
                            systemImage: "person.badge.shield.checkmark",
                            accessibilityHint: "Opens a sheet",
                            action: { isProvingIdentity = true }
                        )
                        .padding(.horizontal)
                    }

                    HomeMenu(accessibilityLabel: "Your health") {
                        HomeMenuItem(title: "Appointments", systemImage: "calendar") {}
                        HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") {}
                        HomeMenuItem(title: "Test results", systemImage: "doc.text.fill") {}
                        HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") {}
                        HomeMenuItem(title: "GP surgery", systemImage: "cross.case.fill") {}
                        HomeMenuItem(title: "Messages", systemImage: "envelope.fill") {}
                    }

                    if !feedbackBannerDismissed {
                        Banner(
                            title: "Tell us what you think about the NHS App",
                            actionLabel: "Give feedback",
                            style: .solid(background: .nhsPaleGreen, accent: .nhsDarkGreen),
                            systemImage: "ellipsis.bubble.fill",
                            accessibilityHint: "Opens in a web browser",
                            action: { feedbackBannerDismissed = true }
                        )
                        .padding(.horizontal)
                    }

                    (Text("Updated ") + Text(model.lastUpdated, style: .relative) + Text(" ago"))
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal)
                }
                .padding(.bottom, 24)
            }
            .background(Color.nhsBackground)
            .nhsTitle("Good morning, \(model.firstName)")
            .toolbar {
                NHSLogoToolbarItem()
                MessagesToolbarItem(unreadCount: model.unreadMessages) {}
            }
            .refreshable { await model.refresh() }
            .sheet(isPresented: $isProvingIdentity) {
                Text("Prove who you are")
            }
        }
    }
}

@Observable
final class HomeModel {
    var firstName = "Alex"
    var nhsNumber = "485 777 3456"
    var isIdentityProven = false
    var unreadMessages = 2
    var lastUpdated = Date(timeIntervalSince1970: 1_748_761_200)

    func refresh() async {
        lastUpdated = .now
    }
}

#Preview("Signed in") {
    HomeView()
}
