#if canImport(UIKit)
    import UIKit
#else
    import AdaptiveUIKit
#endif

/// The list of pets (the chapter uses a table; the selection is what matters for the segue).
final class AnimalsViewController: UIViewController {
    var pets = Pet.all
    var selectedPet: Pet?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pampered Pets"
    }

    /// The user picked a pet: show its detail.
    func select(_ pet: Pet) {
        selectedPet = pet
        performSegue(withIdentifier: "AnimalDetailSegue", sender: self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "AnimalDetailSegue", let detail = segue.destination as? AnimalDetailViewController {
            detail.pet = selectedPet
        }
    }
}
