import Raster
import Testing
import UIKit

/// A test file may import UIKit beside Testing (whose cross-import overlay for UIKit this package provides).
@Suite struct UIKitBesideTestingTests {
    @Test func anAppsUIKitColourTokenIsTheColourItNames() {
        #expect(Color(uiColor: .brandBlue).resolve(in: .light) == RGBA(r: 0, g: 94, b: 184))
    }
}
