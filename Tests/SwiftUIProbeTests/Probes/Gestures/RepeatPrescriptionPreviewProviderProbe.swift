import SwiftUI

/// A row with previews declared the way before #Preview.
struct RepeatPrescriptionPreviewProviderProbe: View {
    var name = "Salbutamol inhaler"

    var body: some View {
        HStack {
            Image(systemName: "pills")
            Text(name)
        }
    }
}

struct RepeatPrescriptionPreviewProviderProbe_Previews: PreviewProvider {
    static var sample = "Sertraline 50mg"

    static var previews: some View {
        RepeatPrescriptionPreviewProviderProbe(name: sample)
            .previewLayout(.sizeThatFits)
        RepeatPrescriptionPreviewProviderProbe()
            .preferredColorScheme(.dark)
    }
}
