import SwiftUI
import NHSDesignSystem

/// The home screen once signed in: the NHS logo and the messages button in the toolbar, a
/// reminder to prove who you are, and the services.
struct HomeScreen: View {
    let unreadMessages: Int
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                Title(subtitle: "NHS number: 485 777 3456")
                Banner(
                    title: "Prove your identity to see your GP health record",
                    actionLabel: "Prove who you are",
                    style: .outlined(.nhsPurple),
                    systemImage: "person.badge.shield.checkmark",
                    accessibilityHint: "Opens a sheet",
                    action: {}
                )
                .padding(.horizontal)
                HomeMenu(accessibilityLabel: "Your services") {
                    HomeMenuItem(title: "Appointments", systemImage: "calendar") {}
                    HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") {}
                    HomeMenuItem(title: "Test results", systemImage: "doc.text.fill") {}
                    HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") {}
                }
            }
            .nhsTitle("Good morning, Alex")
            .toolbar {
                NHSLogoToolbarItem()
                MessagesToolbarItem(unreadCount: unreadMessages) {}
            }
        }
    }
}
