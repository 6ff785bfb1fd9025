import AdaptivePresentation
import Foundation

/// A primary and a secondary column, as UIKit's `UISplitViewController` (the classic two-column form).
///
/// In a horizontally compact window it collapses and expands back as the simulation's
/// ``/AdaptivePresentation/SplitViewController`` does (R61–R68), with its style, preferred display mode and primary column width.
/// The delegate is stored but not asked: the simulation collapses as UIKit does without a delegate (a
/// navigation primary pushes the secondary, R62). Scenario files can declare a delegate's answers.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The column layout (iOS 14+).
    public enum Style: Int, Sendable, Hashable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// How the columns are shown.
    public enum DisplayMode: Int, Sendable, Hashable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary
        case twoDisplaceSecondary
    }

    /// The column layout.
    public private(set) var style: Style = .unspecified
    /// The delegate; weak, as in UIKit. Not called yet.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// The display mode the app prefers (R65).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { split?.configuration.preferredDisplayMode = Self.model(preferredDisplayMode) }
    }
    /// The primary column's width as a fraction (R66).
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0 {
        didSet {
            split?.configuration.preferredPrimaryColumnWidthFraction =
                preferredPrimaryColumnWidthFraction > 0 ? Double(preferredPrimaryColumnWidthFraction) : nil
        }
    }

    /// The display mode now (R65); never `.automatic`.
    open var displayMode: DisplayMode {
        guard let mode = split?.displayMode else { return .oneBesideSecondary }
        return DisplayMode(rawValue: SplitDisplayMode.allCases.firstIndex(of: mode) ?? 2) ?? .oneBesideSecondary
    }

    private static func model(_ mode: DisplayMode) -> SplitDisplayMode {
        SplitDisplayMode.allCases.indices.contains(mode.rawValue)
            ? SplitDisplayMode.allCases[mode.rawValue] : .automatic
    }
    /// Whether a swipe shows the primary column (stored only).
    open var presentsWithGesture = true

    /// A split view controller with the given column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
        split?.configuration.style =
            switch style {
            case .unspecified: .classic
            case .doubleColumn: .doubleColumn
            case .tripleColumn: .tripleColumn
            }
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Called by a storyboard for a split view controller scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func makeModel(identifier: String, children: [ViewController]) -> ViewController {
        // A scene with only a secondary column hands over one child: it is the secondary.
        if case let .split(primary, secondary)? = scene?.definition.kind, primary == nil, secondary != nil {
            return SplitViewController(identifier: identifier, primary: nil, secondary: children.first)
        }
        return SplitViewController(
            identifier: identifier, primary: children.first, secondary: children.count > 1 ? children[1] : nil)
    }

    private var split: SplitViewController? { model as? SplitViewController }

    /// The columns: primary, then secondary.
    open var viewControllers: [UIViewController] {
        get { [split?.primary, split?.secondary].compactMap { $0 }.map(UIViewController.wrapping) }
        set { split?.setViewControllers(newValue.map(\.model)) }
    }

    /// Whether only one column is shown (horizontally compact window).
    open var isCollapsed: Bool { split?.isCollapsed ?? false }

    /// A column of a column-style split view controller (iOS 14+; `inspector` iOS 26+).
    public enum Column: Int, Sendable, Hashable, CaseIterable {
        case primary, supplementary, secondary, compact, inspector

        var model: SplitColumn {
            switch self {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            case .compact: .compact
            case .inspector: .inspector
            }
        }
    }

    /// Shows `column` (R69). Collapsed, the column comes on top of the stack (pushed, or what covers it
    /// popped); expanded, the nearest display mode that shows it, after the delegate's `willChangeTo` and
    /// `willShow`; `.secondary` is ignored while expanded. UIKit raises (recorded in the window's
    /// ``UIWindow/exceptions``) on a split view controller without a column style, or for a column this iOS
    /// version lacks.
    open func show(_ column: Column) {
        changeColumn(column, show: true)
    }

    /// Hides `column` (R69). Collapsed, `.primary` is ignored and another column is popped; expanded, the
    /// nearest display mode that hides it, after `willChangeTo` and `willHide`.
    open func hide(_ column: Column) {
        changeColumn(column, show: false)
    }

    private func changeColumn(_ column: Column, show: Bool) {
        guard let split, let window = model.window else { return }
        do {
            try window.changeColumn(column.model, of: split, show: show)
        } catch {
            UIWindow.record(error, in: uiWindow)
        }
    }
}
