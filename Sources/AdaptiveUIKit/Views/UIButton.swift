import Foundation

/// A button, as UIKit's `UIButton`: a titled control that anchors popovers. Nothing is drawn.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable, Hashable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The kind of button it was made as.
    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]

    /// A button of the given kind.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
    }

    /// The title for a state (the normal title when the state has none).
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// The normal title.
    open var currentTitle: String? { title(for: .normal) }

    private var images: [UInt: UIImage] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// Sets the image for a state (held: nothing is drawn).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image for a state, else the normal one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The normal image.
    open var currentImage: UIImage? { image(for: .normal) }

    /// Sets the title colour for a state (held).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
    }

    /// The title colour for a state, else the normal one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Whether the image darkens while highlighted (held; deprecated in iOS 15).
    open var adjustsImageWhenHighlighted = true

    /// The label showing the title: its text is the normal title.
    open var titleLabel: UILabel? {
        if let label = storedTitleLabel {
            label.text = currentTitle
            return label
        }
        let label = UILabel()
        label.text = currentTitle
        storedTitleLabel = label
        return label
    }
    private var storedTitleLabel: UILabel?

    override var anchorName: String { accessibilityIdentifier ?? currentTitle ?? "UIButton" }
}
