extension Environment {
    /// The window's own safe-area insets: in portrait the status bar height on top and the home indicator
    /// inset below; in landscape an iPhone hides its status bar and insets the sides by the sensor housing,
    /// an iPad keeps its status bar; both keep the landscape home indicator inset. The insets of the
    /// device's screen, whatever the window's size (multitasking windows are not inset differently).
    public var safeAreaInsets: EdgeInsets {
        let safeArea = device.safeArea
        switch orientation {
        case .portrait:
            return EdgeInsets(top: device.statusBarHeight, left: 0, bottom: safeArea.portraitBottom, right: 0)
        case .landscape:
            let top = device.idiom == .phone ? 0 : device.statusBarHeight
            return EdgeInsets(
                top: top, left: safeArea.landscapeSides, bottom: safeArea.landscapeBottom,
                right: safeArea.landscapeSides)
        }
    }
}
