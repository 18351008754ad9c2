// Swift Testing's cross-import overlay for UIKit, empty: the toolchain's Testing names `_Testing_UIKit` as
// the module to import wherever a file imports both Testing and UIKit, and ships it only for Apple's
// UIKit. With this module, a test file may import UIKit (this package's, on Linux) beside Testing.
