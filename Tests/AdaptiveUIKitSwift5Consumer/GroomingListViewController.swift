#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A screen as a Swift 5 UIKit app writes it: overrides without `@MainActor`, `prepare(for:sender:)` with an
/// `if let` cast, implicitly unwrapped state and a popover presented in code with its delegate set inline.
class GroomingListViewController: UIViewController {
    var appointments: [String] = []
    var selectedAppointment: String!
    /// What the lifecycle overrides saw, in order.
    var lifecycle: [String] = []
    let helpButton = UIButton(type: .infoLight)
    private let helpPopoverDelegate = HelpPopoverDelegate()
    let coordinator = GroomingCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Grooming"
        appointments = ["Bath", "Trim", "Nails"]
        helpButton.frame = CGRect(x: 16, y: 80, width: 44, height: 44)
        helpButton.accessibilityIdentifier = "helpButton"
        view.addSubview(helpButton)
        lifecycle.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        lifecycle.append("viewWillAppear")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowAppointment", let details = segue.destination as? AppointmentViewController {
            details.appointment = selectedAppointment
        }
    }

    /// The user picked an appointment.
    func select(_ index: Int) {
        selectedAppointment = appointments[index]
        performSegue(withIdentifier: "ShowAppointment", sender: self)
    }

    /// Reminds of the selected appointment through the (nonisolated) coordinator.
    func remind() {
        coordinator.showReminder(for: selectedAppointment, from: self)
    }

    /// The help popover, anchored on the info button and kept a popover on iPhone by its delegate.
    func showHelp() {
        let help = UIViewController()
        help.title = "Help"
        help.preferredContentSize = CGSize(width: 280, height: 120)
        help.modalPresentationStyle = .popover
        if let popover = help.popoverPresentationController {
            popover.sourceView = helpButton
            popover.sourceRect = helpButton.bounds
            popover.delegate = helpPopoverDelegate
        }
        present(help, animated: true, completion: nil)
    }
}
