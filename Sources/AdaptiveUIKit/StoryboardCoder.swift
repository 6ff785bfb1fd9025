import AdaptivePresentation
import Foundation

/// The coder a storyboard hands to `init?(coder:)`: which scene is being instantiated, and its already
/// instantiated children. It decodes nothing (Interface Builder's archive is not used).
final class StoryboardCoder: NSCoder {
    let definition: ControllerDefinition
    let children: [ViewController]
    let storyboard: UIStoryboard?

    init(definition: ControllerDefinition, children: [ViewController], storyboard: UIStoryboard?) {
        self.definition = definition
        self.children = children
        self.storyboard = storyboard
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { false }
}
