import Raster
import Testing
@testable import SnapUI

/// Frames of the elements with `role`, in layout order.
func frames(_ rendering: Rendering, _ role: String) -> [Rect] {
    rendering.layout.flatMap { $0.elements(withRole: role) }.map(\.frame)
}

/// The width a view takes when offered all the room it wants.
func idealWidth<V: View>(_ view: V, size: DynamicTypeSize = .large) throws -> Double {
    try renderForTest(view.layoutRole("ideal").fixedSize(), width: 2000, size: size).layout
        .flatMap { $0.elements(withRole: "ideal") }[0].frame.width
}

/// The frame of `text` laid out in exactly `width` points.
func textFrame(_ text: String, width: Double, size: DynamicTypeSize = .large) throws -> Rect {
    try frames(renderForTest(Text(text).layoutRole("t").frame(width: width, alignment: .leading), width: width, size: size), "t")[0]
}

/// Stacks share space as SwiftUI's do: least flexible children first, within each layout
/// priority from highest to lowest, and a Spacer (the lowest priority) only takes what is left.
@Suite struct StackSharingTests {
    let name = "Appointment with Dr Patel" // 25 characters: fits beside a date at 375 pt

    @Test func spacerBesideALongTextThatFitsDoesNotTruncateIt() throws {
        let rendering = try renderForTest(
            HStack {
                Text(name).layoutRole("name")
                Spacer()
                Text("12 Jan").layoutRole("date")
            }.padding(.horizontal, 16), width: 375)
        let texts = rendering.layout.flatMap { $0.elements(withRole: "text") }
        #expect(texts.map { $0.bool("truncated") } == [false, false])
        #expect(texts.map { $0.number("lines") } == [1, 1])
        let nameFrame = try #require(frames(rendering, "name").first)
        let dateFrame = try #require(frames(rendering, "date").first)
        #expect(abs(nameFrame.width - (try idealWidth(Text(name)))) < 1e-9)
        #expect(abs(nameFrame.minX - 16) < 1e-9)
        #expect(abs(dateFrame.maxX - (375 - 16)) < 1e-9)
        // The spacer keeps at least its minimum, the default spacing.
        #expect(dateFrame.minX - nameFrame.maxX >= 8 - 1e-9)
    }

    @Test func atAccessibility5ATextBesideASpacerTakesAllButTheSpacersMinimum() throws {
        let rendering = try renderForTest(
            HStack {
                Text("Prescriptions and medicines").layoutRole("label")
                Spacer()
                Rectangle().frame(width: 12, height: 20).layoutRole("chevron")
            }, width: 375, size: .accessibility5)
        let label = try #require(frames(rendering, "label").first)
        let chevron = try #require(frames(rendering, "chevron").first)
        // Everything but the chevron and the spacer's 8 points; words wrap whole, never letter by letter.
        let alone = try textFrame("Prescriptions and medicines", width: 375 - 12 - 8, size: .accessibility5)
        #expect(label.size == alone.size)
        #expect(label.minX == 0)
        #expect(chevron.maxX == 375)
        #expect(label.width >= (try idealWidth(Text("Prescriptions"), size: .accessibility5)) - 1e-9)
    }

    @Test func spacerMinLengthIsAMinimumNotAShare() throws {
        let rendering = try renderForTest(
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10).layoutRole("left")
                Spacer(minLength: 40)
                Text(String(repeating: "word ", count: 30)).layoutRole("long")
            }, width: 375)
        let long = try #require(frames(rendering, "long").first)
        // The text is offered all but the spacer's 40 points; the spacer takes what its lines leave.
        #expect(abs(long.maxX - 375) < 1e-9)
        #expect(long.minX >= 140 - 1e-9)
        #expect(long.width > 235 - 40)
    }

    @Test func aFlexibleStackBesideAFixedOneTakesTheRest() throws {
        let rendering = try renderForTest(
            HStack(alignment: .top) {
                VStack(alignment: .leading) {
                    Color.blue.frame(width: 44, height: 44)
                    Color.blue.frame(width: 44, height: 20)
                }.layoutRole("fixed")
                VStack(alignment: .leading) {
                    Text("Repeat prescription")
                    Text(String(repeating: "Order your repeat prescription from your GP surgery. ", count: 3))
                }.layoutRole("flexible")
            }, width: 375)
        let fixed = try #require(frames(rendering, "fixed").first)
        let flexible = try #require(frames(rendering, "flexible").first)
        #expect(fixed.width == 44)
        #expect(abs(flexible.minX - (44 + 8)) < 1e-9)
        let body = String(repeating: "Order your repeat prescription from your GP surgery. ", count: 3)
        #expect(abs(flexible.width - (try textFrame(body, width: 375 - 44 - 8).width)) < 1e-9)
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() throws {
        let short = "Your GP surgery details"
        let rendering = try renderForTest(
            HStack {
                Text(String(repeating: "Less important words ", count: 6)).layoutRole("low")
                Text(short).layoutRole("high").layoutPriority(1)
            }, width: 375)
        let low = try #require(frames(rendering, "low").first)
        let high = try #require(frames(rendering, "high").first)
        // The higher priority text gets its whole width; the other keeps only what is left.
        #expect(abs(high.width - (try idealWidth(Text(short)))) < 1e-9)
        let alone = try textFrame(String(repeating: "Less important words ", count: 6), width: 375 - 8 - high.width)
        #expect(low.size == alone.size)
    }

    @Test func lessFlexibleChildrenAreOfferedTheirShareFirst() throws {
        let rendering = try renderForTest(
            HStack(spacing: 0) {
                Text(String(repeating: "flexible words wrap ", count: 10)).layoutRole("long")
                Text("Short").layoutRole("short")
            }, width: 300)
        let short = try #require(frames(rendering, "short").first)
        let long = try #require(frames(rendering, "long").first)
        #expect(abs(short.width - (try idealWidth(Text("Short")))) < 1e-9)
        #expect(long.size == (try textFrame(String(repeating: "flexible words wrap ", count: 10), width: 300 - short.width)).size)
    }

    @Test func zStackTakesTheSizeOfItsHighestPriorityChildren() throws {
        let rendering = try renderForTest(
            HStack {
                ZStack {
                    Color.red.layoutRole("fill")
                    Text("Urgent").padding(4).layoutRole("label").layoutPriority(1)
                }.layoutRole("badge")
                Spacer()
            }, width: 375)
        let badge = try #require(frames(rendering, "badge").first)
        let label = try #require(frames(rendering, "label").first)
        let fill = try #require(frames(rendering, "fill").first)
        #expect(badge == label)
        #expect(fill == label)
        #expect(badge.width < 100)
    }
}
