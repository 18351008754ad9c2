import Foundation
import SwiftUI

/// A patient's name written in each of the name styles.
struct PatientNameFormatProbe: View {
    private var name: PersonNameComponents {
        var name = PersonNameComponents()
        name.namePrefix = "Dr"
        name.givenName = "Amara"
        name.middleName = "Ngozi"
        name.familyName = "Okafor"
        return name
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(name, format: .name(style: .long))
            Text("Hello, \(name.formatted(.name(style: .short)))")
            Text(name.formatted())
            Text(name, format: .name(style: .abbreviated))
        }
    }
}
