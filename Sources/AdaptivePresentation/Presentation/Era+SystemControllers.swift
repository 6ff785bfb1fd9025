/// The presentation styles UIKit gives its own presented controllers (PresentationRules, choice 69).
extension Era {
    /// The style of a `UIAlertController`, which ignores any other style it is given
    /// (`_modalPresentationStyleForResolvedStyle` in the decompiled UIKit): an alert is `.custom`, shown by its own
    /// presentation controller that never adapts; an action sheet is `.popover` on an iPad, so it needs an anchor
    /// where it shows as a popover (R27), and on an iPhone `.custom` before iOS 26 and `.popover` from iOS 26, whose
    /// design (Liquid Glass) anchors action sheets.
    ///
    /// - Parameters:
    ///   - actionSheet: whether the alert controller's style is `.actionSheet`.
    ///   - idiom: the device the app runs on.
    public func alertControllerStyle(actionSheet: Bool, idiom: UserInterfaceIdiom) -> PresentationStyle {
        guard actionSheet else { return .custom }
        return idiom == .pad || iOS >= 26 ? .popover : .custom
    }

    /// The style of a `UIActivityViewController` (a share sheet): `.popover` on an iPad, so it needs an anchor
    /// where it shows as a popover (R27); on an iPhone the default style, `.automatic` (a sheet from iOS 13).
    ///
    /// - Parameter idiom: the device the app runs on.
    public func activityViewControllerStyle(idiom: UserInterfaceIdiom) -> PresentationStyle {
        idiom == .pad ? .popover : .automatic
    }
}
