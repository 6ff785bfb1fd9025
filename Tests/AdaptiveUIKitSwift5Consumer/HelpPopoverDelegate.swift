#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A popover delegate as Swift 5 code declares it: an `NSObject` subclass with no `@MainActor`, conforming in
/// an extension (the conformance, not the class, makes the methods main-actor isolated).
class HelpPopoverDelegate: NSObject {
    /// The styles the delegate answered, in order.
    private(set) var answers: [UIModalPresentationStyle] = []
}

extension HelpPopoverDelegate: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        answers.append(.none)
        return .none
    }
}
