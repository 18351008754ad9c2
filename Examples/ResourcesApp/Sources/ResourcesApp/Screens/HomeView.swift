import SwiftUI

/// The home screen: its title and texts in the app's bundled font (Lato, from Resources/Fonts),
/// its colours and images (PNG, SVG, PDF and JPEG) from Assets.xcassets, its strings from Localizable.xcstrings.
struct HomeView: View {
    let appointmentCount: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Image("Badge")
                Text("Your health")
                    .font(.custom("Lato-Bold", size: 28, relativeTo: .title))
                    .foregroundStyle(Color("AccentText"))
            }
            HStack(alignment: .top, spacing: 12) {
                Image("Calendar")
                VStack(alignment: .leading, spacing: 4) {
                    Text("Upcoming appointments")
                        .font(.custom("Lato-Bold", size: 17, relativeTo: .headline))
                    Text("\(appointmentCount) appointments")
                        .font(.custom("Lato", size: 15, relativeTo: .subheadline))
                        .foregroundStyle(Color("AccentText"))
                }
                Spacer(minLength: 0)
            }
            .padding(16)
            .background(Color("CardBackground"), in: RoundedRectangle(cornerRadius: 12))
            // A photo (a JPEG at 2x only), decorative.
            Image(decorative: "Surgery")
                .clipShape(RoundedRectangle(cornerRadius: 8))
            Button {
            } label: {
                Text("Book an appointment")
                    .font(.custom("Lato-Bold", size: 17, relativeTo: .body))
                    .foregroundStyle(Color("OnBrandPrimary"))
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color("BrandPrimary"), in: Capsule())
            }
            HStack(spacing: 8) {
                // A PDF vector template, tinted by the foreground style.
                Image(decorative: "Symptoms")
                Text("Check your symptoms")
                    .font(.custom("Lato", size: 17, relativeTo: .body))
            }
            .foregroundStyle(Color("BrandPrimary"))
            Spacer(minLength: 0)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("One appointment") {
    HomeView(appointmentCount: 1)
}

#Preview("No appointments") {
    HomeView(appointmentCount: 0)
}
