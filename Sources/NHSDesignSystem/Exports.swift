// Code written against the design system imports this module alone, as it would import SwiftUI.
@_exported import SnapUI
