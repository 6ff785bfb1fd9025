/// A `custom` segue whose class the storyboard does not describe: it behaves as `UIStoryboardSegue` itself,
/// whose `perform()` does nothing (a custom segue's class is what presents).
final class UndescribedCustomSegue: StoryboardSegue {
    override func perform() throws(SimulationError) {}
}
