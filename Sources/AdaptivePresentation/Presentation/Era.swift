/// The iOS version a presentation runs on, its behaviour era, and every fact of the model that depends on it.
///
/// This is the only place that looks at the iOS version: the rest of the model asks the era. An app's
/// behaviour follows the SDK it links against as much as the OS it runs on (an app built with the iOS 12
/// SDK keeps the legacy behaviour on iOS 13); `iOS` here means "linked with and running on".
///
/// | kind | iOS | what changes |
/// |---|---|---|
/// | ``Kind/iOS8`` | 8 | segues are released right after `perform()` (R36) |
/// | ``Kind/legacy`` | 9–12 | segues retained for the presentation (R37); legacy adaptation to full screen (R10, R13) |
/// | ``Kind/cards`` | 13–14 | sheets are cards, `.automatic` → page sheet, dismissal delegate (R1, R2, R11, R34); column-style split views from 14 (R67) |
/// | ``Kind/sheetPresentationController`` | 15–17 | `presentationController(_:prepare:)` (R23); bigger form sheets and custom detents from 16 (R30, R51) |
/// | ``Kind/modern`` | 18+ | `.automatic` resolves to form sheet (R2); inset sheets, the inspector column, bar-button popovers morphing and anchored action sheets from 26 (R60, R71, R130–R132); a sheet's `preferredPlacement` from 27 (R134) |
public struct Era: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The behaviour eras.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        case iOS8
        case legacy
        case cards
        case sheetPresentationController
        case modern
    }

    /// The oldest iOS version modelled.
    public static let oldestVersion = 8
    /// The newest iOS version modelled, the default of scenarios and commands.
    public static let newestVersion = 27
    /// Every modelled iOS version.
    public static let versions = oldestVersion...newestVersion
    /// The newest behaviour.
    public static let newest = Era(uncheckedIOS: newestVersion)

    /// The integer iOS version (8 … 27).
    public let iOS: Int
    /// The behaviour era of ``iOS``.
    public let kind: Kind

    /// The era of an iOS version; `nil` outside ``versions``.
    public init?(iOS version: Int) {
        guard Era.versions.contains(version) else { return nil }
        self.init(uncheckedIOS: version)
    }

    private init(uncheckedIOS version: Int) {
        iOS = version
        switch version {
        case ...8: kind = .iOS8
        case 9...12: kind = .legacy
        case 13...14: kind = .cards
        case 15...17: kind = .sheetPresentationController
        default: kind = .modern
        }
    }

    /// `iOS 9 (legacy)`.
    public var description: String { "iOS \(iOS) (\(kind.rawValue))" }

    public static func < (lhs: Era, rhs: Era) -> Bool { lhs.iOS < rhs.iOS }

    // MARK: Segues

    /// R37: from iOS 9 a Present Modally or Popover segue (or a subclass) that presents is retained for the
    /// whole presentation (a Show or custom segue is not); on iOS 8 it is released
    /// right after `perform()` (R36), so a segue acting as the weak delegate disappears.
    public var retainsPresentingSegue: Bool { kind != .iOS8 }

    // MARK: Styles

    /// R11, R10: from the iOS 13 SDK sheets are cards and popovers adapt to form sheets, not full screen.
    public var sheetsAreCards: Bool { iOS >= 13 }

    /// R1: the default `modalPresentationStyle` of a view controller.
    public var defaultModalPresentationStyle: PresentationStyle { sheetsAreCards ? .automatic : .fullScreen }

    /// R1, R2: the concrete style `.automatic` resolves to. Before iOS 13 `.automatic` does not exist; the
    /// model treats it as that era's default, `.fullScreen`.
    public var automaticStyle: PresentationStyle {
        switch kind {
        case .iOS8, .legacy: .fullScreen
        case .cards, .sheetPresentationController: .pageSheet
        case .modern: .formSheet
        }
    }

    /// R10, R13 (and R14, R16, R18 by omission): the style a presentation controller of this style adapts to
    /// by default in these traits; `.none` means it does not adapt.
    public func defaultAdaptiveStyle(for style: PresentationStyle, in traits: TraitCollection) -> PresentationStyle {
        let compactWidth = traits.horizontalSizeClass == .compact
        let compactHeight = traits.verticalSizeClass == .compact
        switch style {
        case .popover:
            if sheetsAreCards { return compactWidth || compactHeight ? .formSheet : .none }
            if compactWidth { return .fullScreen }
            return compactHeight ? .formSheet : .none
        case .formSheet, .pageSheet:
            if sheetsAreCards { return .none }
            return compactWidth ? .fullScreen : .none
        default:
            return .none
        }
    }

    /// R19, open question 7: whether a sheet of style `from` turns into a different presentation controller
    /// for a delegate answer of `to`. From iOS 13 form and page sheets share one sheet class, so a sheet never
    /// changes into the other sheet; before, they were distinct classes.
    public func sheetClassesDiffer(_ from: PresentationStyle, _ to: PresentationStyle) -> Bool {
        guard from.isSheet, to.isSheet, from != to else { return from != to }
        return !sheetsAreCards
    }

    // MARK: Delegate

    /// R23: `presentationController(_:prepare:)` is sent from iOS 15.
    public var asksToPrepareAdaptivePresentationController: Bool { iOS >= 15 }

    /// R19, R23: page and form sheets are managed by a `UISheetPresentationController`, and a popover adapting
    /// to a form sheet uses its `adaptiveSheetPresentationController`, from iOS 15.
    public var hasSheetPresentationController: Bool { iOS >= 15 }

    /// R34: the `presentationControllerShouldDismiss` family, swipe-to-dismiss sheets and
    /// `isModalInPresentation` exist from iOS 13.
    public var hasDismissalDelegate: Bool { iOS >= 13 }

    /// What an era before 13 stands for where a rule is about the SDK an app links with rather than the iOS it
    /// runs on (R13, R24: sheets adapt and size classes are re-checked the old way in an app linked before the
    /// iOS 13 SDK, on any iOS): `"linked before the iOS 13 SDK"`; `nil` from 13 on.
    public var linkedSDKDescription: String? { iOS < 13 ? "linked before the iOS 13 SDK" : nil }

    /// R24: apps linked before the iOS 13 SDK re-check adaptation only when the horizontal size class changes;
    /// later ones on any size-class change.
    public func reconsidersAdaptation(from old: TraitCollection, to new: TraitCollection) -> Bool {
        if old.horizontalSizeClass != new.horizontalSizeClass { return true }
        return sheetsAreCards && old.verticalSizeClass != new.verticalSizeClass
    }

    // MARK: Sizes

    /// R30: the size of a form sheet without a usable `preferredContentSize`. Classic 540×620 up to iOS 15;
    /// from iOS 16 by the screen's longest side (iOS 26 `_UISheetPresentationMetrics`): up to 1024 → 540×600,
    /// below 1590 → 580×640, else 620×680.
    public func defaultFormSheetSize(screen: Size) -> Size {
        guard iOS >= 16 else { return Size(width: 540, height: 620) }
        let longest = max(screen.width, screen.height)
        if longest <= 1024 { return Size(width: 540, height: 600) }
        if longest < 1590 { return Size(width: 580, height: 640) }
        return Size(width: 620, height: 680)
    }

    /// R29: the default popover content size for a zero or negative `preferredContentSize` component.
    /// From iOS 13 (the iOS 26 rule): 320×480 when the window is narrower than 1024 pt, else 375×667. Before,
    /// 320 wide and as tall as fits (`nil` height), after `contentSizeForViewInPopover`'s 320×1100.
    public func defaultPopoverContentSize(window: Size) -> (width: Double, height: Double?) {
        guard sheetsAreCards else { return (320, nil) }
        return window.width < 1024 ? (320, 480) : (375, 667)
    }

    // MARK: Sheets (R51–R60)

    /// R51: custom detents (`.custom(identifier:resolver:)`) exist from iOS 16; on iOS 15 they are not
    /// modelled as active.
    public var hasCustomDetents: Bool { iOS >= 16 }

    /// R60: iOS 26 insets partial-height sheets 8 pt from the left, right and bottom edges (Liquid Glass).
    public var insetsPartialSheets: Bool { iOS >= 26 }

    /// R54, R60, open question 3: the gap between the top safe-area inset and a bottom-attached sheet at its
    /// large detent: 10 pt (20 pt with a Home button, which callers also pass for idioms other than the phone)
    /// on iOS 15–25, none on iOS 26 (measured at the safe area).
    public func sheetTopGap(homeButton: Bool) -> Double {
        if insetsPartialSheets { return 0 }
        return homeButton ? 20 : 10
    }

    /// R54, R60, open question 4: the medium detent's share of the largest detent value. iOS 15–25: 0.56 when
    /// the window is taller than 568 pt, else 0.63 ([CH]); iOS 26: 424.97 / 778, fitted to the one measured
    /// medium sheet (402×874, [NT]), whose formula nobody has read.
    public func mediumDetentFraction(windowHeight: Double) -> Double {
        if insetsPartialSheets { return 424.97 / 778 }
        return windowHeight > 568 ? 0.56 : 0.63
    }

    // MARK: Split views (R61–R71)

    /// R67: column-style split view controllers (`init(style:)` with `.doubleColumn` or `.tripleColumn`) and
    /// their delegate methods (`topColumnForCollapsingToProposedTopColumn`,
    /// `displayModeForExpandingToProposedDisplayMode`, `splitViewControllerDidCollapse`/`DidExpand`,
    /// `willShow`/`willHide`) exist from iOS 14.
    public var hasColumnStyleSplitView: Bool { iOS >= 14 }

    /// R71: the `.inspector` column (and "Inspector column cannot be the top column.") exists from iOS 26.
    public var hasInspectorColumn: Bool { iOS >= 26 }

    // MARK: Popovers and action sheets (R130–R135)

    /// R130: from iOS 26 (the new design, always on from iOS 27) a popover anchored to a bar button item
    /// (`barButtonItem`, or `sourceItem` holding one) grows out of the item instead of pointing an arrow at it:
    /// no arrow, and `permittedArrowDirections` has no effect.
    public var morphsBarButtonPopovers: Bool { iOS >= 26 }

    /// R131, R132: from iOS 26 an action sheet (`UIAlertController`, `.actionSheet`) appears over its anchor on
    /// every device, as a popover that does not adapt to compact width; with no anchor it is centred like an
    /// alert, and raises nothing (before, on an iPad, R27's exception).
    public var anchorsActionSheets: Bool { iOS >= 26 }

    /// R134: `UISheetPresentationController.preferredPlacement` (leading, centre, trailing) exists from iOS 27.
    public var hasSheetPlacement: Bool { iOS >= 27 }

    /// R135: the iOS 27 SDK deprecates `UIPopoverPresentationController.barButtonItem`; `sourceItem` (iOS 16)
    /// takes the same item.
    public var deprecatesBarButtonItemAnchor: Bool { iOS >= 27 }
}
