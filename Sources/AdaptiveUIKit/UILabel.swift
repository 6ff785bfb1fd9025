/// A label, as UIKit's `UILabel`: its text is stored; nothing is drawn.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor?
    open var numberOfLines = 1
}
