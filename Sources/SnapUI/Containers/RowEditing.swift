import Foundation

/// A view made from a collection, as SwiftUI's `DynamicViewContent` (a `ForEach`): what `onDelete`
/// and `onMove` apply to.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    /// The collection the views are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// The controls a List row shows in edit mode: a delete control before it, a reorder grip after it.
struct RowEditControls: OptionSet, Hashable, Sendable {
    let rawValue: Int8
    static let delete = RowEditControls(rawValue: 1)
    static let move = RowEditControls(rawValue: 2)
}

private struct RowEditControlsKey: EnvironmentKey { static let defaultValue: RowEditControls = [] }

extension EnvironmentValues {
    /// The edit controls the rows of the next `ForEach` inside show in edit mode.
    var rowEditControls: RowEditControls {
        get { self[RowEditControlsKey.self] }
        set { self[RowEditControlsKey.self] = newValue }
    }
}

/// A `ForEach` whose rows can be deleted or moved: at rest it draws as its content does; in a List
/// whose `editMode` is `.active` each row shows iOS's edit controls.
public struct EditableDynamicContent<Content: DynamicViewContent>: PrimitiveView, DynamicViewContent {
    let content: Content
    let controls: RowEditControls

    public var data: Content.Data { content.data }

    public func makeNodes(in environment: EnvironmentValues) -> [Node] {
        var rows = environment
        rows.rowEditControls.formUnion(controls)
        return SnapUI.makeNodes(content, in: rows)
    }
}

extension DynamicViewContent {
    /// Deletes rows by a swipe or, in edit mode, with the red control before each row.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableDynamicContent(content: self, controls: action == nil ? [] : .delete)
    }

    /// Moves rows by dragging, in edit mode by the grip after each row.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableDynamicContent(content: self, controls: action == nil ? [] : .move)
    }
}

/// The metrics of a List row's edit controls in iOS's edit mode.
public enum RowEditingMetrics {
    /// The delete control: a red circle with a white bar, before the row's content.
    public static let deleteDiameter = 22.0
    public static let deleteBarSize = CGSize(width: 12, height: 2)
    /// Space between a control and the row's content.
    public static let spacing = 16.0
    /// The reorder grip: three lines in the tertiary label colour.
    public static let gripSize = CGSize(width: 18, height: 11)
    public static let gripLineHeight = 1.5
}

/// A row in edit mode: its delete control, its content, its reorder grip.
struct EditingRow<Content: View>: View {
    let controls: RowEditControls
    let content: Content

    var body: some View {
        HStack(spacing: RowEditingMetrics.spacing) {
            if controls.contains(.delete) {
                Circle()
                    .fill(Color.red)
                    .frame(width: RowEditingMetrics.deleteDiameter, height: RowEditingMetrics.deleteDiameter)
                    .overlay(Rectangle().fill(Color.white).frame(width: RowEditingMetrics.deleteBarSize.width,
                                                                  height: RowEditingMetrics.deleteBarSize.height))
                    .accessibilityLabel(Text(verbatim: "Delete"))
                    .accessibilityAddTraits(.isButton)
                    .layoutRole("deleteControl")
            }
            content.frame(maxWidth: .infinity, alignment: .leading)
            if controls.contains(.move) {
                VStack(spacing: (RowEditingMetrics.gripSize.height - 3 * RowEditingMetrics.gripLineHeight) / 2) {
                    ForEach(0..<3) { _ in
                        Rectangle().fill(SystemColors.tertiaryLabel).frame(height: RowEditingMetrics.gripLineHeight)
                    }
                }
                .frame(width: RowEditingMetrics.gripSize.width)
                .accessibilityLabel(Text(verbatim: "Reorder"))
                .layoutRole("reorderControl")
            }
        }
    }
}
