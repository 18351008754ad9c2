import Raster
import Testing
@testable import SnapUI

@Suite struct DatePickerTests {
    /// 09:41 on Wednesday 12 March 2025, London time (GMT).
    private let date = Date(timeIntervalSince1970: 1_741_772_460)
    private let accent = resolved(.accentColor)

    private func render<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large) throws -> Rendering {
        try renderForTest(view.padding(20), width: width, size: size)
    }

    @Test func theCompactStyleShowsTheDateAndTimeInGreyPills() throws {
        let rendering = try render(DatePicker("Appointment", selection: .constant(date)))
        #expect(texts(rendering) == ["Appointment", "12 Mar 2025", "09:41"])
        let pills = elements(rendering, role: "datePill").map(\.frame)
        #expect(pills.count == 2)
        // Trailing, side by side, 8 points apart; each padded 11 either side of its text.
        #expect(abs(pills[1].maxX - 370) < 1e-9 && abs(pills[1].minX - pills[0].maxX - DatePickerMetrics.pillSpacing) < 1e-9)
        let dateText = try #require(textFrame(rendering, "12 Mar 2025"))
        #expect(abs(dateText.minX - pills[0].minX - 11) < 1e-9)
        #expect(near(pixel(rendering, pills[0].minX + 4, pills[0].midY), over(resolved(SystemColors.tertiaryFill), .white)))
        #expect(transcript(rendering) == ["Appointment, 12 March 2025 at 09:41, button"])
    }

    @Test func theComponentsChooseThePills() throws {
        let dateOnly = try render(DatePicker("Date of birth", selection: .constant(date), displayedComponents: .date))
        #expect(texts(dateOnly) == ["Date of birth", "12 Mar 2025"])
        let timeOnly = try render(DatePicker("Reminder", selection: .constant(date), in: date..., displayedComponents: .hourAndMinute))
        #expect(texts(timeOnly) == ["Reminder", "09:41"])
        let hidden = try render(DatePicker("Date", selection: .constant(date), displayedComponents: .date).labelsHidden())
        #expect(texts(hidden) == ["12 Mar 2025"])
        #expect(transcript(hidden) == ["Date, 12 March 2025, button"])
    }

    @Test func theCompactPillsNeverTruncateAndStackAtAccessibilitySizes() throws {
        let narrow = try render(DatePicker("Your next appointment", selection: .constant(date)), width: 320)
        #expect(elements(narrow, role: "text").allSatisfy { $0.bool("truncated") == false })
        let large = try render(DatePicker("Appointment", selection: .constant(date)), size: .accessibility3)
        let pills = elements(large, role: "datePill").map(\.frame)
        let label = try #require(textFrame(large, "Appointment"))
        #expect(pills[0].minY >= label.maxY && pills[1].minY >= pills[0].maxY)
        // At the largest size a pill too narrow for its date wraps it rather than cutting it short.
        let largest = try renderForTest(Form { DatePicker("Start", selection: .constant(date), displayedComponents: .date) },
                                        width: 375, size: .accessibility5)
        let dateText = try #require(elements(largest, role: "text").first { $0.string("text") == "12 Mar 2025" })
        #expect(dateText.bool("truncated") == false)
    }

    @Test func theGraphicalStyleIsAMonthWithTheSelectedDayMarked() throws {
        let rendering = try render(DatePicker("Date", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical))
        let strings = texts(rendering)
        #expect(strings.first == "March 2025")
        #expect(Array(strings[1...7]) == ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"])
        #expect(Array(strings[8...]) == (1...31).map(String.init))
        // 1 March 2025 is a Saturday: the sixth column.
        let first = try #require(textFrame(rendering, "1"))
        let saturday = try #require(textFrame(rendering, "SAT"))
        #expect(abs(first.midX - saturday.midX) < 1e-9)
        // The 12th is in the tint on a faint circle of it.
        let twelve = try #require(textFrame(rendering, "12"))
        #expect(colors(rendering, in: twelve).contains(accent))
        let ring = pixel(rendering, twelve.midX, twelve.midY - CalendarMetrics.selectedCircleDiameter / 2 + 2)
        #expect(near(ring, over(resolved(Color.accentColor.opacity(CalendarMetrics.selectedCircleOpacity)), .white)))
        #expect(transcript(rendering).contains("12, button, selected"))
        #expect(transcript(rendering).first == "Date, container")
    }

    @Test func theGraphicalStyleShowsTheTimeBelowTheMonth() throws {
        let rendering = try render(DatePicker("Date", selection: .constant(date)).datePickerStyle(.graphical))
        let time = try #require(textFrame(rendering, "09:41"))
        let last = try #require(textFrame(rendering, "31"))
        #expect(time.minY > last.maxY)
        #expect(texts(rendering).contains("Time"))
    }

    @Test func theWheelStyleIsAColumnForEachPart() throws {
        let date = try render(DatePicker("Date", selection: .constant(self.date), displayedComponents: .date).datePickerStyle(.wheel))
        #expect(transcript(date) == ["Date, 12, adjustable", "Date, March, adjustable", "Date, 2025, adjustable"])
        let wheel = try #require(elements(date, role: "wheel").first).frame
        #expect(abs(try #require(textFrame(date, "March")).midY - wheel.midY) < 1e-9)
        let time = try render(DatePicker("Time", selection: .constant(self.date), displayedComponents: .hourAndMinute).datePickerStyle(.wheel))
        #expect(transcript(time) == ["Time, 09, adjustable", "Time, 41, adjustable"])
    }
}
