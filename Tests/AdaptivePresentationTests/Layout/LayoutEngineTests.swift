import Testing

@testable import AdaptivePresentation

/// The engine on the model's views (R175–R182). Every expected frame is worked out by hand from the
/// constraints, in the comment above it.
@Suite("Auto Layout engine")
struct LayoutEngineTests {
    /// A root view of `width` × `height` with one subview that constraints place.
    private static func tree(width: Double = 320, height: Double = 480) -> (SimulatedView, SimulatedView) {
        let root = SimulatedView(.view("Root"), frame: Rect(x: 0, y: 0, width: width, height: height))
        let card = SimulatedView(.view("Card"), frame: .zero)
        card.layoutState.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        return (root, card)
    }

    private static func constraint(
        _ first: SimulatedView, _ attribute: LayoutAttribute, _ relation: LinearConstraint.Relation = .equal,
        _ second: SimulatedView? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000
    ) throws -> LayoutConstraint {
        let made = LayoutConstraint(
            item: .view(first), attribute: attribute, relatedBy: relation, toItem: second.map(LayoutItem.view),
            attribute: secondAttribute ?? attribute, multiplier: multiplier, constant: constant, priority: priority)
        try made.activate()
        return made
    }

    /// An iPhone with a sensor housing: status bar 44, home indicator 34, landscape sides 44 and bottom 21.
    private static let faceIDPhone: DeviceProfile = {
        var device = DeviceProfile(
            id: "iphone-x", name: "iPhone X", idiom: .phone, screen: Size(width: 375, height: 812), scale: 3,
            layouts: [
                LayoutProfile(
                    orientation: .portrait, layout: .full, window: Size(width: 375, height: 812),
                    horizontalSizeClass: .compact, verticalSizeClass: .regular),
                LayoutProfile(
                    orientation: .landscape, layout: .full, window: Size(width: 812, height: 375),
                    horizontalSizeClass: .compact, verticalSizeClass: .compact),
            ], statusBarHeight: 44)
        device.safeArea = DeviceSafeArea(portraitBottom: 34, landscapeSides: 44, landscapeBottom: 21)
        return device
    }()

    @Test("A centred view of fixed size: x = (320 − 100) / 2, y = (480 − 50) / 2")
    func centred() throws {
        let (root, card) = Self.tree()
        _ = try Self.constraint(card, .centerX, .equal, root)
        _ = try Self.constraint(card, .centerY, .equal, root)
        _ = try Self.constraint(card, .width, constant: 100)
        _ = try Self.constraint(card, .height, constant: 50)
        root.layoutIfNeeded()
        #expect(card.model.frame == Rect(x: 110, y: 215, width: 100, height: 50))
        #expect(!card.hasAmbiguousLayout)
    }

    @Test("Multiplier and constant: width = 0.5 × root + 20 = 180; leading = root.leading + 16")
    func multiplier() throws {
        let (root, card) = Self.tree()
        _ = try Self.constraint(card, .width, .equal, root, multiplier: 0.5, constant: 20)
        _ = try Self.constraint(card, .leading, .equal, root, constant: 16)
        _ = try Self.constraint(card, .top, .equal, root, constant: 10)
        _ = try Self.constraint(card, .bottom, .equal, root, constant: -10)
        root.layoutIfNeeded()
        #expect(card.model.frame == Rect(x: 16, y: 10, width: 180, height: 460))
    }

    @Test("Changing a constant re-solves at the next pass; deactivating frees the view")
    func incrementalEdits() throws {
        let (root, card) = Self.tree()
        _ = try Self.constraint(card, .leading, .equal, root)
        _ = try Self.constraint(card, .top, .equal, root)
        let width = try Self.constraint(card, .width, constant: 100)
        _ = try Self.constraint(card, .height, constant: 40)
        root.layoutIfNeeded()
        #expect(card.model.frame.width == 100)
        width.constant = 250
        #expect(card.needsLayout)
        root.layoutIfNeeded()
        #expect(card.model.frame.width == 250)
        width.deactivate()
        #expect(!width.isActive)
        #expect(card.hasAmbiguousLayout)
    }

    @Test("Hugging: the lower hugging priority stretches (312 − 100 − 60 = 152 more for the right one)")
    func huggingDecidesWhichStretches() throws {
        let root = SimulatedView(.view("Root"), frame: Rect(x: 0, y: 0, width: 320, height: 100))
        let left = SimulatedView(.view("Left"), frame: .zero)
        let right = SimulatedView(.view("Right"), frame: .zero)
        for (view, width) in [(left, 100.0), (right, 60.0)] {
            view.layoutState.translatesAutoresizingMaskIntoConstraints = false
            view.layoutState.intrinsicContentSize = Size(width: width, height: 20)
            root.addSubview(view)
        }
        left.layoutState.contentHugging.horizontal = 251
        _ = try Self.constraint(left, .leading, .equal, root)
        _ = try Self.constraint(right, .leading, .equal, left, .trailing, constant: 8)
        _ = try Self.constraint(right, .trailing, .equal, root)
        _ = try Self.constraint(left, .top, .equal, root)
        _ = try Self.constraint(right, .top, .equal, root)
        root.layoutIfNeeded()
        // Left keeps its 100; right takes 320 − 100 − 8 = 212; heights are the intrinsic 20.
        #expect(left.model.frame == Rect(x: 0, y: 0, width: 100, height: 20))
        #expect(right.model.frame == Rect(x: 108, y: 0, width: 212, height: 20))
        #expect(!left.hasAmbiguousLayout && !right.hasAmbiguousLayout)
        // Compression: in 120 points, left (resistance 750) and right (749) cannot both keep their sizes:
        // right gives way first: 120 − 100 − 8 = 12.
        right.layoutState.compressionResistance.horizontal = 749
        root.set(.frame(Rect(x: 0, y: 0, width: 120, height: 100)))
        root.layoutIfNeeded()
        #expect(left.model.frame.width == 100)
        #expect(right.model.frame.width == 12)
    }

    @Test("Unsatisfiable: the constraint added last is broken, kept as the strongest optional, and logged")
    func unsatisfiable() throws {
        let (root, card) = Self.tree()
        _ = try Self.constraint(card, .leading, .equal, root)
        _ = try Self.constraint(card, .top, .equal, root)
        _ = try Self.constraint(card, .height, constant: 40)
        let first = try Self.constraint(card, .width, constant: 100)
        let second = try Self.constraint(card, .width, constant: 200)
        root.layoutIfNeeded()
        #expect(card.model.frame.width == 100)
        #expect(first.isActive && second.isActive)
        let issues = root.layout?.engine?.issues ?? []
        #expect(issues.count == 1)
        guard case let .unsatisfiable(broken, conflicting, log) = issues.first else {
            Issue.record("no unsatisfiable issue: \(issues)")
            return
        }
        #expect(broken == "<NSLayoutConstraint Card.width == 200   (active)>")
        #expect(conflicting == ["<NSLayoutConstraint Card.width == 100   (active)>", broken])
        #expect(log.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(broken)\n"))
        #expect(log.contains("(\n    \"<NSLayoutConstraint Card.width == 100   (active)>\",\n    \"\(broken)\"\n)"))
        // The broken one is optional now at 1100: once the other goes, it holds again.
        first.deactivate()
        root.layoutIfNeeded()
        #expect(card.model.frame.width == 200)
    }

    @Test("Ambiguity: a view with a position and no size is ambiguous; the engine reports it once")
    func ambiguity() throws {
        let (root, card) = Self.tree()
        _ = try Self.constraint(card, .leading, .equal, root)
        _ = try Self.constraint(card, .top, .equal, root)
        root.layoutIfNeeded()
        #expect(card.hasAmbiguousLayout)
        #expect(root.layout?.engine?.issues == [.ambiguous(view: "Card", attributes: ["width", "height"])])
        // Two equal-priority wishes for the width leave it free between them.
        _ = try Self.constraint(card, .width, constant: 10, priority: 500)
        _ = try Self.constraint(card, .width, constant: 20, priority: 500)
        _ = try Self.constraint(card, .height, constant: 10)
        root.layoutIfNeeded()
        #expect(card.hasAmbiguousLayout)
        _ = try Self.constraint(card, .width, constant: 15, priority: 600)
        root.layoutIfNeeded()
        #expect(!card.hasAmbiguousLayout)
        #expect(card.model.frame.width == 15)
    }

    @Test("Views in different hierarchies cannot be related: UIKit's reason text")
    func noCommonAncestor() {
        let a = SimulatedView(.view("A"), frame: .zero)
        let b = SimulatedView(.view("B"), frame: .zero)
        let constraint = LayoutConstraint(
            item: .view(a), attribute: .centerX, relatedBy: .equal, toItem: .view(b), attribute: .centerX)
        #expect(
            throws: LayoutError.noCommonAncestor(
                "Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"A.centerX\"> and "
                    + "<NSLayoutXAxisAnchor \"B.centerX\"> because they have no common ancestor.  Does the "
                    + "constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        ) { try constraint.activate() }
    }

    @Test("Autoresizing: the change is split among the flexible parts in proportion to their sizes")
    func autoresizing() {
        let root = SimulatedView(.view("Root"), frame: Rect(x: 0, y: 0, width: 220, height: 100))
        let stretching = SimulatedView(.view("Stretching"), frame: Rect(x: 20, y: 10, width: 100, height: 50))
        stretching.layoutState.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        let centred = SimulatedView(.view("Centred"), frame: Rect(x: 60, y: 10, width: 100, height: 50))
        centred.layoutState.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = SimulatedView(.view("Fixed"), frame: Rect(x: 60, y: 10, width: 100, height: 50))
        for view in [stretching, centred, fixed] { root.addSubview(view) }
        root.set(.frame(Rect(x: 0, y: 0, width: 420, height: 100)))
        // +200: width 100 and right margin 100 share it equally; margins 60 and 60 likewise.
        #expect(stretching.model.frame == Rect(x: 20, y: 10, width: 200, height: 50))
        #expect(centred.model.frame == Rect(x: 160, y: 10, width: 100, height: 50))
        #expect(fixed.model.frame == Rect(x: 60, y: 10, width: 100, height: 50))
        // 30 : 70 shares: left 20 → 20 + 100 × 20/120; width 100 → 100 + 100 × 100/120.
        let proportional = SimulatedView(.view("P"), frame: Rect(x: 20, y: 0, width: 100, height: 10))
        proportional.layoutState.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        root.addSubview(proportional)
        root.set(.frame(Rect(x: 0, y: 0, width: 540, height: 100)))
        #expect(abs(proportional.model.frame.x - (20 + 120 * 20 / 120)) < 1e-9)
        #expect(abs(proportional.model.frame.width - (100 + 120 * 100 / 120)) < 1e-9)
        // +120 more: the stretching view's width and right margin are 200 each now, so 60 each.
        #expect(stretching.model.frame.width == 260)
        root.layoutState.autoresizesSubviews = false
        root.set(.frame(Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(stretching.model.frame.width == 260)
    }

    @Test("An autoresizing subview of a view constraints place follows its solved size")
    func autoresizingInsideConstraints() throws {
        let (root, card) = Self.tree()
        let fill = SimulatedView(.view("Fill"), frame: Rect(x: 10, y: 10, width: 80, height: 30))
        fill.layoutState.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.set(.frame(Rect(x: 0, y: 0, width: 100, height: 50)))
        card.addSubview(fill)
        _ = try Self.constraint(card, .leading, .equal, root)
        _ = try Self.constraint(card, .top, .equal, root)
        _ = try Self.constraint(card, .width, constant: 300)
        _ = try Self.constraint(card, .height, constant: 150)
        root.layoutIfNeeded()
        // The card grows by 200 × 100: the fill's size takes it all (its margins are fixed).
        #expect(fill.model.frame == Rect(x: 10, y: 10, width: 280, height: 130))
    }

    @Test("Safe area and margins on a Face ID iPhone, portrait then landscape (R178, R179)")
    func safeAreaAndMargins() throws {
        let environment = try SimulationFixtures.environment(Self.faceIDPhone)
        let window = Window(environment: environment, rootViewController: ViewController(identifier: "Root"))
        window.layoutIfNeeded()
        let rootView = window.rootView(of: window.rootViewController)
        let safe = SimulatedView(.view("Safe"), frame: .zero)
        let margins = SimulatedView(.view("Margins"), frame: .zero)
        for view in [safe, margins] {
            view.layoutState.translatesAutoresizingMaskIntoConstraints = false
            rootView.addSubview(view)
        }
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try LayoutConstraint(
                item: .view(safe), attribute: attribute, relatedBy: .equal,
                toItem: .guide(rootView.safeAreaLayoutGuide), attribute: attribute
            ).activate()
            try LayoutConstraint(
                item: .view(margins), attribute: attribute, relatedBy: .equal,
                toItem: .guide(rootView.layoutMarginsGuide), attribute: attribute
            ).activate()
        }
        window.layoutIfNeeded()
        // Portrait 375 × 812: safe area 44 above, 34 below. Root margins 16 on the sides, 0 above and below,
        // from the safe area: x 16, y 44, width 375 − 32, height 812 − 78.
        #expect(safe.model.frame == Rect(x: 0, y: 44, width: 375, height: 734))
        #expect(margins.model.frame == Rect(x: 16, y: 44, width: 343, height: 734))
        #expect(rootView.safeAreaLayoutGuide.layoutFrame == Rect(x: 0, y: 44, width: 375, height: 734))
        try window.transition(to: SimulationFixtures.environment(Self.faceIDPhone, .landscape))
        window.layoutIfNeeded()
        // Landscape 812 × 375: sides 44, bottom 21, no status bar: margins 44 + 16 on the sides.
        #expect(safe.model.frame == Rect(x: 44, y: 0, width: 724, height: 354))
        #expect(margins.model.frame == Rect(x: 60, y: 0, width: 692, height: 354))
    }

    @Test("A view's safe area counts only what overlaps inside its superview: moved past the top, it stays at 44")
    func safeAreaIsCapped() throws {
        let environment = try SimulationFixtures.environment(Self.faceIDPhone)
        let window = Window(environment: environment, rootViewController: ViewController(identifier: "Root"))
        window.layoutIfNeeded()
        let rootView = window.rootView(of: window.rootViewController)
        let banner = SimulatedView(.view("Banner"), frame: Rect(x: 0, y: 20, width: 375, height: 100))
        rootView.addSubview(banner)
        // 44 − 20 = 24 of it is under the sensor housing.
        #expect(banner.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        banner.set(.frame(Rect(x: 0, y: -30, width: 375, height: 100)))
        // Above the root view's top, the part outside the root view does not count: 44, not 74.
        #expect(banner.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        let inner = SimulatedView(.view("Inner"), frame: Rect(x: 0, y: 10, width: 375, height: 50))
        banner.addSubview(inner)
        // The banner's own safe area starts 44 points down its bounds; the inner view starts 10 points down: 34.
        #expect(inner.safeAreaInsets == EdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
    }

    @Test("A plain view's margins are 8 points; the app's replace them")
    func plainMargins() throws {
        let (root, card) = Self.tree()
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            try LayoutConstraint(
                item: .view(card), attribute: attribute, relatedBy: .equal,
                toItem: .guide(root.layoutMarginsGuide), attribute: attribute
            ).activate()
        }
        root.layoutIfNeeded()
        #expect(card.model.frame == Rect(x: 8, y: 8, width: 304, height: 464))
        root.layoutState.customLayoutMargins = EdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(card.model.frame == Rect(x: 30, y: 20, width: 240, height: 420))
    }

    @Test("systemLayoutSizeFitting: the compressed size of a stack of fixed heights, 8 + 40 + 8 + 30 + 8 = 94")
    func fittingSize() throws {
        let container = SimulatedView(.view("Container"), frame: .zero)
        let top = SimulatedView(.view("Top"), frame: .zero)
        let bottom = SimulatedView(.view("Bottom"), frame: .zero)
        for view in [top, bottom] {
            view.layoutState.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        _ = try Self.constraint(top, .top, .equal, container, constant: 8)
        _ = try Self.constraint(top, .height, constant: 40)
        _ = try Self.constraint(bottom, .top, .equal, top, .bottom, constant: 8)
        _ = try Self.constraint(bottom, .height, constant: 30)
        _ = try Self.constraint(bottom, .bottom, .equal, container, constant: -8)
        _ = try Self.constraint(top, .leading, .equal, container)
        _ = try Self.constraint(top, .trailing, .equal, container)
        _ = try Self.constraint(bottom, .width, .equal, top)
        _ = try Self.constraint(bottom, .leading, .equal, top)
        let size = container.fittingSize(target: Size(width: 320, height: 0), priorities: (1000, 50))
        #expect(size == Size(width: 320, height: 94))
    }

    @Test("Removing a view deactivates the constraints above it that relate it or its subviews")
    func removalDeactivates() throws {
        let (root, card) = Self.tree()
        let badge = SimulatedView(.view("Badge"), frame: .zero)
        badge.layoutState.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        let toRoot = try Self.constraint(badge, .top, .equal, root, constant: 5)
        let inside = try Self.constraint(badge, .width, .equal, card)
        let own = try Self.constraint(card, .width, constant: 40)
        card.removeFromSuperview()
        #expect(!toRoot.isActive)
        #expect(inside.isActive && own.isActive)
    }

    @Test("The conflict log lists only the constraints that take part in it")
    func conflictSetIsMinimal() throws {
        let (root, card) = Self.tree()
        let other = SimulatedView(.view("Other"), frame: .zero)
        other.layoutState.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        _ = try Self.constraint(other, .leading, .equal, root)
        _ = try Self.constraint(other, .width, constant: 30)
        _ = try Self.constraint(card, .leading, .equal, root, constant: 10)
        _ = try Self.constraint(card, .trailing, .equal, root, constant: -10)
        _ = try Self.constraint(card, .width, constant: 400)
        root.layoutIfNeeded()
        guard case let .unsatisfiable(_, conflicting, _) = root.layout?.engine?.issues.first else {
            Issue.record("no conflict reported")
            return
        }
        // The root's fixed width, the card's two edges and its width: 10 + 400 + 10 ≠ 320.
        #expect(
            conflicting == [
                "<NSAutoresizingMaskLayoutConstraint h=--- v=--- Root.width == 320   (active)>",
                "<NSLayoutConstraint Card.leading == Root.leading + 10   (active)>",
                "<NSLayoutConstraint Card.trailing == Root.trailing - 10   (active)>",
                "<NSLayoutConstraint Card.width == 400   (active)>",
            ])
    }
}
