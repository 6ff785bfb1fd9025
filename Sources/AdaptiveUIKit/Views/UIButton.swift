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

    override var anchorName: String { accessibilityIdentifier ?? currentTitle ?? "UIButton" }
}
