/// Something a popover can be anchored to (iOS 16+), as UIKit's `UIPopoverPresentationControllerSourceItem`:
/// a view or a bar button item.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
