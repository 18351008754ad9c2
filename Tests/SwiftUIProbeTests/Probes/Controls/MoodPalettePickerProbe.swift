import SwiftUI

/// How are you feeling: three moods as a palette.
struct MoodPalettePickerProbe: View {
    enum Mood: String, CaseIterable, Identifiable {
        case low, okay, good
        var id: Self { self }
    }

    @State private var mood = Mood.okay

    var body: some View {
        Picker("Mood", selection: $mood) {
            Label("Low", systemImage: "cloud.rain").tag(Mood.low)
            Label("Okay", systemImage: "cloud").tag(Mood.okay)
            Label("Good", systemImage: "sun.max").tag(Mood.good)
        }
        .pickerStyle(.palette)
    }
}
