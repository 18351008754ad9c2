import SwiftUI

/// An appointment as the Appointments feature shows it, its date already in the words the app shows.
struct Appointment: Identifiable, Hashable {
    enum Kind: Hashable {
        case inPerson, telephone, video

        var title: String {
            switch self {
            case .inPerson: "In person"
            case .telephone: "Telephone"
            case .video: "Video call"
            }
        }

        var systemImage: String {
            switch self {
            case .inPerson: "building.2"
            case .telephone: "phone"
            case .video: "video"
            }
        }
    }

    let id: Int
    let service: String
    let kind: Kind
    let when: String
    let clinician: String
    let place: String
    var isCancelled = false
}

extension Appointment {
    static let gpVisit = Appointment(
        id: 1, service: "GP appointment", kind: .inPerson, when: "Tuesday 14 January, 9:40am",
        clinician: "Dr Amara Okafor", place: "Riverside Medical Centre, 12 Mill Lane")
    static let medicationReview = Appointment(
        id: 2, service: "Medication review", kind: .telephone, when: "Thursday 16 January, 2:15pm",
        clinician: "Sam Patel, clinical pharmacist", place: "We will call you on 07700 900123")
    static let bloodTest = Appointment(
        id: 3, service: "Blood test", kind: .inPerson, when: "Monday 20 January, 8:30am",
        clinician: "Phlebotomy clinic", place: "St Mary's Hospital, Outpatients B")
    static let cancelledBloodTest = Appointment(
        id: 4, service: "Blood test", kind: .inPerson, when: "Friday 10 January, 11:00am",
        clinician: "Phlebotomy clinic", place: "St Mary's Hospital, Outpatients B", isCancelled: true)

    static let upcoming = [gpVisit, medicationReview, bloodTest]
}

extension Color {
    /// NHS blue, #005EB8.
    static let nhsBlue = Color(red: 0, green: 94 / 255, blue: 184 / 255)
}
