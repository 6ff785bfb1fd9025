/// One key of a step's expectations (see the "Scenario and storyboard files" article): its name, how it is
/// read from the state after a step, how an expected value is compared with that, and where a step report
/// shows it.
///
/// Every key is declared once, as a value: the standard ones are ``all``, and checking
/// (``StepExpectation/check(against:)``), decoding `expect:`, `--record` and the reports read those
/// declarations instead of naming keys. A key of one's own is a value too (the files library decodes it
/// from `expect:` once it is added to a vocabulary with its decoder):
///
/// ```swift
/// let windowWidth = ObservationKey("windowWidth", reportPosition: 100) { .number($0.window.width) }
/// let expectation = StepExpectation(windowWidth, expected: .number(390))
/// ```
public struct ObservationKey: Sendable {
    /// How an expected value is compared with the observed one.
    public enum Comparison: Sendable, Hashable {
        /// The values are equal.
        case exact
        /// Two lists hold the same elements, in any order (`retainedSegues`).
        case unordered
        /// A mapping (`traits`, `window`, `frame`) may be expected with only some of its sub-keys: such a
        /// partial expectation (``StepExpectation/partial``) holds when its sub-keys have the observed values
        /// (``TraceValue/isSubset(of:)``); a whole one when the values are equal.
        case partialMapping
    }

    /// The declaration, shared by every copy: a key is copied into each expectation of a scenario, and a
    /// single reference keeps that copy one retain.
    private final class Declaration: Sendable {
        let name: String
        let comparison: Comparison
        let reportPosition: Int
        /// Whether observing the key needs the window's views (`views`, `layers`, `presentingViews`).
        let needsViews: Bool
        let observe: @Sendable (StepState) -> TraceValue
        let reported: @Sendable (StepState) -> TraceValue

        init(
            name: String, comparison: Comparison, reportPosition: Int,
            observe: @escaping @Sendable (StepState) -> TraceValue,
            reported: @escaping @Sendable (StepState) -> TraceValue
        ) {
            self.name = name
            self.comparison = comparison
            self.reportPosition = reportPosition
            needsViews = name == "views" || name == "layers" || name == "presentingViews"
            self.observe = observe
            self.reported = reported
        }
    }

    private let declaration: Declaration

    /// The key as written in scenario files and reports.
    public var name: String { declaration.name }
    /// How an expected value is compared with the observed one.
    public var comparison: Comparison { declaration.comparison }
    /// Where a step report (`replay --format json`, the "Scenario and storyboard files" article) lists the key's value among the step's
    /// fields: lowest first. The standard keys hold 0 to 14, and ``ObservationKey/error`` 1000 (last), so
    /// that the report keeps the order it has always had.
    public var reportPosition: Int { declaration.reportPosition }
    /// Whether a step gathers the window's views to observe this key (``Simulation/gathersViews``): `views`,
    /// `layers` and `presentingViews` do.
    public var needsViews: Bool { declaration.needsViews }
    /// The value of the key in the state after a step, as expectations are compared with it.
    public var observe: @Sendable (StepState) -> TraceValue { declaration.observe }
    /// The value a step report shows for the key; ``observe`` unless declared otherwise (the report's
    /// `style` is `null` when nothing is presented, where the expectation observes `none`).
    public var reported: @Sendable (StepState) -> TraceValue { declaration.reported }

    /// Declares a key.
    ///
    /// - Parameters:
    ///   - name: The key as written in scenario files.
    ///   - comparison: How an expected value is compared with the observed one.
    ///   - reportPosition: Where a step report lists the key's value (see ``reportPosition``).
    ///   - reported: The value a step report shows, when it is not the observed one.
    ///   - observe: The key's value in the state after a step.
    public init(
        _ name: String, comparison: Comparison = .exact, reportPosition: Int,
        reported: (@Sendable (StepState) -> TraceValue)? = nil, observe: @escaping @Sendable (StepState) -> TraceValue
    ) {
        declaration = Declaration(
            name: name, comparison: comparison, reportPosition: reportPosition, observe: observe,
            reported: reported ?? observe)
    }

    /// ``observe`` called in place, without copying the closure out of the declaration.
    func observed(in state: StepState) -> TraceValue { declaration.observe(state) }
}

extension ObservationKey: Hashable {
    /// Keys are the same when their names are: a scenario's expectations have one value per name.
    public static func == (lhs: ObservationKey, rhs: ObservationKey) -> Bool {
        lhs.declaration === rhs.declaration || lhs.name == rhs.name
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension ObservationKey: CustomStringConvertible {
    /// The key's name.
    public var description: String { name }
}
