import Raster
import Testing
@testable import SnapUI

@Suite struct TextFieldTests {
    private let placeholder = over(resolved(SystemColors.placeholder), .white)

    private func render<V: View>(_ view: V, width: Double = 390, size: DynamicTypeSize = .large) throws -> Rendering {
        try renderForTest(VStack(alignment: .leading) { view }.padding(20), width: width, size: size)
    }

    /// The darkest colour in `frame`: the ink of text drawn there.
    private func ink(_ rendering: Rendering, _ frame: Rect) -> RGBA? {
        colors(rendering, in: frame).min { Int($0.r) + Int($0.g) + Int($0.b) < Int($1.r) + Int($1.g) + Int($1.b) }
    }

    @Test func thePlaceholderShowsOnlyWhileTheTextIsEmpty() throws {
        let empty = try render(TextField("Email address", text: .constant("")))
        #expect(texts(empty) == ["Email address"])
        #expect(ink(empty, try #require(textFrame(empty, "Email address"))) == placeholder)
        let filled = try render(TextField("Email address", text: .constant("jane@nhs.net")))
        #expect(texts(filled) == ["jane@nhs.net"])
        #expect(ink(filled, try #require(textFrame(filled, "jane@nhs.net"))) == .black)
        let prompted = try render(TextField("Email", text: .constant(""), prompt: Text("name@example.com")))
        #expect(texts(prompted) == ["name@example.com"])
    }

    @Test func aFieldTakesTheWidthItIsOffered() throws {
        let rendering = try render(TextField("Email", text: .constant("a")))
        let field = try #require(elements(rendering, role: "textField").first).frame
        #expect(field.width == 350)
        #expect(field.height == textFrame(rendering, "a")?.height)
    }

    @Test func aRoundedBorderFieldIsPaddedInsideAThinBorder() throws {
        let rendering = try render(TextField("Name", text: .constant("Jane")).textFieldStyle(.roundedBorder))
        let field = try #require(elements(rendering, role: "textField").first).frame
        let text = try #require(textFrame(rendering, "Jane"))
        #expect(abs(text.minX - field.minX - 7) < 1e-9 && abs(field.height - text.height - 14) < 1e-9)
        // The border is drawn along the edge; inside it the field's white.
        #expect(pixel(rendering, field.midX, field.minY + 0.25) != .white)
        #expect(pixel(rendering, field.midX + 100, field.midY) == .white)
    }

    @Test func aHorizontalFieldStaysOnOneLineAndAVerticalOneWraps() throws {
        let long = "Please call me after 5pm on weekdays, as I work in the mornings and early afternoons"
        let single = try render(TextField("Notes", text: .constant(long)), width: 320)
        let singleText = try #require(elements(single, role: "text").first)
        #expect(singleText.number("lines") == 1 && singleText.bool("truncated") == true)
        let wrapped = try render(TextField("Notes", text: .constant(long), axis: .vertical), width: 320)
        let wrappedText = try #require(elements(wrapped, role: "text").first)
        #expect((wrappedText.number("lines") ?? 0) > 1 && wrappedText.bool("truncated") == false)
    }

    @Test func aFieldOfAFormattedValueShowsTheValueFormatted() throws {
        let rendering = try render(TextField("Age", value: .constant(42), format: .number))
        #expect(texts(rendering) == ["42"])
    }

    @Test func aSecureFieldShowsABulletForEachCharacterAndNeverReadsIt() throws {
        let rendering = try render(SecureField("Password", text: .constant("secret")))
        #expect(texts(rendering) == ["••••••"])
        #expect(transcript(rendering) == ["Password, secure text field"])
        let empty = try render(SecureField("Password", text: .constant("")))
        #expect(texts(empty) == ["Password"])
    }

    @Test func voiceOverReadsTheTitleTheTextAndTextField() throws {
        #expect(transcript(try render(TextField("Email", text: .constant("jane@nhs.net")))) == ["Email, jane@nhs.net, text field"])
        #expect(transcript(try render(TextField("Email", text: .constant("")))) == ["Email, text field"])
        // Without a title, the prompt names the field.
        #expect(transcript(try render(TextField("", text: .constant(""), prompt: Text("Search")))) == ["Search, text field"])
    }
}
