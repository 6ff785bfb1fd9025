/// Where a presented view sits in the window (`frameOfPresentedViewInContainerView`), by appearance.
///
/// Sources are weak for several values; the choices are assumptions, listed in the DocC article
/// "Presentation rules":
/// - full screen, over full screen and custom: the window's bounds (R40);
/// - card (iOS 13+ sheet in compact width, regular height): the window below the status bar plus 10 pt;
/// - centred form sheet: `preferredContentSize` when both components are positive and the traits are
///   regular/regular, else the era's default size (R30), clamped to the window and centred;
/// - centred page sheet: the screen's portrait width (at most the window's) and the window's height;
/// - popover: `preferredContentSize` with non-positive components replaced by the era's defaults (R29),
///   clamped to the window less 10 pt margins and a 13 pt arrow, below its anchor when the anchor's frame is
///   known and there is room, else above, else centred;
/// - current context: the frame of the controller that defines the context.
public struct PresentedFrame: Hashable, Sendable {
    /// The popover layout margin on every side (R28).
    public static let popoverMargin: Double = 10
    /// The popover arrow's height.
    public static let popoverArrow: Double = 13
    /// The gap between the status bar and the top of an iOS 13+ card.
    public static let cardGap: Double = 10

    public var era: Era
    public var environment: Environment

    public init(era: Era, environment: Environment) {
        self.era = era
        self.environment = environment
    }

    private var bounds: Rect { Rect(size: environment.window) }

    /// The frame of a presented view.
    ///
    /// - Parameters:
    ///   - appearance: the decided appearance.
    ///   - style: the style in charge (the adapted style, else the presentation's own).
    ///   - preferredContentSize: the presented controller's preferred content size.
    ///   - anchorFrame: the popover anchor's frame in the window, when known.
    ///   - contextFrame: for current-context presentations, the frame of the context controller.
    public func frame(
        appearance: PresentationAppearance, style: PresentationStyle, preferredContentSize: Size,
        anchorFrame: Rect? = nil, contextFrame: Rect? = nil
    ) -> Rect {
        switch appearance {
        case .fullScreen, .overFullScreen, .custom:
            return bounds
        case .currentContext, .overCurrentContext:
            return contextFrame ?? bounds
        case .card:
            let top = min(environment.device.statusBarHeight + Self.cardGap, environment.window.height)
            return Rect(x: 0, y: top, width: environment.window.width, height: environment.window.height - top)
        case .sheet:
            return style == .pageSheet ? pageSheet() : formSheet(preferredContentSize)
        case .popover:
            return popover(preferredContentSize, anchorFrame: anchorFrame).frame
        }
    }

    private func formSheet(_ preferred: Size) -> Rect {
        let window = environment.window
        var size = era.defaultFormSheetSize(screen: environment.device.screen)
        let regular =
            environment.traits.horizontalSizeClass == .regular && environment.traits.verticalSizeClass == .regular
        if regular, preferred.width > 0, preferred.height > 0 { size = preferred }
        size = Size(width: min(size.width, window.width), height: min(size.height, window.height))
        return centred(size)
    }

    private func pageSheet() -> Rect {
        let window = environment.window
        let width = min(environment.device.screen.width, window.width)
        return Rect(x: (window.width - width) / 2, y: 0, width: width, height: window.height)
    }

    /// Where a popover with an anchor sits relative to it: the placement ``frame(appearance:style:preferredContentSize:anchorFrame:contextFrame:)``
    /// uses for the `.popover` appearance.
    ///
    /// - Parameters:
    ///   - preferredContentSize: the presented controller's preferred content size.
    ///   - anchorFrame: the popover anchor's frame in the window.
    public func popoverPlacement(preferredContentSize: Size, anchorFrame: Rect) -> PopoverPlacement {
        popover(preferredContentSize, anchorFrame: anchorFrame).placement ?? .centred
    }

    /// The popover's frame, and its placement relative to the anchor when there is one.
    private func popover(_ preferred: Size, anchorFrame: Rect?) -> (frame: Rect, placement: PopoverPlacement?) {
        let window = environment.window
        let defaults = era.defaultPopoverContentSize(window: window)
        let maxWidth = max(0, window.width - 2 * Self.popoverMargin)
        let maxHeight = max(0, window.height - 2 * Self.popoverMargin - Self.popoverArrow)
        let width = min(preferred.width > 0 ? preferred.width : defaults.width, maxWidth)
        let height = min(preferred.height > 0 ? preferred.height : (defaults.height ?? maxHeight), maxHeight)
        let size = Size(width: width, height: height)
        guard let anchor = anchorFrame else { return (centred(size), nil) }
        let x = min(
            max(anchor.x + anchor.width / 2 - width / 2, Self.popoverMargin), window.width - Self.popoverMargin - width)
        let below = anchor.y + anchor.height + Self.popoverArrow
        if below + height <= window.height - Self.popoverMargin {
            return (Rect(x: x, y: below, width: width, height: height), .below)
        }
        let above = anchor.y - Self.popoverArrow - height
        if above >= Self.popoverMargin {
            return (Rect(x: x, y: above, width: width, height: height), .above)
        }
        return (centred(size), .centred)
    }

    private func centred(_ size: Size) -> Rect {
        let window = environment.window
        return Rect(
            x: (window.width - size.width) / 2, y: (window.height - size.height) / 2, width: size.width,
            height: size.height)
    }
}
