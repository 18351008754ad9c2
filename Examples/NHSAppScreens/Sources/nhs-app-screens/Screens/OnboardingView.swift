import SwiftUI
import NHSDesignSystem

struct OnboardingPage: Identifiable {
    let id: Int
    var systemImage: String
    var title: String
    var message: String
}

/// What the NHS App does, in three pages, before the user logs in.
struct OnboardingView: View {
    @State private var selection = 0
    @AppStorage("onboarding.completed") private var hasCompletedOnboarding = false

    private let pages = [
        OnboardingPage(id: 0, systemImage: "calendar.badge.clock", title: "Book and manage appointments",
                       message: "See your upcoming appointments at your GP surgery and hospital, and cancel or change them."),
        OnboardingPage(id: 1, systemImage: "pills.fill", title: "Order repeat prescriptions",
                       message: "Choose where to collect them and get told when they are ready."),
        OnboardingPage(id: 2, systemImage: "heart.text.square.fill", title: "View your health record",
                       message: "Check your test results, vaccinations and medicines securely."),
    ]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    VStack(spacing: 24) {
                        Spacer()
                        Image(systemName: page.systemImage)
                            .font(.system(size: 72))
                            .foregroundStyle(Color.nhsBlue)
                            .symbolRenderingMode(.hierarchical)
                        Text(page.title)
                            .font(.title.bold())
                            .multilineTextAlignment(.center)
                        Text(page.message)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                        Spacer()
                    }
                    .padding(.horizontal, 32)
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            VStack(spacing: 12) {
                Button {
                    if selection < pages.count - 1 {
                        withAnimation { selection += 1 }
                    } else {
                        hasCompletedOnboarding = true
                    }
                } label: {
                    Text(selection < pages.count - 1 ? "Continue" : "Get started")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 8)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)

                Button("Skip") {
                    hasCompletedOnboarding = true
                }
                .buttonStyle(.borderless)
            }
            .padding()
        }
        .background(Color.nhsBackground.ignoresSafeArea())
    }
}

#Preview("First page") {
    OnboardingView()
}
