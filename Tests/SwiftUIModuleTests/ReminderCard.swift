import SwiftUI

// A view as it is written for iOS, in a file that imports SwiftUI alone: Observation's `@Observable`,
// Foundation's `Date` and `DateFormatter`, a UIKit colour, and a custom `Shape` over `CGRect`.

@Observable final class ReminderModel {
    var due = Date(timeIntervalSince1970: 1_767_225_600)

    var dueText: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "d MMMM yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_GB")
        return formatter.string(from: due)
    }
}

/// The left half of its rectangle.
struct LeftHalf: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
    }
}

/// Three 20-point bands, each a colour a test reads back: the app's UIKit blue, UIKit's system red,
/// and the left half green; then the model's date as text.
struct ReminderCard: View {
    @State private var model = ReminderModel()

    var body: some View {
        VStack(spacing: 0) {
            Color(uiColor: .brandBlue).frame(height: 20)
            Color(uiColor: .systemRed).frame(height: 20)
            LeftHalf().fill(Color(red: 0, green: 0.5, blue: 0)).frame(height: 20)
            Text("Due \(model.dueText)")
        }
        .frame(width: 40)
    }
}
