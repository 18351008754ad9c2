import NHSDesignSystem
import ViewSnapshots

/// The Toggle scenes of the catalogue: the specification's three samples, then disabled toggles,
/// On/Off Labels and long Welsh labels.
enum ToggleScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("toggle/on-off", specSample: true, waivers: [AuditWaivers.switchHeight, AuditWaivers.switchOffTrack]) { ToggleOnOffSample().padding() },
        CatalogueEntry("toggle/form", specSample: true, screen: true, waivers: [AuditWaivers.switchHeight]) { ToggleFormSample() },
        CatalogueEntry("toggle/subtitle", specSample: true, screen: true, waivers: [AuditWaivers.switchHeight]) { ToggleSubtitleSample() },
        CatalogueEntry("toggle/disabled", screen: true) { ToggleDisabledScene() },
        CatalogueEntry("toggle/on-off-labels", screen: true, waivers: [AuditWaivers.switchHeight, AuditWaivers.switchOffTrack]) { ToggleOnOffLabelsScene() },
        CatalogueEntry("toggle/welsh-long", screen: true, waivers: [AuditWaivers.switchHeight, AuditWaivers.switchOffTrack]) { ToggleWelshLongScene() },
    ]
}

// The specification's samples, verbatim.

/// "How to use": a toggle on and a toggle off. (The catalogue pads it, as a screen's content would be.)
struct ToggleOnOffSample: View {
    @State private var isOn = true
    @State private var isOff = false

    var body: some View {
      Toggle("On", isOn: $isOn)
          .toggleStyle(.nhsToggle)

      Toggle("Off", isOn: $isOff)
          .toggleStyle(.nhsToggle)
    }
}

/// "In a form": the style applied to the whole Form.
struct ToggleFormSample: View {
    @State private var faceID = true

    var body: some View {
        Form {
            Toggle("Face ID", isOn: $faceID)
        }
        .toggleStyle(.nhsToggle)
    }
}

/// "Toggle with a subtitle": a two-part label.
struct ToggleSubtitleSample: View {
    @State private var acceptsCookies = true

    var body: some View {
        Form {
            Toggle(isOn: $acceptsCookies) {
                Text("Allow optional analytic cookies")
                    .bold()
                Text("I accept the use of optional analytic cookies used to improve the performance of the NHS App")
                    .foregroundStyle(.nhsSecondaryText)
            }
        }
        .toggleStyle(.nhsToggle)
    }
}

// Stress cases.

/// Disabled toggles, on and off, with and without a subtitle: they fade but stay in the accessibility tree.
struct ToggleDisabledScene: View {
    var body: some View {
        Form {
            Toggle("Face ID", isOn: .constant(true))
            Toggle("Touch ID", isOn: .constant(false))
            Toggle(isOn: .constant(true)) {
                Text("Allow optional analytic cookies")
                    .bold()
                Text("Not available while you are offline")
                    .foregroundStyle(.nhsSecondaryText)
            }
        }
        .toggleStyle(.nhsToggle)
        .disabled(true)
    }
}

/// Toggles on and off with the On/Off Labels setting turned on in the scene itself (it is also a
/// render option; setting it here makes the scene show it whatever the options say).
struct ToggleOnOffLabelsScene: View {
    var body: some View {
        Form {
            Toggle("Face ID", isOn: .constant(true))
            Toggle("Touch ID", isOn: .constant(false))
        }
        .toggleStyle(.nhsToggle)
        .environment(\.accessibilityShowsOnOffLabels, true)
    }
}

/// Long Welsh labels with accents that wrap beside the switch, on and off.
struct ToggleWelshLongScene: View {
    var body: some View {
        Form {
            Toggle(isOn: .constant(true)) {
                Text("Caniatáu cwcis dadansoddol dewisol – ŵ ŷ â")
                    .bold()
                Text("Rwy’n derbyn y defnydd o gwcis dadansoddol dewisol a ddefnyddir i wella perfformiad Ap y GIG")
                    .foregroundStyle(.nhsSecondaryText)
            }
            Toggle("Gwasanaethau iechyd a gofal – ŵ ŷ â, hysbysiadau am negeseuon newydd", isOn: .constant(false))
        }
        .toggleStyle(.nhsToggle)
    }
}
