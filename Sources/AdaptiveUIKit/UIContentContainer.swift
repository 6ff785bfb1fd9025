import Foundation

/// An object that lays out child content, as UIKit's `UIContentContainer`: view controllers and presentation
/// controllers, which a presentation controller's ``UIPresentationController/size(forChildContentContainer:withParentContainerSize:)``
/// and ``UIPresentationController/preferredContentSizeDidChange(forChildContentContainer:)`` are given.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container's content would like.
    var preferredContentSize: CGSize { get }
    /// Told that a child's ``preferredContentSize`` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size of a child in a parent of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// Told that the container's size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}
