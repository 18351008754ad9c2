// `import UIKit` on Linux (the module is declared only there; on a Mac it is Apple's), for a SwiftUI file
// that imports UIKit for a colour or a font. UIKit's names that SwiftUI files use (`UIColor`, `UIFont`, `UIScreen` ..., the text
// input traits) live in SnapUI beside the view layer, so this re-exports SnapUI (and with it Foundation):
// a file that imports only UIKit sees the view layer too, which on iOS it would not; nothing valid on iOS
// breaks. FoundationNetworking too, where Linux keeps what iOS has in Foundation (`URLSession`, `URLRequest`).
@_exported import SnapUI
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
