#if canImport(UIKit)
import UIKit
#else
import AdaptiveUIKit
#endif

/// A pet's photo, presented as a form sheet.
final class AnimalPhotoViewController: UIViewController {
    var pet: Pet?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = pet?.name
    }
}
