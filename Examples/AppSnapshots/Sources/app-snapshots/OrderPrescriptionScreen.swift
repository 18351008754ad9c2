import SwiftUI
import NHSDesignSystem

/// Ordering a repeat prescription: the medicines to choose, and a banner about the pharmacy.
struct OrderPrescriptionScreen: View {
    @State private var sertraline = true
    @State private var salbutamol = false

    var body: some View {
        Form {
            Section {
                Banner(
                    title: "Your nominated pharmacy is Boots, 12 High Street",
                    actionLabel: "Change pharmacy",
                    style: .solid(background: .nhsPaleBlue, accent: .nhsDarkBlue),
                    systemImage: "cross.case.fill",
                    action: {}
                )
                .nhsCardRowStyle()
            }
            Section("Choose your medicines") {
                Toggle(isOn: $sertraline) {
                    Text("Sertraline 50mg tablets")
                        .bold()
                    Text("Take one each morning")
                        .foregroundStyle(.nhsSecondaryText)
                }
                Toggle(isOn: $salbutamol) {
                    Text("Salbutamol 100mcg inhaler")
                        .bold()
                    Text("Two puffs when needed")
                        .foregroundStyle(.nhsSecondaryText)
                }
            }
        }
        .toggleStyle(.nhsToggle)
        .nhsTitle("Order a repeat prescription", displayMode: .inline)
    }
}
