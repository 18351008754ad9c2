import SwiftUI

/// The settings screen: a navigation title and a list of rows with icons from Assets.xcassets; "Contact us"
/// has no Welsh translation yet, so it is shown in English in Welsh and listed by `verify`.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    Text("Your GP surgery")
                } label: {
                    Label("Your GP surgery", image: "Badge")
                }
                NavigationLink {
                    Text("Contact us")
                } label: {
                    Label("Contact us", image: "Calendar")
                }
            }
            .navigationTitle("Settings")
        }
        .tint(Color("BrandPrimary"))
    }
}

#Preview("Settings") {
    SettingsView()
}
