import SwiftUI

/// A photo row with an iOS 13 action sheet, presented from an item.
struct ActionSheetProbe: View {
    struct Photo: Identifiable {
        let id: Int
    }

    @State private var showsOptions = true
    @State private var selectedPhoto: Photo? = Photo(id: 1)

    var body: some View {
        Text("Photo")
            .actionSheet(isPresented: $showsOptions) {
                ActionSheet(title: Text("Change photo"), message: Text("Choose a source"), buttons: [
                    .default(Text("Take photo")) {},
                    .destructive(Text("Remove photo")),
                    .cancel(),
                ])
            }
            .actionSheet(item: $selectedPhoto) { photo in
                ActionSheet(title: Text("Photo \(photo.id)"))
            }
    }
}
