// The compiler plugin behind SnapUI's `#Preview` and `@Previewable`.
//
// `#Preview` expands to a record in the `nhs_snap_previews` section of the binary, which SnapUI reads
// at run time to find every preview without a list anyone keeps (see PreviewExpansion.swift).
// `@Previewable` expands to nothing: the state it marks stays a local of the preview's body.
//
// It speaks the compiler's plugin protocol itself (PluginChannel.swift), without swift-syntax (a package
// this one cannot fetch): it asks nothing of the syntax tree but the macro's source text and location.

// Each message until the compiler ends the session.
while let (kind, content) = nextMessage() {
    switch kind {
    case "getCapability":
        reply(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    case "expandFreestandingMacro":
        reply(["expandMacroResult": PreviewExpansion(content).result])
    case "expandAttachedMacro":
        reply(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    default:
        fail("the compiler asked for '\(kind)', which this plugin does not do")
    }
}
