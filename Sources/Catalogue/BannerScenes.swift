import NHSDesignSystem
import Snapshot
import ViewSnapshots

/// The Banner scenes of the catalogue: the specification's samples on a screen with its margins, then
/// the cases that stress the layout (long Welsh text, no icon, no hint, a missing glyph, a home screen).
enum BannerScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("banner/solid", specSample: true) { BannerSolidSample().padding(16) },
        CatalogueEntry("banner/outlined", specSample: true) { BannerOutlinedSample.ContentView().padding(16) },
        CatalogueEntry("banner/list", specSample: true) { BannerListSample() },
        CatalogueEntry("banner/long-welsh") { BannerLongWelsh().padding(16) },
        CatalogueEntry("banner/no-icon") { BannerWithoutIcon().padding(16) },
        // A missing glyph draws the same box on any screen: one device is enough.
        CatalogueEntry("banner/missing-glyph", devices: [.iPhoneSE]) { BannerMissingGlyph().padding(16) },
        CatalogueEntry("banner/home-screen", screen: true) { BannerHomeScreen() },
    ]
}

// MARK: - Specification samples, verbatim

/// The spec's solid banner.
struct BannerSolidSample: View {
    var body: some View {
Banner(
    title: "Tell us what you think about the NHS App",
    actionLabel: "Give feedback",
    style: .solid(background: .nhsPaleGreen, accent: .nhsDarkGreen),
    systemImage: "ellipsis.bubble.fill",
    accessibilityHint: "Opens in a web browser",
    action: { openFeedbackForm() }
)
    }
}

/// The spec's outlined banner, which presents a sheet.
enum BannerOutlinedSample {
struct ContentView: View {
    @State private var isPresentingSheet = false

    var body: some View {
        Banner(
            title: "Prove your identity to access all NHS App features",
            actionLabel: "Prove who you are",
            style: .outlined(.nhsPurple),
            systemImage: "person.badge.shield.checkmark",
            accessibilityHint: "Opens a sheet",
            action: { isPresentingSheet = true }
        )
        .sheet(isPresented: $isPresentingSheet) {
            ProveIdentityView()
        }
    }
}
}

/// The spec's banner in a List, edge to edge.
struct BannerListSample: View {
    var body: some View {
List {
    Banner(
        title: "Tell us what you think about the NHS App",
        actionLabel: "Give feedback",
        style: .solid(background: .nhsPaleGreen, accent: .nhsDarkGreen),
        systemImage: "ellipsis.bubble.fill",
        accessibilityHint: "Opens in a web browser",
        action: { openFeedbackForm() }
    )
    .nhsCardRowStyle()
}
    }
}

// MARK: - Stress cases

/// A long Welsh title and action label, with accents, in the outlined style.
struct BannerLongWelsh: View {
    var body: some View {
        Banner(
            title: "Profwch pwy ydych chi i gael mynediad at holl nodweddion Ap y GIG – Gwasanaethau iechyd a gofal – ŵ ŷ â",
            actionLabel: "Profwch pwy ydych chi gyda’ch pasbort neu’ch trwydded yrru",
            style: .outlined(.nhsPurple),
            systemImage: "person.badge.shield.checkmark",
            accessibilityHint: "Yn agor taflen",
            action: {})
    }
}

/// A solid banner with no icon and no hint.
struct BannerWithoutIcon: View {
    var body: some View {
        Banner(
            title: "Manage your NHS account settings",
            actionLabel: "Go to settings",
            style: .solid(background: .nhsPaleBlue, accent: .nhsDarkBlue),
            action: {})
    }
}

/// A title with characters the bundled font does not have (a snowman, a CJK ideograph).
struct BannerMissingGlyph: View {
    var body: some View {
        Banner(
            title: "Winter vaccines ☃ 疫苗 are now available",
            actionLabel: "Book a vaccination",
            style: .solid(background: .nhsPaleAquaGreen, accent: .nhsDarkAquaGreen),
            systemImage: "syringe.fill",
            action: {})
    }
}

/// A home screen as the spec describes: the identity banner first, the menu, the feedback banner last.
struct BannerHomeScreen: View {
    var body: some View {
        ScrollView {
            BannerOutlinedSample.ContentView().padding(.horizontal).padding(.top)
            HomeMenu(accessibilityLabel: "Health services") {
                HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") { }
                HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") { }
            }
            BannerSolidSample().padding(.horizontal).padding(.bottom)
        }
    }
}
