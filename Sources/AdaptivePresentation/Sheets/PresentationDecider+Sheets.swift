extension PresentationDecider {
    /// The margin of an edge-attached sheet below the top of the window, and of an iOS 26 inset sheet from
    /// the sides and bottom (R55, R60).
    public static let sheetEdgeMargin: Double = 8

    /// How a sheet presentation controller lays out a sheet (R51–R56, R58, R60); `nil` when there is no sheet
    /// presentation controller (before iOS 15, R50) or `style` is not a sheet.
    ///
    /// - Parameters:
    ///   - sheet: the app's configuration of the sheet (or of a popover's adaptive sheet, R59).
    ///   - style: the style in charge: `.formSheet` or `.pageSheet`.
    ///   - appearance: the decided appearance (``PresentationDecision/appearance``).
    ///   - environment: the window the sheet is presented in, with its traits and size.
    ///   - preferredContentSize: the presented controller's, for edge-attached and floating sheets.
    public func sheetLayout(
        _ sheet: SheetConfiguration, style: PresentationStyle, appearance: PresentationAppearance,
        environment: Environment, preferredContentSize: Size
    ) -> SheetLayout? {
        guard era.hasSheetPresentationController, style.isSheet else { return nil }
        var log = Log()
        let placement: SheetLayout.Placement
        switch appearance {
        case .card:
            placement = .bottomAttached
            log.rule(.R54, .sheetBottomAttached)
        case .fullScreen where environment.traits.verticalSizeClass == .compact:
            if sheet.prefersEdgeAttachedInCompactHeight {
                placement = .edgeAttached
                log.rule(.R55, .sheetEdgeAttached)
            } else {
                placement = .fullScreen
                log.rule(.R55, .sheetFullScreenInCompactHeight)
            }
        case .sheet:
            placement = .floating
            log.rule(.R58, .sheetFloating(style))
        default:
            return nil
        }
        let window = environment.window
        let device = environment.device
        // R54: 10 pt below the top safe area on a phone without a Home button; 20 pt with one and on the other
        // idioms (an iPad card in compact width).
        let top = device.statusBarHeight + era.sheetTopGap(homeButton: device.hasHomeButton || device.idiom != .phone)
        let bottom = device.safeArea.bottom(in: environment.orientation)
        // R54: maximumDetentValue is the sheet's height less the bottom safe area. In compact height (a
        // landscape iPhone, no top inset) the sheet starts 8 pt below the top edge-attached (R55), at the top
        // full screen, not below the portrait status bar.
        let sheetTop: Double =
            switch placement {
            case .edgeAttached: min(Self.sheetEdgeMargin, window.height)
            case .fullScreen: 0
            case .bottomAttached, .floating: top
            }
        let maximum = max(0, window.height - sheetTop - bottom)
        log.rule(
            .R51,
            .maximumDetentValue(Self.rounded(maximum), windowHeight: window.height, top: sheetTop, bottom: bottom))
        var active: [SheetLayout.ActiveDetent] = []
        for detent in sheet.detents where !active.contains(where: { $0.identifier == detent.identifier }) {
            let value: Double?
            switch detent.kind {
            case .large:
                value = maximum
            case .medium:
                if placement == .edgeAttached || placement == .fullScreen {
                    log.rule(.R55, .mediumInactiveInCompactHeight)
                    value = nil
                } else {
                    value = maximum * era.mediumDetentFraction(windowHeight: window.height)
                }
            case let .custom(height):
                if !era.hasCustomDetents {
                    log.rule(.R51, .customDetentNeedsIOS16(detent.identifier, iOS: era.iOS))
                    value = nil
                } else if let height {
                    if height > maximum { log.rule(.R51, .customDetentCapped(detent.identifier)) }
                    value = min(max(height, 0), maximum)
                } else {
                    log.rule(.R51, .customDetentInactive(detent.identifier))
                    value = nil
                }
            }
            if let value { active.append(.init(identifier: detent.identifier, value: Self.rounded(value))) }
        }
        active.sort { $0.value < $1.value }
        if placement == .fullScreen {
            active = [.init(identifier: SheetDetent.large.identifier, value: Self.rounded(maximum))]
        }
        if active.isEmpty {
            if placement == .edgeAttached, let largest = sheet.detents.last {
                log.rule(.R55, .noActiveDetentEdgeAttached)
                active = [.init(identifier: largest.identifier, value: Self.rounded(maximum))]
            } else {
                log.rule(.R51, .noActiveDetent)
                return SheetLayout(
                    placement: placement, detent: nil, activeDetents: [], dimmed: true, grabberVisible: false,
                    frame: Rect(size: window), rules: log.rules)
            }
        }
        let resting: SheetLayout.ActiveDetent
        if let selected = sheet.selectedDetentIdentifier, let found = active.first(where: { $0.identifier == selected })
        {
            resting = found
            log.rule(.R52, .restsAtSelectedDetent(selected))
        } else {
            resting = active[0]
            if let selected = sheet.selectedDetentIdentifier {
                log.rule(.R52, .selectedDetentInactive(selected, restsAt: resting.identifier))
            } else {
                log.rule(.R52, .restsAtSmallestDetent(resting.identifier))
            }
        }
        let dimmed: Bool
        if let undimmed = sheet.largestUndimmedDetentIdentifier,
            let limit = active.first(where: { $0.identifier == undimmed })
        {
            dimmed = resting.value > limit.value
            log.rule(.R53, dimmed ? .dimmedAbove(undimmed) : .undimmedAtOrBelow(undimmed))
        } else {
            dimmed = true
            log.rule(.R53, .everyDetentDimmed)
        }
        let grabber = sheet.prefersGrabberVisible && placement != .fullScreen
        let frame: Rect
        switch placement {
        case .fullScreen:
            frame = Rect(size: window)
        case .floating:
            var floating = PresentedFrame(era: era, environment: environment).frame(
                appearance: .sheet, style: style, preferredContentSize: preferredContentSize)
            // R134 (iOS 27): at the leading or trailing edge, the sheet's size and height kept; the gap to the
            // edge is the inset sheets' 8 pt (choice 75 of "Presentation rules": Apple gives no geometry).
            if era.hasSheetPlacement, sheet.preferredPlacement != .automatic {
                switch sheet.preferredPlacement {
                case .leading: floating.x = min(Self.sheetEdgeMargin, floating.x)
                case .trailing: floating.x = max(window.width - floating.width - Self.sheetEdgeMargin, floating.x)
                case .center, .automatic: break
                }
                log.rule(.R134, .sheetPlacement(sheet.preferredPlacement))
            }
            frame = floating
        case .edgeAttached:
            let sides = device.safeArea.landscapeSides
            var width = max(0, window.width - 2 * sides)
            if sheet.widthFollowsPreferredContentSizeWhenEdgeAttached, preferredContentSize.width > 0 {
                width = min(width, preferredContentSize.width)
                log.rule(.R55, .widthFollowsPreferredContentSize)
            }
            let margin = min(Self.sheetEdgeMargin, window.height)
            frame = Rect(
                x: Self.rounded((window.width - width) / 2), y: margin, width: width, height: window.height - margin)
        case .bottomAttached:
            if era.insetsPartialSheets, resting.value < Self.rounded(maximum) {
                let margin = Self.sheetEdgeMargin
                let height = Self.rounded(max(0, resting.value + bottom - margin))
                frame = Rect(
                    x: margin, y: Self.rounded(window.height - margin - height),
                    width: max(0, window.width - 2 * margin),
                    height: height)
                log.rule(.R60, .partialSheetInset)
            } else {
                let height = Self.rounded(resting.value + bottom)
                frame = Rect(x: 0, y: Self.rounded(window.height - height), width: window.width, height: height)
                log.rule(.R54, .sheetHeightFromDetent)
            }
        }
        return SheetLayout(
            placement: placement, detent: resting.identifier, activeDetents: active, dimmed: dimmed,
            grabberVisible: grabber, frame: frame, rules: log.rules)
    }

    /// The detent a user drag settles at and whether `sheetPresentationControllerDidChangeSelectedDetentIdentifier`
    /// is sent (R52): once, when the settled detent differs from the one the sheet rested at. `nil` when
    /// `target` is not an active detent.
    public func drag(_ layout: SheetLayout, to target: String) -> (detent: String, notifies: Bool)? {
        guard layout.isActive(target) else { return nil }
        return (target, target != layout.detent)
    }

    /// R57: the detent a sheet settles at after a refused swipe dragged it below its smallest detent: it
    /// rubber-bands back to its smallest active detent (a drag, so R52's notification follows when that is not
    /// where it rested). `nil` when it has no active detent.
    public func detentAfterRefusedSwipe(_ layout: SheetLayout) -> String? {
        layout.activeDetents.first?.identifier
    }

    /// R59: whether a popover presentation decided as `decision` is laid out by its adaptive sheet's
    /// configuration: only while it is adapted to a sheet; as a popover (or adapted to anything else) the
    /// adaptive sheet is ignored.
    public func popoverUsesAdaptiveSheet(_ decision: PresentationDecision?) -> Bool {
        decision?.adaptiveStyle.isSheet == true
    }

    /// Sheet values are rounded to a hundredth of a point, as reports show them.
    static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
