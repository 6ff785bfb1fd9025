#if !canImport(UIKit)
    import AdaptivePresentation
    import AdaptivePresentationTesting
    import Testing

    @testable import AdaptiveUIKit

    /// App code laid out with constraints, guides, stack views and autoresizing masks, as UIKit lays it out
    /// (R175–R182). Every expected frame is worked out by hand in the comment above it.
    @MainActor
    @Suite("Auto Layout in app code")
    struct AutoLayoutTests {
        /// A controller whose view holds a card centred at half the view's width and 120 points tall, and a
        /// banner 100 points tall that follows the view's width by its autoresizing mask.
        final class CardController: UIViewController {
            let card = UIView()
            let banner = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
            private(set) var calls: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                card.accessibilityIdentifier = "Card"
                card.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(card)
                NSLayoutConstraint.activate([
                    card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    card.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                    card.heightAnchor.constraint(equalToConstant: 120),
                ])
                banner.autoresizingMask = [.flexibleWidth]
                view.addSubview(banner)
            }

            override func viewWillLayoutSubviews() {
                super.viewWillLayoutSubviews()
                calls.append("viewWillLayoutSubviews \(Int(view.bounds.width))")
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                calls.append("viewDidLayoutSubviews \(Int(card.frame.width))")
            }
        }

        @Test("Constraints and an autoresizing mask follow Split View: 1024 → 320 → 694 points wide")
        func splitView() throws {
            let window = try UIWindow(device: "ipad-air-2", orientation: .landscape)
            let controller = CardController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            // 1024 × 768: card 512 wide at x (1024 − 512) / 2 = 256, y (768 − 120) / 2 = 324.
            #expect(controller.card.frame == CGRect(x: 256, y: 324, width: 512, height: 120))
            #expect(controller.banner.frame.width == 1024)
            #expect(controller.calls == ["viewWillLayoutSubviews 1024", "viewDidLayoutSubviews 512"])
            try window.resize(to: .oneThird)
            // 320 wide: card 160 at x 80; the banner's width takes the whole change.
            #expect(controller.card.frame == CGRect(x: 80, y: 324, width: 160, height: 120))
            #expect(controller.banner.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
            try window.resize(to: .twoThirds)
            // 694 wide: card 347 at x 173.5.
            #expect(controller.card.frame == CGRect(x: 173.5, y: 324, width: 347, height: 120))
            #expect(controller.banner.frame.width == 694)
            #expect(controller.calls.last == "viewDidLayoutSubviews 347")
            expectNoLayoutIssues(window)
            #expect(!controller.card.hasAmbiguousLayout)
        }

        @Test("The safe-area guide and the margins on an iPhone X, portrait then landscape")
        func safeAreaOnRotation() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let content = UIView()
            let text = UIView()
            for view in [content, text] {
                view.translatesAutoresizingMaskIntoConstraints = false
                controller.view.addSubview(view)
            }
            let safe = controller.view.safeAreaLayoutGuide
            let margins = controller.view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: safe.topAnchor),
                content.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
                content.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                text.topAnchor.constraint(equalTo: margins.topAnchor, constant: 20),
                text.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                text.heightAnchor.constraint(equalToConstant: 30),
            ])
            window.makeKeyAndVisible()
            // Portrait 375 × 812: 44 above and 34 below; margins 16 on the sides from the safe area.
            #expect(content.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
            #expect(text.frame == CGRect(x: 16, y: 64, width: 343, height: 30))
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
            #expect(controller.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
            try window.rotate(to: .landscape)
            // Landscape 812 × 375: 44 on each side, 21 below, no status bar; margins 44 + 16 on the sides.
            #expect(content.frame == CGRect(x: 44, y: 0, width: 724, height: 354))
            #expect(text.frame == CGRect(x: 60, y: 20, width: 692, height: 30))
            #expect(safe.layoutFrame == CGRect(x: 44, y: 0, width: 724, height: 354))
        }

        @Test("A constant changed in an animation block animates the frame on the clock (linear, half way)")
        func animatedConstant() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let drawer = UIView()
            drawer.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(drawer)
            let top = drawer.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 812)
            NSLayoutConstraint.activate([
                top, drawer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                drawer.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
                drawer.heightAnchor.constraint(equalToConstant: 300),
            ])
            window.makeKeyAndVisible()
            #expect(drawer.frame.minY == 812)
            top.constant = 512
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
                controller.view.layoutIfNeeded()
            }
            // The model is at 512 at once; the presentation layer moves from 812 to 512 over one second.
            #expect(drawer.frame.minY == 512)
            window.advance(by: 0.5)
            #expect(drawer.layer.presentation()?.frame.minY == 662)
            window.advance(by: 0.5)
            #expect(drawer.layer.presentation()?.frame.minY == 512)
        }

        @Test("Contradicting constraints: UIKit breaks the last and logs; the window lists the issue")
        func unsatisfiable() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let box = UIView()
            box.accessibilityIdentifier = "Box"
            box.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 300)
            wide.identifier = "wide"
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                box.topAnchor.constraint(equalTo: controller.view.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                box.widthAnchor.constraint(equalToConstant: 100), wide,
            ])
            window.makeKeyAndVisible()
            #expect(box.frame.width == 100)
            #expect(wide.isActive)
            guard case let .unsatisfiable(broken, _, log) = window.layoutIssues.first else {
                Issue.record("no unsatisfiable issue: \(window.layoutIssues)")
                return
            }
            #expect(broken == "<NSLayoutConstraint 'wide' Box.width == 300   (active)>")
            #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
            // The testing library's helper fails a test with UIKit's text.
            withKnownIssue {
                expectNoLayoutIssues(window)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.hasPrefix("[LayoutConstraints] Unable to simultaneously") }
            }
        }

        @Test("Illegal priorities and items are refused as UIKit refuses them, recorded and not applied")
        func illegalPriorityAndItem() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let box = UIView()
            controller.view.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 10)
            width.isActive = true
            width.priority = .defaultHigh
            #expect(width.priority == .required)
            #expect(window.exceptions.last?.name == "NSInternalInconsistencyException")
            #expect(window.exceptions.last?.reason.hasPrefix("Mutating a priority from required to not") == true)
            width.priority = UILayoutPriority(1001)
            #expect(width.priority == .required)
            #expect(window.exceptions.last?.reason.hasPrefix("It's illegal to set priority:1001.") == true)
            width.isActive = false
            width.priority = .defaultHigh
            #expect(width.priority == .defaultHigh)
            _ = NSLayoutConstraint(
                item: NSObject(), attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 5)
            #expect(window.exceptions.last?.name == "NSInvalidArgumentException")
        }

        @Test("A constraint between views in different hierarchies raises NSGenericException in the window")
        func noCommonAncestor() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let inside = UIView()
            controller.view.addSubview(inside)
            let outside = UIView()
            inside.centerXAnchor.constraint(equalTo: outside.centerXAnchor).isActive = true
            #expect(window.exceptions.last?.name == "NSGenericException")
            #expect(window.exceptions.last?.reason.contains("because they have no common ancestor.") == true)
        }

        @Test("Stack views: equal widths with spacing, a hidden view takes no room, centred image views")
        func stackViews() throws {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let views = (0..<3).map { _ in UIView() }
            let stack = UIStackView(arrangedSubviews: views)
            stack.distribution = .fillEqually
            stack.spacing = 10
            stack.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 27.5),
                stack.widthAnchor.constraint(equalToConstant: 320),
                stack.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
                stack.heightAnchor.constraint(equalToConstant: 50),
            ])
            window.makeKeyAndVisible()
            // (320 − 2 × 10) / 3 = 100 each, at 0, 110 and 220 in the stack view.
            #expect(views.map(\.frame) == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 50) })
            #expect(stack.frame == CGRect(x: 27.5, y: 44, width: 320, height: 50))
            views[1].isHidden = true
            controller.view.layoutIfNeeded()
            // (320 − 10) / 2 = 155 each, at 0 and 165; the hidden one is 0 wide.
            #expect(views[0].frame == CGRect(x: 0, y: 0, width: 155, height: 50))
            #expect(views[2].frame == CGRect(x: 165, y: 0, width: 155, height: 50))
            #expect(views[1].frame.width == 0)

            // A vertical stack of image views, centred: the widest sets the stack's width.
            let small = UIImageView(image: UIImage(size: CGSize(width: 40, height: 20)))
            let large = UIImageView(image: UIImage(size: CGSize(width: 100, height: 30)))
            let column = UIStackView(arrangedSubviews: [small, large])
            column.axis = .vertical
            column.alignment = .center
            column.spacing = 8
            column.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(column)
            NSLayoutConstraint.activate([
                column.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                column.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 200),
            ])
            controller.view.layoutIfNeeded()
            // Width max(40, 100) = 100, height 20 + 8 + 30 = 58; the small one centred at x 30.
            #expect(column.frame == CGRect(x: 0, y: 200, width: 100, height: 58))
            #expect(small.frame == CGRect(x: 30, y: 0, width: 40, height: 20))
            #expect(large.frame == CGRect(x: 0, y: 28, width: 100, height: 30))
            #expect(!small.hasAmbiguousLayout && !column.hasAmbiguousLayout)
        }

        @Test("A custom layoutSubviews runs on a size change and after setNeedsLayout, once per pass")
        func layoutSubviewsOverride() throws {
            final class Ruler: UIView {
                private(set) var passes = 0
                let tick = UIView()
                override func layoutSubviews() {
                    super.layoutSubviews()
                    passes += 1
                    if tick.superview == nil { addSubview(tick) }
                    tick.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: bounds.height)
                }
            }
            let window = try UIWindow(device: "ipad-air-2", orientation: .landscape)
            let controller = UIViewController()
            window.rootViewController = controller
            let ruler = Ruler(frame: CGRect(x: 0, y: 0, width: 1024, height: 44))
            ruler.autoresizingMask = .flexibleWidth
            controller.view.addSubview(ruler)
            window.makeKeyAndVisible()
            #expect(ruler.tick.frame.minX == 1014)
            try window.resize(to: .oneHalf)
            #expect(ruler.tick.frame == CGRect(x: 497, y: 0, width: 10, height: 44))
            let passes = ruler.passes
            ruler.setNeedsLayout()
            ruler.layoutIfNeeded()
            ruler.layoutIfNeeded()
            #expect(ruler.passes == passes + 1)
        }

        /// The example of the article "Testing your app's presentation code" ("Layout"), as it is there.
        func drawerSlidesUp() throws -> CGFloat? {
            let window = try UIWindow(device: "iphone-x", orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let drawer = UIView()
            drawer.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(drawer)
            let top = drawer.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 812)
            NSLayoutConstraint.activate([
                top,
                drawer.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
                drawer.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
                drawer.heightAnchor.constraint(equalToConstant: 300),
            ])
            window.makeKeyAndVisible()
            top.constant = 512
            UIView.animate(withDuration: 0.3) { controller.view.layoutIfNeeded() }
            window.advance(by: 0.15)
            return drawer.layer.presentation()?.frame.minY  // between 812 and 512, on the ease-in-out curve
        }

        @Test("The article's drawer example: half way in time is half way in place on the symmetric curve")
        func articleExample() throws {
            // Ease-in-out is symmetric: at half the duration the drawer is half way, (812 + 512) / 2 = 662.
            let minY = try #require(try drawerSlidesUp())
            #expect(abs(minY - 662) < 1e-6)
        }

        @Test("systemLayoutSizeFitting gives a cell's compressed height from its constraints")
        func fittingSize() {
            let cell = UIView()
            let title = UILabel()
            title.simulatedTextSize = CGSize(width: 200, height: 21)
            title.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(title)
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                title.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            ])
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            // 12 + 21 + 12 = 45 tall at the required 375 wide.
            #expect(size == CGSize(width: 375, height: 45))
        }
    }
#endif
