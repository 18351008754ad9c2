import Raster
import SwiftUI
import Testing

@Suite struct LayoutProbeTests {
    @Test func aCustomLayoutWrapsItsSubviewsIntoRows() throws {
        let image = try probe(CustomLayoutProbe(), width: 100).image
        let blue = try #require(image[1, 1] as RGBA?)
        #expect(image.height == 25)
        // Row one: tags at 0, 35 and 70; row two (from y 15): tags at 0 and 35, nothing at 70.
        #expect(image[70, 5] == blue && image[35, 20] == blue)
        #expect(image[32, 5] != blue && image[70, 20] != blue && image[1, 12] != blue)
    }
}

extension LayoutProbeTests {
    @Test func optionalCGFloatLengthsReachTheLayout() throws {
        // 100 wide: 10-point insets leave 80, of which the layout proposes half; the frame is 20 tall.
        let image = try probe(OptionalCGFloatProbe(), width: 100).image
        let green = RGBA(r: 52, g: 199, b: 89)
        #expect(image.height == 40)
        #expect(image[10, 10] == green && image[49, 29] == green)
        #expect(image[50, 20] != green && image[9, 20] != green && image[20, 30] != green)
    }
}
