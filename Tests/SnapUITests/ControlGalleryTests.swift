import Foundation
import Raster
import Testing
@testable import SnapUI

private enum Frequency: String, CaseIterable, Identifiable {
    case daily = "Daily", weekly = "Weekly", monthly = "Monthly"
    var id: Self { self }
}

/// Every control, loose and in a Form, as a settings screen of the NHS App might use them.
private struct ControlGallery: View {
    let date = Date(timeIntervalSince1970: 1_741_772_460)

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Remove", role: .destructive) {}.buttonStyle(.bordered)
                Button("Plain") {}.buttonStyle(.plain)
            }
            Button { } label: { Text("Book an appointment").frame(maxWidth: .infinity) }
                .buttonStyle(.borderedProminent).controlSize(.large)
            HStack(spacing: 12) {
                Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
                Button("Glass") {}.buttonStyle(.glass)
                Button("Disabled") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Label("Prescriptions", systemImage: "pills.fill")
            Link("Visit the NHS website", destination: URL(string: "https://www.nhs.uk")!)
            Menu("Sort by") { Button("Date") {} }
            TextField("Email address", text: .constant(""))
            TextField("Name", text: .constant("Jane Smith")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("hunter2")).textFieldStyle(.roundedBorder)
            Picker("Frequency", selection: .constant(Frequency.weekly)) {
                ForEach(Frequency.allCases) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            DatePicker("Appointment", selection: .constant(date))
            Stepper("Reminders: 2", value: .constant(2), in: 0...5)
            Slider(value: .constant(0.4)) { Text("Volume") }
            HStack(spacing: 24) {
                ProgressView()
                ProgressView("Loading")
                ProgressView(value: 0.6) { Text("Uploading") } currentValueLabel: { Text("60%") }
            }
            DisclosureGroup("Side effects", isExpanded: .constant(true)) { Text("Headache, nausea") }
            Toggle("Notifications", isOn: .constant(true))
        }
        .padding()
    }
}

private struct FormGallery: View {
    let date = Date(timeIntervalSince1970: 1_741_772_460)

    var body: some View {
        Form {
            Section("Reminders") {
                Picker("Frequency", selection: .constant(Frequency.weekly)) {
                    ForEach(Frequency.allCases) { Text($0.rawValue) }
                }
                Picker("Repeat", selection: .constant(Frequency.daily)) {
                    ForEach(Frequency.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.navigationLink)
                DatePicker("Start", selection: .constant(date), displayedComponents: .date)
                Stepper("Times a day: 3", value: .constant(3), in: 1...4)
                LabeledContent("NHS number", value: "485 777 3456")
                Label("Medicines", systemImage: "pills.fill")
                Button("Delete reminders", role: .destructive) {}
            }
            Section {
                Picker("Contact by", selection: .constant(Frequency.monthly)) {
                    ForEach(Frequency.allCases) { Text($0.rawValue) }
                }
                .pickerStyle(.inline)
            }
        }
    }
}

@Suite struct ControlGalleryTests {
    /// Every control renders on a phone and a tablet, at large and accessibility5, light and dark, and
    /// each is something VoiceOver reaches. With NHS_SNAP_WRITE_TEST_IMAGES naming a folder, the images
    /// are written there for a person to look at.
    @Test(arguments: [true, false]) func everyControlRendersEverywhere(inForm: Bool) throws {
        for width in [375.0, 834] {
            for size in [DynamicTypeSize.large, .accessibility5] {
                for scheme in ColorScheme.allCases {
                    let rendering = inForm
                        ? try renderForTest(FormGallery(), width: width, size: size, scheme: scheme, scale: 1)
                        : try renderForTest(ControlGallery(), width: width, size: size, scheme: scheme, scale: 1)
                    #expect(transcript(rendering).count >= (inForm ? 10 : 24))
                    try writeForLooking(rendering, "controls-\(inForm ? "form" : "loose")-\(Int(width))-\(size)-\(scheme)")
                }
            }
        }
    }

    @Test func theGalleryReadsAsVoiceOverWouldReadIt() throws {
        #expect(transcript(try renderForTest(FormGallery())) == [
            "Reminders",
            "Frequency, Weekly, button", "Repeat, Daily, button", "Start, 12 March 2025, button",
            "Times a day: 3, 3, adjustable", "NHS number, 485 777 3456", "(hidden) pills.fill, image", "Medicines",
            "Delete reminders, button", "Daily, button", "Weekly, button", "Monthly, button, selected",
        ])
    }
}
