#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A coordinator as Swift 5 code writes it: a plain class with no actor annotation that makes and presents
/// controllers, called from view controllers (nonisolated code calling main-actor API).
final class GroomingCoordinator {
    private(set) var shown: [String] = []

    /// A reminder screen, built in code.
    func makeReminder(for appointment: String) -> UIViewController {
        let reminder = UIViewController()
        reminder.title = "Reminder: \(appointment)"
        reminder.modalPresentationStyle = .formSheet
        return reminder
    }

    /// Presents the reminder over `presenter`.
    func showReminder(for appointment: String, from presenter: UIViewController) {
        let reminder = makeReminder(for: appointment)
        presenter.present(reminder, animated: true) { [weak self] in
            self?.shown.append(appointment)
        }
    }

    /// Dims `view` to half its opacity over 0.3 s, from a nonisolated method.
    func dim(_ view: UIView) {
        UIView.animate(withDuration: 0.3) {
            view.alpha = 0.5
        }
    }

    deinit {
        shown.removeAll()
    }
}
