/// Rows of values in columns, as SwiftUI's `Table`. In compact width (a phone) iOS shows only the
/// first column, as a list of rows; on a screen wide enough for columns (an iPad) a plain list
/// whose header names the columns and whose rows share its width equally among them.
public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let rows: [Value]
    let columns: [TableColumnCells<Value>]

    @Environment(\.horizontalSizeClass) private var sizeClass

    public var body: some View {
        if sizeClass != .regular {
            List(rows) { value in
                columns.first.map { $0.cell(value) }
            }
        } else {
            List {
                Section {
                    ForEach(rows) { value in
                        HStack(spacing: 0) {
                            ForEach(columns.indices, id: \.self) { index in
                                columns[index].cell(value).frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                    }
                } header: {
                    HStack(spacing: 0) {
                        ForEach(columns.indices, id: \.self) { index in
                            columns[index].title.frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            }
            .listStyle(.plain)
        }
    }
}

// The columns are always a `TupleTableColumnContent` (where SwiftUI's builder may give a lone column
// itself): a closure whose result type is known is type-checked after the row type is, so a
// column's `\.name` key path finds its root, as it does in SwiftUI.
extension Table {
    /// A row for each element of `data`, in the columns `columns` declares.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TupleTableColumnContent<Value, Never> {
        rows = Array(data)
        self.columns = columns().cells
    }

    /// A table whose selection is bound to `selection`; a snapshot shows no row selected.
    public init<Data: RandomAccessCollection, Selection: Hashable>(
        _ data: Data, selection: Binding<Selection>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Columns == TupleTableColumnContent<Value, Never> {
        self.init(data, columns: columns)
    }
}

/// A table's rows made from a collection, as SwiftUI's `TableForEachContent`.
public struct TableForEachContent<Data: RandomAccessCollection> where Data.Element: Identifiable {}

/// One or more columns of a table, as SwiftUI's `TableColumnContent`.
public protocol TableColumnContent {
    /// The type of the values of the table's rows.
    associatedtype TableRowValue: Identifiable
    /// How the columns sort their rows.
    associatedtype TableColumnSortComparator
    /// The columns' titles and cells.
    var cells: [TableColumnCells<TableRowValue>] { get }
}

/// A column's title and how it draws a row's cell.
public struct TableColumnCells<RowValue> {
    let title: Text
    let cell: (RowValue) -> AnyView
}

/// A column of a table: its title and the view of each row's cell, as SwiftUI's `TableColumn`.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    let title: Text
    let content: (RowValue) -> Content

    public var cells: [TableColumnCells<RowValue>] {
        [TableColumnCells(title: title) { [content] in AnyView(content($0)) }]
    }

    /// The width of the column on an iPad; accepted, as the columns share the table's width.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        self
    }

    /// A flexible width of the column on an iPad; accepted, as the columns share the table's width.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        self
    }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column with a localised title whose cells `content` makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        title = Text(titleKey)
        self.content = content
    }

    /// A column titled with a string, shown as it is, whose cells `content` makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    /// A column with a localised title showing each row's string at `value`.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        title = Text(titleKey)
        content = { Text($0[keyPath: value]) }
    }

    /// A column titled with a string, shown as it is, showing each row's string at `value`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        content = { Text($0[keyPath: value]) }
    }
}

/// The columns of a table built by a `TableColumnBuilder`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort

    public let cells: [TableColumnCells<RowValue>]
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// A column (or columns) of the table, as its titles and cells.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> [TableColumnCells<RowValue>]
    where Column.TableRowValue == RowValue {
        column.cells
    }

    /// The table's columns, in order.
    public static func buildBlock(_ columns: [TableColumnCells<RowValue>]...) -> TupleTableColumnContent<RowValue, Sort> {
        TupleTableColumnContent(cells: columns.flatMap { $0 })
    }
}
