/// The transition keys of scenario files, declared once like the others (``ObservationKey/all`` lists them).
extension ObservationKey {
    /// The most recent transition of the step: `{kind, animator, transitionStyle, duration, interactive,
    /// animated, presentationStyle, fromView, toView, initialFrame, finalFrame, fromController, toController,
    /// state}`; partial, like `traits`. `none` when no transition ran.
    public static let transition = ObservationKey("transition", comparison: .partialMapping, reportPosition: 15) {
        $0.transitions?.transition.map(TraceValue.transition) ?? .null
    }

    /// The transition calls the step caused, in order.
    public static let transitionCalls = ObservationKey("transitionCalls", reportPosition: 16) {
        .strings($0.transitions?.calls.map(\.description) ?? [])
    }

    /// The views in the window after the step, back to front.
    public static let views = ObservationKey("views", reportPosition: 17) {
        .strings($0.transitions?.views ?? [])
    }

    /// The presentation-layer values of the window's views now: `{ID: {alpha, frame, transform}}`, alpha to
    /// 0.01 and frames to 0.5 pt; partial.
    public static let layers = ObservationKey("layers", comparison: .partialMapping, reportPosition: 18) {
        .object(($0.transitions?.layers ?? []).map { ($0.name, TraceValue.layer($0.values)) })
    }

    /// The failure modes seen at this step, by id; their order does not matter. Reports show each with what
    /// the user sees and the fix.
    public static let hazards = ObservationKey(
        "hazards", comparison: .unordered, reportPosition: 19,
        reported: { state in
            .array(
                (state.transitions?.hazards ?? []).map { hazard in
                    .object([
                        ("id", .string(hazard.rule.description)), ("detail", .string(hazard.detail)),
                        ("userSees", .string(hazard.userSees)), ("fix", .string(hazard.fix)),
                    ])
                })
        }
    ) { .strings(($0.transitions?.hazards ?? []).map(\.rule.description)) }

    /// Whether the top presenter's view is in the window: `inWindow` or `removed`; `none` when nothing is
    /// presented.
    public static let presentingViews = ObservationKey("presentingViews", reportPosition: 20) {
        guard let inWindow = $0.transitions?.presentingViewInWindow else { return .null }
        return .string(inWindow ? "inWindow" : "removed")
    }

    /// The transition keys, in report order.
    public static let transitionKeys: [ObservationKey] = [
        transition, transitionCalls, views, layers, hazards, presentingViews,
    ]
}

extension TraceValue {
    /// A transition as the `transition` key shows it.
    public static func transition(_ summary: TransitionSummary) -> TraceValue {
        .object([
            ("kind", .string(summary.kind.rawValue)),
            ("animator", .string(summary.animator ?? "builtIn")),
            ("transitionStyle", summary.transitionStyle.map { .string($0.rawValue) } ?? .null),
            ("duration", .number(summary.duration)),
            ("interactive", .bool(summary.interactive)),
            ("animated", .bool(summary.animated)),
            (
                "presentationStyle",
                summary.presentationStyle == .none ? .null : .string(summary.presentationStyle.rawValue)
            ),
            // `none` is nil: `view(forKey:)` returned no view.
            ("fromView", summary.fromView == .none ? .null : .string(summary.fromView.rawValue)),
            ("toView", summary.toView == .none ? .null : .string(summary.toView.rawValue)),
            ("initialFrame", .rect(summary.initialFrame)),
            ("finalFrame", .rect(summary.finalFrame)),
            ("fromController", .string(summary.fromController)),
            ("toController", .string(summary.toController)),
            ("state", .string(summary.state.rawValue)),
        ])
    }

    /// A view's values as the `layers` key shows them: alpha to 0.01, the frame to 0.5 pt, the transform
    /// in its shortest form.
    public static func layer(_ values: ViewValues) -> TraceValue {
        func half(_ value: Double) -> Double { (value * 2).rounded() / 2 }
        let frame = values.frame
        return .object([
            ("alpha", .number((values.alpha * 100).rounded() / 100)),
            (
                "frame",
                .rect(
                    Rect(x: half(frame.x), y: half(frame.y), width: half(frame.width), height: half(frame.height)))
            ),
            ("transform", .transform(values.transform)),
        ])
    }

    /// A transform in its shortest form: `{scale: S}`, `{scale: [X, Y]}`, `{translate: [X, Y]}`, or its
    /// six components, each to 0.01.
    public static func transform(_ transform: Transform) -> TraceValue {
        func hundredth(_ value: Double) -> Double {
            let rounded = (value * 100).rounded() / 100
            return rounded == 0 ? 0 : rounded
        }
        let t = Transform(
            a: hundredth(transform.a), b: hundredth(transform.b), c: hundredth(transform.c), d: hundredth(transform.d),
            tx: hundredth(transform.tx), ty: hundredth(transform.ty))
        if t.b == 0, t.c == 0, t.tx == 0, t.ty == 0 {
            return t.a == t.d
                ? .object([("scale", .number(t.a))]) : .object([("scale", .array([.number(t.a), .number(t.d)]))])
        }
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return .object([("translate", .array([.number(t.tx), .number(t.ty)]))])
        }
        return .object([
            ("a", .number(t.a)), ("b", .number(t.b)), ("c", .number(t.c)), ("d", .number(t.d)), ("tx", .number(t.tx)),
            ("ty", .number(t.ty)),
        ])
    }
}
