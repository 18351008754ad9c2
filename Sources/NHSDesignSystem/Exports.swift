// Code written against the design system imports this module alone, as it would import SwiftUI: it
// brings SnapUI, and with it Foundation and Observation.
@_exported import SnapUI
