// What `import SwiftUI` brings besides SwiftUI itself, so code written for iOS compiles with only its
// import changed: Foundation's types (Date, URL, UUID, formatters), Observation's `@Observable` and
// Combine (`ObservableObject`, `@Published`, publishers and subjects; on Linux this package's module).
@_exported import Combine
@_exported import Foundation
@_exported import Observation
