// Xcode's preview macros, as SwiftUI declares them, so that code written for iOS compiles unchanged.
// Their plugin is the SnapUIPreviewMacros target: `#Preview` expands to a record that `Preview.all`
// finds at run time (see PreviewRecords.swift), and `@Previewable` to nothing.

/// A preview of a view: found at run time by ``Preview/all`` and snapshotted as a scene of its own.
/// Its body is type-checked as in SwiftUI; `name` names it (its scene is `<file>/<name>`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewMacro")

/// A preview with traits: `.sizeThatFitsLayout` and `.fixedLayout(width:height:)` choose its layout,
/// `.landscapeLeft` and `.landscapeRight` turn its devices on their side.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewMacro")

/// Marks a `@State` variable declared inside a `#Preview` body. It expands to nothing: the state stays
/// a local of the body, at its initial value, as a snapshot shows it.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SnapUIPreviewMacros", type: "PreviewableMacro")
