import Testing

@testable import AdaptivePresentation

/// What a report shows of an observed value beside a partial expectation.
@Suite("The actual value shown beside an expectation")
struct ShownActualTests {
    private static let layer: TraceValue = .object([
        ("alpha", .number(0.5)), ("frame", .object([("x", .number(0)), ("width", .number(375))])),
    ])

    @Test("a partial mapping shows the observed value of the keys it names, each whole")
    func partialMapping() {
        let result = ExpectationResult(
            key: "layers", expected: .object([("Photo", .object([("alpha", .number(0.4))]))]),
            actual: .object([("Detail", Self.layer), ("Photo", Self.layer), ("Badge", Self.layer)]), passed: false)
        #expect(result.shownActual == .object([("Photo", Self.layer)]))
    }

    @Test("any other value, or a mapping without the keys named, is shown as observed")
    func otherValues() {
        let scalar = ExpectationResult(
            key: "style", expected: .string("popover"), actual: .string("formSheet"), passed: false)
        #expect(scalar.shownActual == .string("formSheet"))
        let whole = ExpectationResult(
            key: "window", expected: .object([("width", .number(320))]),
            actual: .object([("width", .number(507))]), passed: false)
        #expect(whole.shownActual == whole.actual)
        let missing = ExpectationResult(
            key: "layers", expected: .object([("Ghost", .object([]))]), actual: .object([("Photo", Self.layer)]),
            passed: false)
        #expect(missing.shownActual == missing.actual, "none of the named keys observed: the whole observation")
    }
}
