import AdaptivePresentation
import Foundation

/// The presentation controller of a `.pageSheet` or `.formSheet` presentation from iOS 15, as UIKit's
/// `UISheetPresentationController`.
///
/// Its presentation, adaptation and detents are simulated: the medium and large detents, the selection,
/// dimming, the grabber and edge attachment are handed to the simulation's ``/AdaptivePresentation/SheetPresentationController``
/// (R51–R60), which lays the sheet out. Custom detents are kept but not simulated (their resolver needs the
/// container at layout time): they are left out of the simulated detents, which fall back to `[.large()]`
/// when nothing else is left. A user drag changes the simulation's selection, not this stored property.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// A detent's identifier.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String

            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// An identifier named `rawValue`.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier.
        public let identifier: Identifier
        /// A custom detent's height for a maximum height; nil for the system detents.
        let resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        /// The simulation's detent this one was read from (a storyboard's or scenario's sheet configuration),
        /// handed back as it is.
        let modelDetent: SheetDetent?

        init(
            identifier: Identifier,
            resolver: (@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?,
            modelDetent: SheetDetent? = nil
        ) {
            self.identifier = identifier
            self.resolver = resolver
            self.modelDetent = modelDetent
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// iOS 16+: a height computed by `resolver`.
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom"), resolver: resolver)
        }
    }

    /// A wrapper of the simulation's presentation controller: the properties start as its configuration says
    /// (a storyboard's or scenario's sheet), so that what the app changes keeps the rest.
    override init(model: PresentationController) {
        super.init(model: model)
        guard let configuration = (model as? SheetPresentationController)?.configuration else { return }
        func identifier(_ name: String) -> Detent.Identifier {
            switch name {
            case SheetDetent.medium.identifier: .medium
            case SheetDetent.large.identifier: .large
            default: Detent.Identifier(name)
            }
        }
        detents = configuration.detents.map { detent in
            switch detent.kind {
            case .medium: .medium()
            case .large: .large()
            case .custom: Detent(identifier: identifier(detent.identifier), resolver: nil, modelDetent: detent)
            }
        }
        selectedDetentIdentifier = configuration.selectedDetentIdentifier.map(identifier)
        largestUndimmedDetentIdentifier = configuration.largestUndimmedDetentIdentifier.map(identifier)
        prefersGrabberVisible = configuration.prefersGrabberVisible
        prefersEdgeAttachedInCompactHeight = configuration.prefersEdgeAttachedInCompactHeight
        widthFollowsPreferredContentSizeWhenEdgeAttached =
            configuration.widthFollowsPreferredContentSizeWhenEdgeAttached
        preferredPlacement =
            switch configuration.preferredPlacement {
            case .automatic: .automatic
            case .leading: .leading
            case .center: .center
            case .trailing: .trailing
            }
    }

    /// The heights the sheet may rest at (default: large only).
    open var detents: [Detent] = [.large()] { didSet { syncConfiguration() } }
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { syncConfiguration() } }
    /// The largest detent that does not dim the content behind.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { syncConfiguration() } }
    /// Whether the sheet shows a grabber.
    open var prefersGrabberVisible = false { didSet { syncConfiguration() } }
    /// Whether scrolling expands the sheet (stored only).
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom edge in compact height.
    open var prefersEdgeAttachedInCompactHeight = false { didSet { syncConfiguration() } }
    /// Whether an edge-attached sheet takes the preferred width.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { syncConfiguration() } }
    /// The corner radius (stored only).
    open var preferredCornerRadius: CGFloat?
    /// The view the sheet is anchored to when it comes from an adapted popover.
    open var sourceView: UIView? { didSet { syncConfiguration() } }

    /// iOS 27: where a floating sheet sits in the presenting view, as UIKit's
    /// `UISheetPresentationController.Placement`.
    public enum Placement: Int, Sendable {
        /// The system decides (centred when the sheet floats).
        case automatic
        /// On the leading edge of the presenting view.
        case leading
        /// Centred in the presenting view.
        case center
        /// On the trailing edge of the presenting view.
        case trailing
    }

    /// iOS 27: where the sheet sits when it floats (regular width); ignored while ``sourceView`` is set, while
    /// the sheet is attached to an edge, and before iOS 27 (R134).
    open var preferredPlacement: Placement = .automatic { didSet { syncConfiguration() } }

    /// Applies detent changes; the simulation applies them at once.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Where the configuration goes: the simulation's sheet presentation controller, or, for a popover's
    /// adaptive sheet, the popover's (set by ``UIPopoverPresentationController``).
    var configurationSink: ((SheetConfiguration) -> Void)?

    /// The simulation's configuration of these properties.
    var modelConfiguration: SheetConfiguration {
        func name(_ identifier: Detent.Identifier) -> String {
            switch identifier {
            case .medium: SheetDetent.medium.identifier
            case .large: SheetDetent.large.identifier
            default: identifier.rawValue
            }
        }
        var simulated: [SheetDetent] = detents.compactMap { detent in
            if let modelDetent = detent.modelDetent { return modelDetent }
            guard detent.resolver == nil else { return nil }
            return detent.identifier == .medium ? .medium : .large
        }
        if simulated.isEmpty { simulated = [.large] }
        var configuration = SheetConfiguration(
            detents: simulated, selectedDetentIdentifier: selectedDetentIdentifier.map(name),
            largestUndimmedDetentIdentifier: largestUndimmedDetentIdentifier.map(name),
            prefersGrabberVisible: prefersGrabberVisible,
            prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight,
            widthFollowsPreferredContentSizeWhenEdgeAttached: widthFollowsPreferredContentSizeWhenEdgeAttached)
        if sourceView == nil {
            configuration.preferredPlacement =
                switch preferredPlacement {
                case .automatic: .automatic
                case .leading: .leading
                case .center: .center
                case .trailing: .trailing
                }
        }
        return configuration
    }

    private func syncConfiguration() {
        let configuration = modelConfiguration
        if let configurationSink {
            configurationSink(configuration)
        } else if let sheet = model as? SheetPresentationController {
            sheet.configuration = configuration
            sheet.presentedViewController.window?.sheetConfigurationDidChange(of: sheet)
        }
    }
}
