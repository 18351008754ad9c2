import Foundation
import ViewSnapshots

/// The fonts `assertSnapshot` draws with, found once per test process (``FontFolder``): the
/// folder `NHS_SNAP_FONTS` names, else nhs-snap's bundled fonts. A test has no executable of its
/// own to look beside.
let testFonts = SceneFonts(folder: FontFolder.find(given: nil, environment: ProcessInfo.processInfo.environment, executable: nil))
