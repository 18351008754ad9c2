import NHSDesignSystem
import ViewSnapshots

/// The Toolbar scenes of the catalogue: the specification's samples, then the cases that stress each rule.
enum ToolbarScenes {
    static let entries: [CatalogueEntry] = [
        CatalogueEntry("toolbar/close", specSample: true, screen: true) { CloseSample.BookAppointmentView() },
        CatalogueEntry("toolbar/done", specSample: true, screen: true, waivers: [AuditWaivers.doneCapsule]) { DoneSample.BookAppointmentConfirmationView() },
        CatalogueEntry("toolbar/filter", specSample: true, screen: true) { FilterSample.MessagesView() },
        CatalogueEntry("toolbar/flag", specSample: true, screen: true) { FlagSample.MessageView() },
        CatalogueEntry("toolbar/messages", specSample: true, screen: true, waivers: [AuditWaivers.unreadBadge]) { MessagesSample.HomeView() },
        CatalogueEntry("toolbar/nhs-logo", specSample: true, screen: true) { NHSLogoSample.HomeView() },
        CatalogueEntry("toolbar/icon", specSample: true, screen: true) { IconSample.MessageView() },
        CatalogueEntry("toolbar/text", specSample: true, screen: true) { TextSample.RemovedMessageView() },

        CatalogueEntry("toolbar/back", screen: true) { PushedScreen {} },
        CatalogueEntry("toolbar/trash-and-flag", screen: true) {
            PushedScreen {
                IconToolbarItem(systemImage: "trash", label: "Remove",
                                accessibilityHint: "Removes this message from your inbox") {}
                FlagToolbarItem(flagged: false, labelSuffix: " this message") {}
            }
        },
        // The same in the right-to-left pseudo-locale: the back button at the right, pointing right.
        CatalogueEntry("toolbar/trash-and-flag-rtl", screen: true, devices: [.iPhoneSE], textSizes: [.large], locales: [.rightToLeftPseudo]) {
            PushedScreen {
                IconToolbarItem(systemImage: "trash", label: "Remove",
                                accessibilityHint: "Removes this message from your inbox") {}
                FlagToolbarItem(flagged: false, labelSuffix: " this message") {}
            }
        },
        CatalogueEntry("toolbar/filter-active", screen: true) {
            ToolbarScreen { FilterToolbarItem(activeFilterCount: 2) {} }
        },
        CatalogueEntry("toolbar/filter-many", screen: true) {
            ToolbarScreen { FilterToolbarItem(activeFilterCount: 12) {} }
        },
        CatalogueEntry("toolbar/flagged", screen: true) {
            ToolbarScreen { FlagToolbarItem(flagged: true, labelSuffix: " this message") {} }
        },
        CatalogueEntry("toolbar/messages-none", screen: true) {
            ToolbarScreen { MessagesToolbarItem(unreadCount: 0) {} }
        },
        CatalogueEntry("toolbar/messages-many", screen: true, waivers: [AuditWaivers.unreadBadge]) {
            ToolbarScreen { MessagesToolbarItem(unreadCount: 150) {} }
        },
        CatalogueEntry("toolbar/home", screen: true, waivers: [AuditWaivers.unreadBadge]) {
            ToolbarScreen {
                NHSLogoToolbarItem()
                MessagesToolbarItem(unreadCount: 3) {}
            }
        },
        CatalogueEntry("toolbar/text-welsh", screen: true) {
            PushedScreen {
                TextToolbarItem(label: "Adfer negeseuon",
                                accessibilityHint: "Yn symud y neges hon yn ôl i'ch mewnflwch") {}
            }
        },
        CatalogueEntry("toolbar/text-accents", screen: true) {
            ToolbarScreen { TextToolbarItem(label: "Gofal – ŵ ŷ â") {} }
        },
        CatalogueEntry("toolbar/text-missing-glyph", screen: true) {
            ToolbarScreen { TextToolbarItem(label: "Restore ⌘") {} }
        },
    ]
}

// The specification's samples, verbatim, each in a namespace of its own because several share a name.

enum CloseSample {
    struct BookAppointmentView: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    // content
                }
                .toolbar {
                    CloseToolbarItem(accessibilityHint: "Returns to the prescriptions screen") {
                        // close the view
                    }
                }
            }
        }
    }
}

enum DoneSample {
    struct BookAppointmentConfirmationView: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    // content
                }
                .toolbar {
                    DoneToolbarItem() {
                        // close view
                    }
                }
            }
        }
    }
}

enum FilterSample {
    struct MessagesView: View {
        var body: some View {
            List {
                // content
            }
            .toolbar {
                FilterToolbarItem(activeFilterCount: 0) {
                    // open filter options
                }
            }
        }
    }
}

enum FlagSample {
    struct MessageView: View {
        var body: some View {
            ScrollView {
                // content
            }
            .toolbar {
                FlagToolbarItem(
                    flagged: false,
                    labelSuffix: " this message"
                ) {
                    // toggle flag status
                }
            }
        }
    }
}

enum MessagesSample {
    struct HomeView: View {
        var body: some View {
            ScrollView {
                // content
            }
            .toolbar {
                MessagesToolbarItem(unreadCount: 3) {
                    // navigate to messages inbox
                }
            }
        }
    }
}

enum NHSLogoSample {
    struct HomeView: View {
        var body: some View {
            NavigationStack {
                ScrollView {
                    // content
                }
                .toolbar {
                    NHSLogoToolbarItem()
                }
            }
        }
    }
}

enum IconSample {
    struct MessageView: View {
        var body: some View {
            ScrollView {
                // content
            }
            .toolbar {
                IconToolbarItem(
                    systemImage: "trash",
                    label: "Remove",
                    accessibilityHint: "Removes this message from your inbox"
                ) {
                    // remove action
                }
            }
        }
    }
}

enum TextSample {
    struct RemovedMessageView: View {
        var body: some View {
            List {
                // content
            }
            .toolbar {
                TextToolbarItem(
                    label: "Restore",
                    accessibilityHint: "Moves this message back to your inbox"
                ) {
                    // restore action
                }
            }
        }
    }
}

// Screens for the stress cases.

/// An empty screen in a navigation stack with the given toolbar items.
struct ToolbarScreen<Items: ToolbarContent>: View {
    @ToolbarContentBuilder let items: () -> Items

    var body: some View {
        NavigationStack {
            ScrollView {}
                .toolbar(content: items)
        }
    }
}

/// A screen pushed onto a navigation stack (so iOS shows the back button) with the given toolbar items.
struct PushedScreen<Items: ToolbarContent>: View {
    @ToolbarContentBuilder let items: () -> Items
    @State private var path = NavigationPath(["Message"])

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {}
                .navigationTitle("Messages")
                .navigationDestination(for: String.self) { _ in
                    ScrollView {}
                        .toolbar(content: items)
                }
        }
    }
}
