import Foundation
import SwiftUI
import UIKit

final class ArticleViewController: UIViewController {
    var address: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

struct ArticleView: UIViewControllerRepresentable {
    let url: URL

    final class Coordinator: NSObject {
        var loads = 0
    }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIViewController(context: Context) -> ArticleViewController {
        ArticleViewController()
    }

    func updateUIViewController(_ controller: ArticleViewController, context: Context) {
        controller.address = url
        context.coordinator.loads += 1
    }
}

struct ControllerRepresentableProbe: View {
    var body: some View {
        ArticleView(url: URL(string: "https://www.nhs.uk/conditions/")!)
            .frame(height: 120)
    }
}
