import Foundation

/// The insets of iOS's multi-line text view (UITextView, which SwiftUI's `TextEditor` is): the text
/// container is inset 8 points above and below, and its line fragments 5 points either side.
public enum TextEditorMetrics {
    public static let verticalInset = 8.0
    public static let horizontalInset = 5.0
}

/// A multi-line, editable text area, as SwiftUI's `TextEditor`: the text at the environment's font
/// (body unless set), inset as UITextView insets it, wrapping at its width, from its top-leading
/// corner. It takes all the space offered (as iOS's, which is why apps give it a frame); text taller
/// than that scrolls, and at rest the view shows its top. Its background is the screen's (the row's in
/// a List or Form) unless `.scrollContentBackground(.hidden)` shows what is behind it. VoiceOver reads
/// a text field whose value is the text.
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    @Environment(\.scrollContentBackground) private var scrollContentBackground
    @Environment(\.isInList) private var isInList
    @Environment(\.screenBackground) private var screenBackground
    @Environment(\.groupedRowBackground) private var groupedRowBackground

    public var body: some View {
        TextEditorScrollLayout {
            Text(verbatim: text.wrappedValue)
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.horizontal, TextEditorMetrics.horizontalInset)
                .padding(.vertical, TextEditorMetrics.verticalInset)
        }
            .background(background)
            .clipped()
            .accessibilityElement(children: .ignore)
            .accessibilityValue(text.wrappedValue)
            .accessibilityAddTraits(.isTextField)
            .layoutRole("textEditor")
    }

    private var background: Color {
        if scrollContentBackground == .hidden { return .clear }
        return isInList ? groupedRowBackground : screenBackground
    }
}

/// The editor's scrolling: as large as offered (its content's height when no height is offered), its
/// content as tall as its text at the editor's width, from the top; what is taller is clipped, as a
/// scroll view at rest shows its top.
private struct TextEditorScrollLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return proposal.replacingUnspecifiedDimensions(by: content)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}
