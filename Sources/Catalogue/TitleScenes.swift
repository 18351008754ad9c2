import NHSDesignSystem
import ViewSnapshots

/// The Title scenes of the catalogue: the specification's five samples as screens, then a screen
/// scrolled past its large title and a long Welsh inline title.
enum TitleScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("title/large", specSample: true, screen: true) { TitleLargeSample() },
        CatalogueEntry("title/subtitle", specSample: true, screen: true) { TitleSubtitleSample() },
        CatalogueEntry("title/icon", specSample: true, screen: true) { TitleIconSample() },
        CatalogueEntry("title/list", specSample: true, screen: true) { TitleListSample() },
        CatalogueEntry("title/inline", specSample: true, screen: true) { TitleInlineSample() },
        CatalogueEntry("title/scrolled", screen: true, scrollOffset: TitleScrolledScene.scrollOffset) {
            TitleScrolledScene()
        },
        CatalogueEntry("title/inline-long", screen: true) { TitleInlineLongScene() },
    ]
}

// The specification's samples, verbatim.

/// "Large title".
struct TitleLargeSample: View {
    var body: some View {
        ScrollView {
            Title()

            // the rest of the screen
        }
        .nhsTitle("Health choices")
    }
}

/// "With a subtitle".
struct TitleSubtitleSample: View {
    var body: some View {
        ScrollView {
          Title(
            subtitle: "Manage another person's healthcare or give access to your profile to someone you trust."
          )

          // the rest of the screen
        }
        .nhsTitle("Family and carer access")
    }
}

/// "With an icon".
struct TitleIconSample: View {
    var body: some View {
        ScrollView {
          Title(
              systemImage: "pills.fill"
          )

          // the rest of the screen
        }
        .nhsTitle("Prescriptions")
    }
}

/// "In a list view".
struct TitleListSample: View {
    var body: some View {
        List {
            Title()
                .listRowInsets(EdgeInsets())
                .listRowBackground(Color.clear)
                .listRowSeparator(.hidden)

            // the rest of the screen
        }
        .nhsTitle("Face ID")
    }
}

/// "Inline title".
struct TitleInlineSample: View {
    var body: some View {
        List {
            // the rest of the screen
        }
        .nhsTitle("Removed messages", displayMode: .inline)
    }
}

// Stress cases.

/// The large title sample with content below, scrolled past its heading: the bar shows the title.
struct TitleScrolledScene: View {
    /// Far enough to take the heading under the bar at every text size on a phone.
    static let scrollOffset = 320.0

    var body: some View {
        ScrollView {
            Title()

            ForEach(0..<12) { index in
                Text("Choice \(index + 1): how your health records are used for research and planning.")
                    .font(.nhsBody)
                    .foregroundStyle(.nhsText)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal)
                    .padding(.vertical, 8)
            }
        }
        .nhsTitle("Health choices")
    }
}

/// A long Welsh heading with accents, inline: it must wrap in the bar and never truncate.
struct TitleInlineLongScene: View {
    var body: some View {
        List {
            Text("Negeseuon a dynnwyd")
        }
        .nhsTitle("Negeseuon wedi’u dileu gan wasanaethau iechyd a gofal – ŵ ŷ â", displayMode: .inline)
    }
}
