import Foundation

/// UIKit's view controller, so that a `UIViewControllerRepresentable`'s `makeUIViewController` that
/// builds one compiles; SnapUI cannot draw it (see `UIViewControllerRepresentable`).
open class UIViewController: NSObject {
    /// The controller's root view.
    open var view: UIView! = UIView()
    open var title: String?

    public override init() {
        super.init()
    }

    /// Called on iOS once the view is loaded; SnapUI never loads it.
    open func viewDidLoad() {}
}
