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
