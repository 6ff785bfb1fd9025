import Foundation

/// An object that runs animations that can be started, paused, scrubbed, reversed, stopped and finished
/// (R120), as UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator stands.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running: started and neither paused, stopped nor finished.
    var isRunning: Bool { get }
    /// Whether the animations run back towards their start.
    var isReversed: Bool { get set }
    /// The fraction of the animations' time elapsed, 0 to 1; set while paused to scrub.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are: inactive without completions when `withoutFinishing`, else
    /// stopped until ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
