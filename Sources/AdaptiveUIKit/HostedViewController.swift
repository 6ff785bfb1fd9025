import AdaptivePresentation

/// The simulation's `ViewController` behind an AdaptiveUIKit controller; see `HostedModel`.
final class HostedViewController: ViewController, HostedModel {
    var owner: UIViewController?

    override init(identifier: String) {
        super.init(identifier: identifier)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        forwardShouldPerformSegue(identifier, sender: sender) { super.shouldPerformSegue(withIdentifier: identifier, sender: sender) }
    }

    /// The storyboard's answer, for `UIViewController.shouldPerformSegue`'s default.
    func modelShouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        super.shouldPerformSegue(withIdentifier: identifier, sender: sender)
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        forwardPrepare(for: segue, sender: sender)
    }

    override func canPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        forwardCanPerformUnwind(action, from: source, sender: sender) {
            super.canPerformUnwindSegueAction(action, from: source, sender: sender)
        }
    }

    /// The storyboard's answer, for `UIViewController.canPerformUnwindSegueAction`'s default.
    func modelCanPerformUnwindSegueAction(_ action: String, from source: ViewController, sender: Any?) -> Bool {
        super.canPerformUnwindSegueAction(action, from: source, sender: sender)
    }

    override func performUnwindAction(_ action: String, from source: ViewController) {
        forwardUnwindAction(action, from: source)
    }

    override func loadViewIfNeeded() {
        forwardLoadViewIfNeeded()
    }
}
