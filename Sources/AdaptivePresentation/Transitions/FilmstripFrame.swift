/// One frame of a transition's filmstrip: the time since the transition started and the views the window
/// shows then, back to front, with their presentation-layer values.
public struct FilmstripFrame: Hashable, Sendable {
    /// Seconds since the transition started.
    public var time: Double
    public var layers: [StepTransitions.Layer]

    public init(time: Double, layers: [StepTransitions.Layer]) {
        self.time = time
        self.layers = layers
    }
}
