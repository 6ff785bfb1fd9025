import AdaptivePresentation
import Foundation

/// A primary and a secondary column, as UIKit's `UISplitViewController` (the classic two-column form).
///
/// In a horizontally compact window it is collapsed (``isCollapsed``). The column styles, display modes and
/// the delegate are stored; collapsing through the delegate is not simulated yet (issue 6).
@MainActor
open class UISplitViewController: UIViewController {
    /// The column layout (iOS 14+). Stored only.
    public enum Style: Int, Sendable, Hashable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// How the columns are shown. Stored only.
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
    }

    private var initialColumns: [UIViewController] = []

    /// The column layout.
    public private(set) var style: Style = .unspecified
    /// The delegate; weak, as in UIKit. Not called yet.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    open var preferredDisplayMode: DisplayMode = .automatic
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0
    open var presentsWithGesture = true

    /// A split view controller with the given column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        let columns = children.isEmpty ? initialColumns.map(\.model) : children
        return HostedSplitViewController(
            identifier: identifier, primary: columns.first, secondary: columns.count > 1 ? columns[1] : nil)
    }

    private var split: SplitViewController? { model as? SplitViewController }

    /// The columns: primary, then secondary. Set before the controller is first used (the simulation's
    /// split view takes its columns when it is made).
    open var viewControllers: [UIViewController] {
        get { [split?.primary, split?.secondary].compactMap { $0 }.map(UIViewController.wrapping) }
        set { initialColumns = newValue }
    }

    /// Whether only one column is shown (horizontally compact window).
    open var isCollapsed: Bool { split?.isCollapsed ?? false }
}
