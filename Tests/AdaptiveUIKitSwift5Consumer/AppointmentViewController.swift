#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// The appointment shown in the popover of `GroomingSegue`.
class AppointmentViewController: UIViewController {
    var appointment: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = appointment
        preferredContentSize = CGSize(width: 300, height: 160)
    }
}
