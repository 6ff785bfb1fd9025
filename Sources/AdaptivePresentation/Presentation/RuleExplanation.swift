/// Why a rule applied, as values: one case per sentence of the model, carrying the styles, traits, iOS
/// versions, detents and controllers the sentence names.
///
/// The deciders record these values, never text, so a decision costs no string building; ``text`` writes
/// the sentence only when a trace or report reads ``RuleApplication/reason``. Every sentence of the
/// deciders is written here, in one `switch`. Two explanations are equal when they are the same case with
/// the same values (comparing them renders nothing).
public enum RuleExplanation: Hashable, Sendable {
    /// An explanation already written out (decoded from JSON, or written by code outside the deciders).
    case text(String)

    // MARK: Presentation and trait changes (R21, R22, R24, R25)

    /// R25: the presentation adapted when it was presented; `prepares` when the era sends
    /// `presentationController(_:prepare:)` (iOS 15+, R23) between the style query and the substitute.
    case adaptedAtPresentation(prepares: Bool)
    /// R22: nothing adapts at the presentation.
    case nothingAdaptsAtPresentation
    /// R24, iOS 13+: the size classes did not change.
    case sizeClassesUnchanged
    /// R24, before iOS 13: the horizontal size class did not change.
    case horizontalSizeClassUnchanged
    /// R24: not adapted, and the new adaptive style is this one.
    case adapts(to: PresentationStyle)
    /// R24: adapted, and the new adaptive style is `.none`.
    case reverts
    /// R21: the original view controller returns when the adaptation ends.
    case originalReturns
    /// R24: adapted to one style, the new adaptive style is another.
    case adaptsAgain(from: PresentationStyle, to: PresentationStyle)
    /// R24: already adapted to this style.
    case staysAdapted(PresentationStyle)
    /// R24: not adapted, and the new adaptive style is `.none`.
    case staysUnadapted

    // MARK: .automatic (R1, R2)

    /// R2: `.automatic` resolves to this style on this iOS version.
    case automaticResolves(to: PresentationStyle, iOS: Int)
    /// R1: before iOS 13 the default style is used instead of `.automatic`.
    case automaticUnavailable(default: PresentationStyle)

    // MARK: The delegate's style (R5–R9)

    /// R7: `adaptivePresentationStyle(for:traitCollection:)` answers this style in these traits.
    case delegateAnswers(PresentationStyle, in: TraitCollection)
    /// R8: `.none` keeps the requested style.
    case noneKeepsRequested(PresentationStyle)
    /// R5: the delegate's answer is a legal adaptive style.
    case legalAnswer(PresentationStyle)
    /// R5: the delegate's answer is not a legal adaptive style.
    case illegalAnswer(PresentationStyle)
    /// R6: the legacy `adaptivePresentationStyle(for:)` answers this style.
    case legacyAnswers(PresentationStyle)
    /// R6: the legacy method's answer is not legal.
    case illegalLegacyAnswer(PresentationStyle)
    /// R9: the delegate implements neither style method.
    case noStyleMethod
    /// R6: the legacy method is not asked in these (horizontally regular) traits.
    case legacyNotAsked(in: TraitCollection)
    /// R9: there is no delegate.
    case noDelegate

    // MARK: Default adaptive styles (R10, R12–R14, R16, R18)

    /// R10: a popover stays a popover in these traits.
    case popoverStays(in: TraitCollection)
    /// R10, iOS 13+: a popover in these compact traits adapts to `.formSheet`.
    case popoverAdaptsToFormSheet(in: TraitCollection)
    /// R10, before iOS 13: a popover in compact width adapts to `.fullScreen`.
    case legacyPopoverAdaptsToFullScreen
    /// R10, before iOS 13: a popover in regular width and compact height adapts to `.formSheet`.
    case legacyPopoverAdaptsToFormSheet(in: TraitCollection)
    /// R12: an iOS 13+ sheet does not adapt.
    case sheetDoesNotAdapt(PresentationStyle, in: TraitCollection)
    /// R13, before iOS 13: a sheet in compact width adapts to `.fullScreen`.
    case legacySheetAdaptsToFullScreen
    /// R13, before iOS 13: a sheet in regular width stays a sheet.
    case legacySheetStays(in: TraitCollection)
    /// R14, R16: this style never adapts.
    case neverAdapts(PresentationStyle)
    /// R18: a custom presentation controller's default is `.none`.
    case customDefaultIsNone

    // MARK: The adaptation target (R14, R16, R18, R19)

    /// R14: a full-screen style ignores the delegate's answer.
    case fullScreenIgnoresAnswer(PresentationStyle, answer: PresentationStyle)
    /// R16: a current-context style ignores the delegate's answer.
    case currentContextIgnoresAnswer(PresentationStyle, answer: PresentationStyle)
    /// R19: the proposed sheet style needs the same sheet presentation controller as the current one.
    case sameSheetController(proposed: PresentationStyle, current: PresentationStyle)
    /// R18: a custom presentation adapts to the delegate's legal answer.
    case customAdapts(to: PresentationStyle)

    // MARK: A new presentation controller (R19, R20, R23, R27)

    /// R19: a presentation controller of this style takes over.
    case controllerTakesOver(PresentationStyle)
    /// R23: the delegate prepares the adapted presentation controller.
    case delegatePrepares
    /// R20: the delegate's substitute is shown while adapted.
    case substituteShown
    /// R20: the delegate returns no substitute.
    case noSubstitute
    /// R27: a popover's transition needs an anchor.
    case popoverNeedsAnchor

    // MARK: Appearance (R11, R13, R15, R17)

    /// R11: an iOS 13+ sheet in compact height looks full screen.
    case sheetInCompactHeight
    /// R11: an iOS 13+ sheet in compact width and regular height is a card.
    case sheetIsCard
    /// R11: an iOS 13+ sheet in regular width and height is centred.
    case sheetIsCentred
    /// R13: a sheet kept in compact width before iOS 13 fills the window.
    case legacySheetFillsWindow
    /// R13: a sheet in regular width before iOS 13 is centred.
    case legacySheetIsCentred
    /// R17: a full-screen style is presented by the controller that covers the screen.
    case coversScreen(PresentationStyle)
    /// R15: `.currentContext` covers the controller that defines the presentation context.
    case coversContext
    /// R15: `.overCurrentContext` covers that controller, which stays underneath.
    case coversContextOver

    // MARK: Sheet layout (R51–R55, R58, R60)

    /// R54: a sheet in compact width is attached to the bottom edge.
    case sheetBottomAttached
    /// R55: a sheet in compact height preferring edge attachment.
    case sheetEdgeAttached
    /// R55: a sheet in compact height without edge attachment is full screen.
    case sheetFullScreenInCompactHeight
    /// R58: a sheet of this style in regular width and height floats, centred.
    case sheetFloating(PresentationStyle)
    /// R51: `maximumDetentValue` (rounded) and the window height, sheet top and bottom safe area it comes from.
    case maximumDetentValue(Double, windowHeight: Double, top: Double, bottom: Double)
    /// R55: `.medium` is inactive in compact height.
    case mediumInactiveInCompactHeight
    /// R51: a custom detent needs iOS 16; inactive on this iOS version.
    case customDetentNeedsIOS16(String, iOS: Int)
    /// R51: a custom detent is capped at `maximumDetentValue`.
    case customDetentCapped(String)
    /// R51: a custom detent's resolver returns `nil`.
    case customDetentInactive(String)
    /// R55: no detent is active in compact height: the edge-attached sheet keeps its full height.
    case noActiveDetentEdgeAttached
    /// R51: no detent is active: UIKit asserts.
    case noActiveDetent
    /// R52: the sheet rests at the selected detent.
    case restsAtSelectedDetent(String)
    /// R52: no detent is selected: the sheet rests at the smallest active one.
    case restsAtSmallestDetent(String)
    /// R52: the selected detent is not active: the sheet rests at the smallest active one.
    case selectedDetentInactive(String, restsAt: String)
    /// R53: the sheet rests above the largest undimmed detent.
    case dimmedAbove(String)
    /// R53: the sheet rests at or below the largest undimmed detent.
    case undimmedAtOrBelow(String)
    /// R53: no largest undimmed detent is active.
    case everyDetentDimmed
    /// R55: the edge-attached width follows `preferredContentSize`.
    case widthFollowsPreferredContentSize
    /// R60: iOS 26 insets a partial-height sheet.
    case partialSheetInset
    /// R54: the sheet's height is the detent's value plus the bottom safe area.
    case sheetHeightFromDetent
    /// R134: the sheet sits at its `preferredPlacement` in the presenting view (iOS 27).
    case sheetPlacement(SheetPlacement)

    // MARK: Action sheets (R131, R132)

    /// R131: an anchored action sheet appears over its anchor and does not adapt (iOS 26).
    case actionSheetOverAnchor
    /// R132: an action sheet with no anchor is centred like an alert and raises nothing (iOS 26).
    case actionSheetCentred

    // MARK: Split view collapse and expansion (R61–R63, R67, R68, R71)

    /// R61: the split view collapses.
    case splitCollapses
    /// R67: a column-style split view does not call the classic delegate methods.
    case columnStyleSkipsClassicDelegate
    /// R68: `topColumnForCollapsingToProposedTopColumn` is asked.
    case topColumnAsked
    /// R71: the inspector column cannot be the top column.
    case inspectorCannotBeTop
    /// R68: the compact column's controller is shown.
    case compactColumnShown
    /// R68: the columns are stacked up to this column.
    case columnsStacked(upTo: SplitColumn)
    /// R62: `primaryViewController(forCollapsing:)` makes this controller the primary.
    case collapsingPrimary(String)
    /// R62: `primaryViewController(forCollapsing:)` returns `nil`.
    case collapsingPrimaryStays
    /// R62: `collapseSecondary` returns `true`.
    case secondaryDiscarded
    /// R62: a navigation primary pushes the secondary.
    case secondaryPushed
    /// R62: a plain primary drops the secondary.
    case secondaryVanishes
    /// R67: `splitViewControllerDidCollapse` is not called for a classic split view.
    case didCollapseNotCalled
    /// R61: the split view expands.
    case splitExpands
    /// R68: `displayModeForExpandingToProposedDisplayMode` is asked.
    case displayModeAsked
    /// R63: `separateSecondaryFrom` returns this controller.
    case secondarySeparated(String)
    /// R63: a navigation primary pops its top controller, the secondary.
    case secondaryPopped
    /// R63: the secondary preserved at collapse returns.
    case secondaryPreserved
}

extension RuleExplanation {
    /// The sentence, as traces, reports and `decide --explain` show it.
    public var text: String {
        switch self {
        case let .text(text):
            return text

        case let .adaptedAtPresentation(prepares):
            return prepares
                ? "adapted at presentation: prepare, substitute and willPresent come before the transition"
                : "adapted at presentation: substitute and willPresent come before the transition"
        case .nothingAdaptsAtPresentation:
            return "nothing adapts: willPresentWithAdaptiveStyle(.none) before the transition"
        case .sizeClassesUnchanged:
            return "the size classes did not change, so adaptation is not reconsidered"
        case .horizontalSizeClassUnchanged:
            return "linked before iOS 13: adaptation is reconsidered only when the horizontal size class changes"
        case let .adapts(target):
            return "not adapted and the new style is \(target.token): adapt"
        case .reverts:
            return "adapted and the new style is .none: go back to the original presentation controller"
        case .originalReturns:
            return "the original view controller returns; the substitute is discarded (not asked again)"
        case let .adaptsAgain(current, target):
            return "adapted to \(current.token), the new style is \(target.token): adapt again"
        case let .staysAdapted(target):
            return "already adapted to \(target.token): nothing changes"
        case .staysUnadapted:
            return "not adapted and the new style is .none: nothing changes"

        case let .automaticResolves(resolved, iOS):
            return ".automatic resolves to \(resolved.token) on iOS \(iOS)"
        case let .automaticUnavailable(resolved):
            return ".automatic does not exist before iOS 13: the default \(resolved.token) is used"

        case let .delegateAnswers(answer, traits):
            return "the delegate answers \(answer.token) for \(traits)"
        case let .noneKeepsRequested(style):
            return ".none keeps the requested \(style.token)"
        case let .legalAnswer(answer):
            return "\(answer.token) is a legal adaptive style"
        case let .illegalAnswer(answer):
            return
                "\(answer.token) is not a legal answer (only fullScreen, overFullScreen, formSheet, none): the default applies"
        case let .legacyAnswers(answer):
            return "the legacy adaptivePresentationStyle(for:) answers \(answer.token) (horizontally compact)"
        case let .illegalLegacyAnswer(answer):
            return
                "\(answer.token) is not a legal legacy answer (only fullScreen, overFullScreen, none): the default applies"
        case .noStyleMethod:
            return "the delegate implements no adaptivePresentationStyle method: the default applies"
        case let .legacyNotAsked(traits):
            return
                "no adaptivePresentationStyle(for:traitCollection:); the legacy adaptivePresentationStyle(for:) is asked only when horizontally compact, and \(traits) is not: the default applies"
        case .noDelegate:
            return "no delegate: the default applies"

        case let .popoverStays(traits):
            return "a popover in \(traits) stays a popover"
        case let .popoverAdaptsToFormSheet(traits):
            return
                "iOS 13+: a popover in a horizontally or vertically compact environment (\(traits)) adapts to .formSheet"
        case .legacyPopoverAdaptsToFullScreen:
            return "before iOS 13 a popover in compact width adapts to .fullScreen"
        case let .legacyPopoverAdaptsToFormSheet(traits):
            return "before iOS 13 a popover in regular width and compact height (\(traits)) adapts to .formSheet"
        case let .sheetDoesNotAdapt(style, traits):
            return "iOS 13+ sheets do not adapt: \(style.token) lays itself out for \(traits)"
        case .legacySheetAdaptsToFullScreen:
            return "before iOS 13 a sheet in compact width adapts to .fullScreen"
        case let .legacySheetStays(traits):
            return "before iOS 13 a sheet in regular width (\(traits)) stays a sheet"
        case let .neverAdapts(style):
            return "\(style.token) never adapts"
        case .customDefaultIsNone:
            return "a custom presentation controller's default is .none: it never adapts by itself"

        case let .fullScreenIgnoresAnswer(style, answer):
            return "\(style.token) never adapts: the answer \(answer.token) is ignored"
        case let .currentContextIgnoresAnswer(style, answer):
            return
                "\(style.token) never adapts (its shouldPresentInFullscreen differs): the answer \(answer.token) is ignored"
        case let .sameSheetController(proposed, current):
            return "\(proposed.token) needs the same sheet presentation controller as \(current.token): no adaptation"
        case let .customAdapts(answer):
            return "a custom presentation adapts only to a legal delegate answer: \(answer.token)"

        case let .controllerTakesOver(style):
            return "a \(style.token) presentation controller takes over"
        case .delegatePrepares:
            return "iOS 15+: the delegate prepares the adapted presentation controller"
        case .substituteShown:
            return "the delegate's substitute is shown instead while adapted"
        case .noSubstitute:
            return "the delegate returns nil: the presented view controller stays"
        case .popoverNeedsAnchor:
            return "the popover presentation controller runs the transition: it needs an anchor"

        case .sheetInCompactHeight:
            return "a sheet in compact height looks like .fullScreen (not adapted)"
        case .sheetIsCard:
            return "a sheet in compact width and regular height is a card"
        case .sheetIsCentred:
            return "a sheet in regular width and height is centred"
        case .legacySheetFillsWindow:
            return "a sheet kept in compact width fills the window"
        case .legacySheetIsCentred:
            return "a sheet in regular width is centred, even in compact height"
        case let .coversScreen(style):
            return
                "\(style.token) is presented by the controller that covers the screen (the top of the presenter's hierarchy)"
        case .coversContext:
            return "covers the controller that defines the presentation context"
        case .coversContextOver:
            return "covers the controller that defines the presentation context, which stays underneath"

        case .sheetBottomAttached:
            return "compact width: the sheet is attached to the bottom edge at its detent"
        case .sheetEdgeAttached:
            return
                "compact height with prefersEdgeAttachedInCompactHeight: edge-attached, 8 pt below the top, at the safe-area width"
        case .sheetFullScreenInCompactHeight:
            return "compact height: full screen, one detent, no grabber, no adaptation reported"
        case let .sheetFloating(style):
            return "regular width and height: a centred \(style.token); detents do not move it (open question 5)"
        case let .maximumDetentValue(maximum, windowHeight, top, bottom):
            return
                "maximumDetentValue \(Size.format(maximum)): the window's \(Size.format(windowHeight)) less the sheet's top \(Size.format(top)) and the bottom safe area \(Size.format(bottom))"
        case .mediumInactiveInCompactHeight:
            return ".medium is inactive in compact height"
        case let .customDetentNeedsIOS16(identifier, iOS):
            return "custom detent '\(identifier)' needs iOS 16: inactive on iOS \(iOS)"
        case let .customDetentCapped(identifier):
            return "custom detent '\(identifier)' is capped at maximumDetentValue"
        case let .customDetentInactive(identifier):
            return "custom detent '\(identifier)' returns nil: inactive"
        case .noActiveDetentEdgeAttached:
            return "no detent is active in compact height: the edge-attached sheet keeps its full height"
        case .noActiveDetent:
            return "no detent is active: UIKit asserts \"At least one detent must be active.\""
        case let .restsAtSelectedDetent(identifier):
            return "rests at the selected detent '\(identifier)'"
        case let .restsAtSmallestDetent(identifier):
            return "no selectedDetentIdentifier: rests at the smallest active detent '\(identifier)'"
        case let .selectedDetentInactive(selected, resting):
            return "selectedDetentIdentifier '\(selected)' is not an active detent: rests at the smallest, '\(resting)'"
        case let .dimmedAbove(undimmed):
            return "above the largest undimmed detent '\(undimmed)': dimmed, the presenter is blocked"
        case let .undimmedAtOrBelow(undimmed):
            return "at or below the largest undimmed detent '\(undimmed)': no dimming, touches reach the presenter"
        case .everyDetentDimmed:
            return "no active largestUndimmedDetentIdentifier: every detent is dimmed"
        case .widthFollowsPreferredContentSize:
            return "widthFollowsPreferredContentSizeWhenEdgeAttached: the width follows preferredContentSize, centred"
        case .partialSheetInset:
            return "iOS 26: a partial-height sheet is inset 8 pt from the sides and bottom"
        case .sheetHeightFromDetent:
            return "the detent's value plus the bottom safe area is the sheet's height, from the bottom edge"
        case let .sheetPlacement(placement):
            return "iOS 27: preferredPlacement \(placement.rawValue): the sheet sits "
                + (placement == .center ? "centred in" : "at the \(placement.rawValue) edge of")
                + " the presenting view"
        case .actionSheetOverAnchor:
            return "iOS 26: an action sheet appears over its anchor, as a popover that does not adapt to compact width"
        case .actionSheetCentred:
            return
                "iOS 26: an action sheet with no anchor is centred like an alert, with a Cancel button; nothing is raised"

        case .splitCollapses:
            return "the window became horizontally compact: the split view collapses to one column"
        case .columnStyleSkipsClassicDelegate:
            return "a column-style split view: the classic delegate methods are not called"
        case .topColumnAsked:
            return "topColumnForCollapsingToProposedTopColumn is asked with .secondary proposed (open question 7)"
        case .inspectorCannotBeTop:
            return "the inspector column cannot be the top column: UIKit asserts"
        case .compactColumnShown:
            return "the compact column's controller is shown"
        case let .columnsStacked(column):
            return "the columns are stacked up to the \(column.rawValue) column"
        case let .collapsingPrimary(controller):
            return "primaryViewController(forCollapsing:) makes \(controller) the primary"
        case .collapsingPrimaryStays:
            return "primaryViewController(forCollapsing:) returns nil: the current primary stays"
        case .secondaryDiscarded:
            return "collapseSecondary returns true: the secondary is discarded"
        case .secondaryPushed:
            return "the navigation primary's collapseSecondaryViewController pushes the secondary"
        case .secondaryVanishes:
            return "a plain primary's collapseSecondaryViewController does nothing: the secondary vanishes"
        case .didCollapseNotCalled:
            return "splitViewControllerDidCollapse is a column-style method: not called for a classic split view"
        case .splitExpands:
            return "the window became horizontally regular: the split view expands"
        case .displayModeAsked:
            return
                "displayModeForExpandingToProposedDisplayMode is asked; its answer is the display mode (.automatic keeps the proposed one)"
        case let .secondarySeparated(controller):
            return "separateSecondaryFrom returns \(controller): it becomes the secondary"
        case .secondaryPopped:
            return "the navigation primary's separateSecondaryViewController pops its top controller, the secondary"
        case .secondaryPreserved:
            return "nothing separates a secondary: the one preserved at collapse returns (base class, [DEC] fallback)"
        }
    }
}
