import SwiftUI
import NHSDesignSystem

struct InboxMessage: Identifiable {
    let id = UUID()
    var sender: String
    var subject: String
    var preview: String
    var received: Date
    var isUnread: Bool
}

@Observable
final class InboxModel {
    var messages: [InboxMessage] = []
    var isLoading = false

    var unreadCount: Int { messages.filter(\.isUnread).count }

    func load() async {
        isLoading = true
        defer { isLoading = false }
        messages = InboxModel.samples
    }

    static let samples = [
        InboxMessage(sender: "Riverside Medical Centre", subject: "Your blood test results",
                     preview: "Dr Shah has reviewed your results and there is nothing to worry about.",
                     received: Date(timeIntervalSince1970: 1_748_764_800), isUnread: true),
        InboxMessage(sender: "NHS App", subject: "Book your flu vaccination",
                     preview: "You are eligible for a free flu vaccination this winter.",
                     received: Date(timeIntervalSince1970: 1_748_592_000), isUnread: true),
        InboxMessage(sender: "Leeds Teaching Hospitals", subject: "Appointment confirmed",
                     preview: "Your appointment at the outpatients clinic is confirmed for 12 June.",
                     received: Date(timeIntervalSince1970: 1_748_160_000), isUnread: false),
    ]
}

/// The inbox: messages from GP surgeries, hospitals and the NHS App, newest first.
struct MessagesInboxView: View {
    @State private var model = InboxModel(messages: InboxModel.samples)
    @State private var searchText = ""
    @State private var showUnreadOnly = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(model.messages.filter { !showUnreadOnly || $0.isUnread }) { message in
                    MessageRow(message: message)
                        .swipeActions {
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                }
            }
            .listStyle(.plain)
            .overlay {
                if model.isLoading {
                    ProgressView()
                }
            }
            .navigationTitle("Messages")
            .searchable(text: $searchText)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Toggle("Unread only", isOn: $showUnreadOnly)
                    } label: {
                        Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
            }
            .task { await model.load() }
        }
    }
}

struct MessageRow: View {
    let message: InboxMessage

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Circle()
                .fill(message.isUnread ? Color.accentColor : .clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender)
                        .font(.subheadline)
                        .fontWeight(message.isUnread ? .semibold : .regular)
                    Spacer()
                    Text(message.received, format: .dateTime.day().month(.abbreviated))
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.body)
                    .bold(message.isUnread)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
    }
}

extension InboxModel {
    convenience init(messages: [InboxMessage]) {
        self.init()
        self.messages = messages
    }
}

#Preview("Inbox") {
    MessagesInboxView()
}
