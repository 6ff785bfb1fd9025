extension StoryboardSegue {
    /// A segue made in code, as `UIStoryboardSegue(identifier:source:destination:)`: UIKit's initializer
    /// takes no kind, because such a segue is a custom one whose `perform()` does the transition; here its
    /// kind is ``SegueKind/custom`` (its base `perform()` presents the destination modally) and a `nil`
    /// identifier is the empty string.
    ///
    /// ```swift
    /// try window.perform(VetSegue(identifier: "VetDetail", source: animalDetail, destination: vetInformation))
    /// ```
    public convenience init(identifier: String?, source: ViewController, destination: ViewController) {
        self.init(identifier: identifier ?? "", source: source, destination: destination, kind: .custom)
    }
}
