import Foundation
import SwiftUI

/// A profile header that writes a name with `PersonNameComponentsFormatter` and `formatted(.name(style:))`.
struct PersonNameGreetingProbe: View {
    private var name: PersonNameComponents {
        var name = PersonNameComponents()
        name.givenName = "Jane"
        name.familyName = "Doe"
        return name
    }

    var body: some View {
        HStack {
            Text(name.formatted(.name(style: .abbreviated)))
                .frame(width: 40, height: 40)
                .background(Circle().fill(.blue.opacity(0.2)))
            VStack(alignment: .leading) {
                Text(PersonNameComponentsFormatter.localizedString(from: name, style: .default))
                Text("Hi, \(name.formatted(.name(style: .short)))")
            }
        }
    }
}
