import Foundation

/// UIKit's label, the view most `UIViewRepresentable`s wrap; it holds its settings and is not drawn.
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize)
    open var textColor: UIColor! = .label
    open var numberOfLines = 1
    open var adjustsFontForContentSizeCategory = false
}
