// What `import SwiftUI` brings besides SwiftUI itself, so code written for iOS compiles with only its
// import changed: Foundation's types (Date, URL, UUID, formatters) and Observation's `@Observable`.
@_exported import Foundation
@_exported import Observation
