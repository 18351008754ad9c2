import Foundation
import SwiftUI

/// An appointment's length written with `Duration.formatted`.
struct DurationAppointmentLengthProbe: View {
    private let length = Duration.seconds(90 * 60)

    var body: some View {
        VStack(alignment: .leading) {
            Text(length.formatted(.units(allowed: [.hours, .minutes], width: .wide)))
            Text(length.formatted())
        }
    }
}
