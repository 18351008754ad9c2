import SwiftUI

/// A tree of body systems in a list, each with conditions under it.
struct OutlineGroupProbe: View {
    struct Topic: Identifiable {
        let id = UUID()
        let name: String
        var children: [Topic]?
    }

    let topics = [
        Topic(name: "Heart", children: [Topic(name: "Arrhythmia"), Topic(name: "Angina")]),
        Topic(name: "Skin"),
    ]

    var body: some View {
        List {
            OutlineGroup(topics, children: \.children) { topic in
                Text(topic.name)
            }
        }
    }
}
