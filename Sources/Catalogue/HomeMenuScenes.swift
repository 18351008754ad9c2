import NHSDesignSystem
import ViewSnapshots

/// The HomeMenu scenes of the catalogue: the specification's samples, then the cases that stress the
/// grid (the reference screenshot's six items, one, many, none, long Welsh titles).
enum HomeMenuScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("home-menu/basic", specSample: true) { HomeMenuBasicSample() },
        CatalogueEntry("home-menu/actions", specSample: true, screen: true) { HomeMenuActionsSample.ContentView() },
        CatalogueEntry("home-menu/sheet", specSample: true, screen: true) {
            HomeMenuSheetSample.ContentView(hasAccess: false)
        },
        CatalogueEntry("home-menu/six") { HomeMenuItems(titles: HomeMenuItems.screenshot) },
        CatalogueEntry("home-menu/one") { HomeMenuItems(titles: Array(HomeMenuItems.screenshot.prefix(1))) },
        CatalogueEntry("home-menu/many") { HomeMenuItems(titles: HomeMenuItems.many) },
        CatalogueEntry("home-menu/empty") { HomeMenuItems(titles: []) },
        CatalogueEntry("home-menu/welsh") { HomeMenuItems(titles: HomeMenuItems.welsh) },
    ]
}

// MARK: - Specification samples, verbatim

/// The spec's first sample.
struct HomeMenuBasicSample: View {
    var body: some View {
        HomeMenu(accessibilityLabel: "Health services") {
            HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") { }
            HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") { }
        }
    }
}

/// The spec's "Actions" sample: items push destinations onto a navigation path.
enum HomeMenuActionsSample {
enum HomeDestination: Hashable {
    case prescriptions
    case vaccinations
}

struct ContentView: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      HomeMenu(accessibilityLabel: "Health services") {
        HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") {
          path.append(HomeDestination.prescriptions)
        }
        HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") {
          path.append(HomeDestination.vaccinations)
        }
      }
      .navigationDestination(for: HomeDestination.self) { destination in
        switch destination {
        case .prescriptions:
          PrescriptionsView()
        case .vaccinations:
          VaccinationsView()
        }
      }
    }
  }
}
}

/// The spec's sample that presents a sheet when the user has no access yet.
enum HomeMenuSheetSample {
enum HomeDestination: Hashable {
      case prescriptions
      case vaccinations
  }

  struct ContentView: View {
    @State private var path = NavigationPath()
    @State private var showGetAccess = false
    let hasAccess: Bool

    var body: some View {
      NavigationStack(path: $path) {
        HomeMenu(accessibilityLabel: "Health services") {
          HomeMenuItem(title: "Prescriptions", systemImage: "pills.fill") {
            if hasAccess {
              path.append(HomeDestination.prescriptions)
            } else {
              showGetAccess = true
            }
          }
          HomeMenuItem(title: "Vaccinations", systemImage: "syringe.fill") {
            if hasAccess {
              path.append(HomeDestination.vaccinations)
            } else {
              showGetAccess = true
            }
          }
        }
        .navigationDestination(for: HomeDestination.self) { destination in
          switch destination {
          case .prescriptions:
            PrescriptionsView()
          case .vaccinations:
            VaccinationsView()
          }
        }
      }
      .sheet(isPresented: $showGetAccess) {
        GetAccessView()
      }
    }
  }
}

// MARK: - Stress cases

/// A home menu of the given titles and symbols, for the stress scenes.
struct HomeMenuItems: View {
    let titles: [(title: String, systemImage: String)]

    /// The six items of HomeMenu.png.
    static let screenshot = [
        (title: "Prescriptions", systemImage: "pills.fill"),
        (title: "Appointments", systemImage: "calendar.badge.clock"),
        (title: "Test results", systemImage: "testtube.2"),
        (title: "Vaccinations", systemImage: "syringe.fill"),
        (title: "Health conditions", systemImage: "heart.fill"),
        (title: "Documents", systemImage: "doc.text.fill"),
    ]

    /// Nine items: three rows on a tablet, a ragged last row on a phone.
    static let many = screenshot + [
        (title: "Messages", systemImage: "envelope.fill"),
        (title: "Your health", systemImage: "cross.case.fill"),
        (title: "Linked profiles", systemImage: "person.fill"),
    ]

    /// Long Welsh titles with accents (ŵ, ŷ, â), one word longer than a phone tile is wide.
    static let welsh = [
        (title: "Presgripsiynau", systemImage: "pills.fill"),
        (title: "Gwasanaethau iechyd a gofal – ŵ ŷ â", systemImage: "cross.case.fill"),
        (title: "Canlyniadau profion", systemImage: "testtube.2"),
        (title: "Brechiadau", systemImage: "syringe.fill"),
        (title: "Cyflyrau iechyd hirdymor a’ch gofal", systemImage: "heart.fill"),
        (title: "Dogfennau", systemImage: "doc.text.fill"),
        (title: "Gwybodaethgofalcymdeithasolcymru", systemImage: "person.fill"),
    ]

    var body: some View {
        HomeMenu(accessibilityLabel: "Health services") {
            for item in titles {
                HomeMenuItem(title: item.title, systemImage: item.systemImage) { }
            }
        }
    }
}
