#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// The vet's name and phone number, shown in a popover, or full screen in a navigation controller with a
/// Done button while the window is horizontally compact.
final class VetViewController: UIViewController {
    var pet: Pet?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = pet?.vetName
        preferredContentSize = CGSize(width: 320, height: 200)
    }
}
