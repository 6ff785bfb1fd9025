#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// A pet's detail: its photo (a form sheet that grows out of the thumbnail through `ScaleSegue`) and its vet
/// (a popover through `VetSegue`).
final class AnimalDetailViewController: UIViewController, ViewScaleable {
    var pet: Pet?
    /// The controller the last unwind came back from.
    private(set) var lastUnwoundFrom: UIViewController?
    /// The pet's photo thumbnail; a tap on it shows the photo.
    let photoView = UIImageView(frame: CGRect(x: 20, y: 200, width: 300, height: 300))

    var scaleView: UIView { photoView }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = pet?.name
        photoView.image = pet.flatMap { UIImage(named: $0.photoName) }
        view.addSubview(photoView)
        #if canImport(UIKit)
            photoView.isUserInteractionEnabled = true
            photoView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(photoTapped)))
        #endif
    }

    #if canImport(UIKit)
        @objc private func photoTapped() {
            showPhoto()
        }
    #endif

    /// Shows the photo, as a tap on the thumbnail does, unless the pet has none.
    func showPhoto() {
        guard shouldPerformSegue(withIdentifier: "PhotoDetail", sender: photoView) else { return }
        performSegue(withIdentifier: "PhotoDetail", sender: photoView)
    }

    /// The photo of a pet that has none is not shown.
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
