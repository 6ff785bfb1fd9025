#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A pet's photo, presented as a form sheet. A swipe up or down dismisses it that way (SwipeSegue).
final class AnimalPhotoViewController: UIViewController, SwipeDismissible {
    var pet: Pet?
    private(set) var dismissesUpward = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = pet?.name
        #if canImport(UIKit)
            for direction: UISwipeGestureRecognizer.Direction in [.up, .down] {
                let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
                swipe.direction = direction
                view.addGestureRecognizer(swipe)
            }
        #endif
    }

    #if canImport(UIKit)
        @objc private func swiped(_ swipe: UISwipeGestureRecognizer) {
            dismiss(swipingUp: swipe.direction == .up)
        }
    #endif

    /// Dismisses the photo towards the edge the user swiped to (the swipe gestures' action).
    func dismiss(swipingUp: Bool) {
        dismissesUpward = swipingUp
        dismiss(animated: true)
    }
}
