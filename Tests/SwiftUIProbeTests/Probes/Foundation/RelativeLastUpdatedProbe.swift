import Foundation
import SwiftUI

/// "Updated 2 hours ago" with `RelativeDateTimeFormatter`, numeric and named.
struct RelativeLastUpdatedProbe: View {
    private let reference = Date(timeIntervalSince1970: 1_750_000_000)

    private var formatter: RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.unitsStyle = .full
        return formatter
    }

    private var named: RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = .named
        return formatter
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text("Updated \(formatter.localizedString(for: reference.addingTimeInterval(-7200), relativeTo: reference))")
            Text("Ordered \(named.localizedString(for: reference.addingTimeInterval(-86_400), relativeTo: reference))")
        }
    }
}
