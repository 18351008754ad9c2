import SwiftUI
import NHSDesignSystem

/// What the documents screen shows when there is nothing to show, or when loading failed.
struct DocumentsView: View {
    enum LoadState {
        case loading
        case loaded([String])
        case failed(Error)
    }

    @State var state: LoadState

    var body: some View {
        NavigationStack {
            Group {
                switch state {
                case .loading:
                    ProgressView("Loading documents")
                case .loaded(let documents) where documents.isEmpty:
                    ContentUnavailableView(
                        "No documents",
                        systemImage: "doc.text.magnifyingglass",
                        description: Text("Letters and documents from your GP surgery and hospital will appear here.")
                    )
                case .loaded(let documents):
                    List(documents, id: \.self) { Text($0) }
                case .failed:
                    ContentUnavailableView {
                        Label("Cannot show documents", systemImage: "exclamationmark.triangle.fill")
                    } description: {
                        Text("There was a problem connecting to your GP surgery. Try again later, or contact your surgery if you need a document urgently.")
                    } actions: {
                        Button("Try again") {
                            state = .loading
                        }
                        .buttonStyle(.borderedProminent)
                        Link("Find your GP surgery's phone number", destination: URL(string: "https://www.nhs.uk/service-search/find-a-gp")!)
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Documents")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

struct ConnectionError: Error {}

#Preview("Empty") {
    DocumentsView(state: .loaded([]))
}

#Preview("Failed") {
    DocumentsView(state: .failed(ConnectionError()))
}
