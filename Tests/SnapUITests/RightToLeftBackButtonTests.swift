import Raster
import Testing
@testable import SnapUI

/// A pushed screen's back button in each layout direction: at the leading edge, its chevron
/// pointing back, which is to the left left to right and to the right right to left, as UIKit's
/// back indicator (`chevron.backward`) does.
@Suite struct RightToLeftBackButtonTests {
    private struct Pushed: View {
        @State var path = NavigationPath([1])
        let direction: LayoutDirection

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root").navigationDestination(for: Int.self) { Text("Screen \($0)") }
            }
            .environment(\.layoutDirection, direction)
        }
    }

    /// The chevron's frame in points and the mean x, in pixels, of its dark pixels on its middle
    /// row and on the row a quarter of the way down: the point of `<` is left of its arms, of `>` right.
    private func chevron(_ direction: LayoutDirection) throws -> (frame: Rect, middle: Double, upper: Double) {
        let rendering = try renderForTest(Pushed(direction: direction), width: 390, scale: 2)
        let icon = try #require(rendering.layout.flatMap { $0.elements(withRole: "icon") }.first)
        #expect(icon.string("symbol") == "chevron.backward")
        func inkCentre(atFraction fraction: Double) -> Double {
            let y = Int((icon.frame.minY + icon.frame.height * fraction) * 2)
            let columns = (Int(icon.frame.minX * 2)..<Int(icon.frame.maxX * 2)).filter {
                let pixel = rendering.image[$0, y]
                return Int(pixel.r) + Int(pixel.g) + Int(pixel.b) < 3 * 100
            }
            return columns.isEmpty ? .nan : Double(columns.reduce(0, +)) / Double(columns.count)
        }
        return (icon.frame, inkCentre(atFraction: 0.5), inkCentre(atFraction: 0.25))
    }

    @Test func leftToRightTheChevronIsOnTheLeftPointingLeft() throws {
        let (frame, middle, upper) = try chevron(.leftToRight)
        #expect(frame.maxX < 195)
        #expect(middle < upper)
    }

    @Test func rightToLeftTheChevronIsOnTheRightPointingRight() throws {
        let (frame, middle, upper) = try chevron(.rightToLeft)
        #expect(frame.minX > 195)
        #expect(middle > upper)
    }
}
