#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A popover segue that is its presentation's adaptive delegate, as a Swift 5 app writes it: no `@MainActor`
/// anywhere (the class inherits the main actor from `UIStoryboardSegue`), the delegate methods declared in
/// the class body and kept popover in compact width on iPhone.
class GroomingSegue: UIStoryboardSegue, UIAdaptivePresentationControllerDelegate {
    /// How many times the presentation asked for an adaptive style.
    var adaptiveStyleRequests = 0

    override func perform() {
        destination.presentationController?.delegate = self
        super.perform()
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        adaptiveStyleRequests += 1
        return .none
    }
}
