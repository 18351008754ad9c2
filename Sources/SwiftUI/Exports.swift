// `import SwiftUI` on Linux (the module is declared only there; on a Mac it is Apple's). It gives what
// `import SwiftUI` gives on iOS: the view layer, Foundation, Observation, the CoreGraphics names and UIKit's
// (`UIColor`, the text input traits), all of which SnapUI declares or re-exports. Re-exporting Foundation
// here as well would make the CoreGraphics names ambiguous, so this module re-exports SnapUI alone.
@_exported import SnapUI
