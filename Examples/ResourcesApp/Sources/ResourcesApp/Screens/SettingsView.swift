import SwiftUI

/// The settings screen: a navigation title and a list of rows with icons from Assets.xcassets; "Contact us"
/// has no Welsh translation yet, so it is shown in English in Welsh and listed by `verify`. Its titles are
/// `Text`s: nhs-snap's `navigationTitle(_:)` and `Label(_:image:)` take a `String` and do not look it up yet.
struct SettingsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    Text("Your GP surgery")
                } label: {
                    Label { Text("Your GP surgery") } icon: { Image("Badge") }
                }
                NavigationLink {
                    Text("Contact us")
                } label: {
                    Label { Text("Contact us") } icon: { Image("Calendar") }
                }
            }
            .navigationTitle(Text("Settings"))
        }
        .tint(Color("BrandPrimary"))
    }
}

#Preview("Settings") {
    SettingsView()
}
