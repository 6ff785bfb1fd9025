/// A pet of the PamperedPets sample app, with its vet.
struct Pet: Equatable {
    var name: String
    /// Empty when there is no photo yet.
    var photoName: String
    var vetName: String
    var vetPhone: String

    static let all = [
        Pet(name: "Bubbles", photoName: "Bubbles", vetName: "Dr. Bone", vetPhone: "555-0100"),
        Pet(name: "Sesame", photoName: "Sesame", vetName: "Dr. Whisker", vetPhone: "555-0101"),
        Pet(name: "Nibbles", photoName: "", vetName: "Dr. Whisker", vetPhone: "555-0101"),
    ]
}
