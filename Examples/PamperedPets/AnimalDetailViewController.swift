#if canImport(UIKit)
import UIKit
#else
import AdaptiveUIKit
#endif

/// A pet's detail: its photo (a form sheet) and its vet (a popover through `VetSegue`).
final class AnimalDetailViewController: UIViewController {
    var pet: Pet?
    /// The controller the last unwind came back from.
    private(set) var lastUnwoundFrom: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = pet?.name
    }

    /// A tap on the photo of a pet that has none does nothing.
    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier != "PhotoDetail" || !(pet?.photoName.isEmpty ?? true)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.destination {
        case let photo as AnimalPhotoViewController:
            photo.pet = pet
            photo.preferredContentSize = CGSize(width: 400, height: 400)
        case let vet as VetViewController:
            vet.pet = pet
        default:
            break
        }
    }

    /// The photo and the vet information unwind here when dismissed.
    @IBAction func unwindToAnimalDetailViewController(_ segue: UIStoryboardSegue) {
        lastUnwoundFrom = segue.source
    }
}
