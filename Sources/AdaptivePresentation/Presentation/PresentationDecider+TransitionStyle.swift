extension PresentationDecider {
    // MARK: R90, R91

    /// R90, R91: what UIKit raises when a controller whose `modalTransitionStyle` is `style` is presented in
    /// a presentation whose style in charge (after adaptation) is `activeStyle`; `nil` when it may be
    /// presented.
    ///
    /// - R90: `.partialCurl` needs a full-screen presentation (the active style is `.fullScreen`, choice 47)
    ///   from a full-screen presenter, and a controller presented with the curl cannot present another one:
    ///   `NSInvalidArgumentException` ("… to or from non-fullscreen view controller …"), naming the presenter
    ///   when it is the one at fault, else the presented controller (choice 48).
    /// - R91: a current-context presentation (`.currentContext`, `.overCurrentContext`) from inside a popover
    ///   supports only `.coverVertical` (choice 50).
    ///
    /// R90 is checked first: a curl in a popover's current context breaks both rules and reports the curl.
    ///
    /// - Parameters:
    ///   - style: the presented controller's `modalTransitionStyle`.
    ///   - activeStyle: the presentation's style in charge, after adaptation.
    ///   - presenterIsFullScreen: whether the presenter covers the screen: the window's root view controller,
    ///     or a controller presented with `.fullScreen` in charge (choice 47).
    ///   - insidePopover: whether the presentation is made from inside a presentation that shows as a popover.
    ///   - presentingFromCurl: whether the presentation is made from inside a controller that was itself
    ///     presented with `.partialCurl` (choice 49).
    ///   - presented: the presented controller's name, for the message.
    ///   - presenter: the presenting controller's name, for the message.
    public func transitionStyleException(
        _ style: ModalTransitionStyle, activeStyle: PresentationStyle, presenterIsFullScreen: Bool,
        insidePopover: Bool, presentingFromCurl: Bool, presented: String, presenter: String
    ) -> SimulatedException? {
        if presentingFromCurl { return .partialCurlNotFullScreen(presenter) }
        if style == .partialCurl {
            if activeStyle != .fullScreen { return .partialCurlNotFullScreen(presented) }
            if !presenterIsFullScreen { return .partialCurlNotFullScreen(presenter) }
        }
        if insidePopover, activeStyle.isCurrentContext, style != .coverVertical {
            return .transitionStyleInPopover(style, presented: presented)
        }
        return nil
    }
}
