import SwiftUI

/// Greetings in Arabic and Hebrew, fixed text in every locale (`Text(verbatim:)`, never looked up): the
/// app's Lato has neither script, so nhs-snap draws them in its fallback faces (Noto Sans Arabic and Hebrew),
/// shaped and ordered right to left inside each text, whatever the screen's direction.
struct GreetingsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            // "Peace be upon you, and the mercy of God and His blessings": long enough to wrap.
            Text(verbatim: "السلام عليكم ورحمة الله وبركاته")
                .font(.custom("Lato-Bold", size: 28, relativeTo: .title))
                .foregroundStyle(Color("AccentText"))
            // "Thank you", then "NHS 111 service": English and a number inside an Arabic sentence.
            Text(verbatim: "شكرا")
                .font(.custom("Lato", size: 17, relativeTo: .body))
            Text(verbatim: "خدمة NHS 111")
                .font(.custom("Lato-Bold", size: 17, relativeTo: .body))
            // "Peace" and "thank you" in Hebrew.
            Text(verbatim: "שלום")
                .font(.custom("Lato", size: 17, relativeTo: .body))
            Text(verbatim: "תודה")
                .font(.custom("Lato", size: 17, relativeTo: .body))
            // An English sentence with both: it reads left to right, each word in its own direction.
            Text(verbatim: "Hello: مرحبا, שלום!")
                .font(.custom("Lato", size: 17, relativeTo: .body))
            Spacer(minLength: 0)
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color(.systemGroupedBackground))
    }
}

#Preview("Greetings") {
    GreetingsView()
}
