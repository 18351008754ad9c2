import Foundation

/// UIKit's view, so that a `UIViewRepresentable`'s `makeUIView` that builds one compiles. SnapUI
/// cannot draw UIKit views: a representable draws as a placeholder box (see `UIViewRepresentable`).
open class UIView: NSObject {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open private(set) var subviews: [UIView] = []

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The view's rectangle in its own coordinates.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Adds `view` on top of the view's subviews.
    open func addSubview(_ view: UIView) {
        subviews.append(view)
    }
}
