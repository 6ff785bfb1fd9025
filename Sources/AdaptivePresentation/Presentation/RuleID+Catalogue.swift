// The catalogue of rule ids: one named constant for every rule and failure mode of the "Rule ids" table of the
// "Presentation rules" article, each documented with the first sentence of its row, and `RuleID.all`, which lists
// them. This file is the only place an id is spelt out; the table says what each rule is. A new rule is a constant
// here, an entry in `all` and a row in the table: `RuleIdTableTests` checks that the three agree. No rule is
// numbered 41 to 49 or 72 to 79.

extension RuleID {
    /// The default `modalPresentationStyle` is `.fullScreen` up to the iOS 12 SDK and `.automatic` from iOS 13.
    public static let R1 = RuleID(.rule, 1)

    /// `.automatic` resolves to `.pageSheet` before iOS 18 and to `.formSheet` from iOS 18 (special cases aside).
    public static let R2 = RuleID(.rule, 2)

    /// The style chooses the presentation controller's class (full screen, over full screen, form sheet, popover,
    /// current context, custom).
    public static let R3 = RuleID(.rule, 3)

    /// `presentationController` is created the first time it is read, with the style of that moment, and then kept.
    public static let R4 = RuleID(.rule, 4)

    /// Legal answers of `adaptivePresentationStyle(for:traitCollection:)` in every era: `.fullScreen`,
    /// `.overFullScreen`, `.formSheet`, `.none`; others are ignored.
    public static let R5 = RuleID(.rule, 5)

    /// The legacy `adaptivePresentationStyle(for:)` may answer `.fullScreen`, `.overFullScreen` or `.none`, and is
    /// asked only when the trait-collection variant is not implemented and the width is compact.
    public static let R6 = RuleID(.rule, 6)

    /// The trait-collection variant is asked in every environment, regular width included.
    public static let R7 = RuleID(.rule, 7)

    /// `.none` means "do not adapt": the requested style is kept (a real popover on an iPhone).
    public static let R8 = RuleID(.rule, 8)

    /// Without a delegate the base presentation controller answers `.none`; the style's own default adaptation applies.
    public static let R9 = RuleID(.rule, 9)

    /// A popover is a popover in regular width and height.
    public static let R10 = RuleID(.rule, 10)

    /// Form and page sheets from iOS 13: centred sheets in regular/regular, a card in compact width with regular
    /// height, full screen in compact height.
    public static let R11 = RuleID(.rule, 11)

    /// From iOS 13 form and page sheets report no adaptive style (`willPresentWithAdaptiveStyle(.none)`), however they
    /// look.
    public static let R12 = RuleID(.rule, 12)

    /// Before iOS 13 form and page sheets adapt to full screen in compact width (a real adaptation with a substitute)
    /// and stay sheets in regular width.
    public static let R13 = RuleID(.rule, 13)

    /// `.fullScreen` and `.overFullScreen` never adapt; a delegate's answer is ignored.
    public static let R14 = RuleID(.rule, 14)

    /// Current-context styles cover the nearest ancestor that `definesPresentationContext`, else the root.
    public static let R15 = RuleID(.rule, 15)

    /// Current-context styles do not adapt on the modern SDK, whatever the delegate answers.
    public static let R16 = RuleID(.rule, 16)

    /// A full-screen style is presented by a controller that covers the screen, found by walking up from the one asked.
    public static let R17 = RuleID(.rule, 17)

    /// `.custom` adapts only when its delegate gives a legal style; by default it never adapts.
    public static let R18 = RuleID(.rule, 18)

    /// Which adapted styles each requested style can reach (none reverts; full screen, over full screen, form sheet).
    public static let R19 = RuleID(.rule, 19)

    /// `viewControllerForAdaptivePresentationStyle` is asked when the adapted style changes; a controller it returns is
    /// shown instead (the substitute).
    public static let R20 = RuleID(.rule, 20)

    /// When adaptation is no longer needed, the original presentation and the original controller come back.
    public static let R21 = RuleID(.rule, 21)

    /// `willPresentWithAdaptiveStyle` comes before an adaptive presentation or transition, with `.none` when none
    /// happens.
    public static let R22 = RuleID(.rule, 22)

    /// `presentationController(_:prepare:)` (iOS 15+) lets the delegate configure the controller that takes over.
    public static let R23 = RuleID(.rule, 23)

    /// On a trait change the style is asked again; the presentation adapts or reverts only when that answer changes
    /// what is shown.
    public static let R24 = RuleID(.rule, 24)

    /// The order of delegate calls at presentation: style, prepare, substitute, will-present.
    public static let R25 = RuleID(.rule, 25)

    /// The order of delegate calls on a size-class change while presented.
    public static let R26 = RuleID(.rule, 26)

    /// A popover needs an anchor (source view, bar button item or source item) when it shows as a popover, or UIKit
    /// raises `NSGenericException`.
    public static let R27 = RuleID(.rule, 27)

    /// Popover defaults: any arrow direction, no overlap of the source rect, 10-point layout margins.
    public static let R28 = RuleID(.rule, 28)

    /// A popover's content size is the presented controller's `preferredContentSize`, with defaults for components of
    /// zero or less.
    public static let R29 = RuleID(.rule, 29)

    /// The form sheet's size in regular/regular (540×620 classically, larger from iOS 16 and on larger iPads).
    public static let R30 = RuleID(.rule, 30)

    /// Sheet detents (iOS 15+): large by default, medium about half height and inactive in compact height, custom
    /// detents from iOS 16.
    public static let R31 = RuleID(.rule, 31)

    /// In compact height a sheet is full screen unless it prefers to be edge-attached.
    public static let R32 = RuleID(.rule, 32)

    /// `prefersPageSizing` (iOS 17+) chooses page or form sizing.
    public static let R33 = RuleID(.rule, 33)

    /// User-initiated dismissal (swipe, tap outside) asks should-dismiss, then will- and did-dismiss;
    /// `isModalInPresentation` or a refusal gives did-attempt-to-dismiss instead.
    public static let R34 = RuleID(.rule, 34)

    /// Sheets, popovers and the over-styles keep the presenter's view, so its appearance callbacks are not called.
    public static let R35 = RuleID(.rule, 35)

    /// The segue lifecycle: should-perform (user triggers only), instantiate, configure, `prepare(for:sender:)`,
    /// `perform()`; on iOS 8 the segue is released after `perform()`.
    public static let R36 = RuleID(.rule, 36)

    /// From iOS 9 a Present Modally or Popover segue (a subclass too) is retained for the whole presentation and
    /// released on dismissal; only those segue templates call `_setSegueResponsibleForModalPresentation:`, so a Show
    /// segue that presents, a custom segue and a segue made in UIKit code are not retained.
    public static let R37 = RuleID(.rule, 37)

    /// A popover segue sets the destination's style to `.popover` and its anchor before `prepare(for:sender:)`; with
    /// neither an anchor view nor an anchor bar button item in the storyboard it asserts when performed
    /// (`NSInternalInconsistencyException`, "A popover segue must have either an anchorBarButtonItem or an
    /// anchorView."), in every environment, whatever `prepare(for:sender:)` sets.
    public static let R38 = RuleID(.rule, 38)

    /// An unwind destination is found by walking up parents and presenting controllers from the source.
    public static let R39 = RuleID(.rule, 39)

    /// The base presentation controller's defaults (`shouldPresentInFullscreen` true, `shouldRemovePresentersView`
    /// false).
    public static let R40 = RuleID(.rule, 40)

    /// Only page and form sheets (so `.automatic` too) have a `sheetPresentationController`; a popover has an adaptive
    /// sheet.
    public static let R50 = RuleID(.rule, 50)

    /// The detent model: non-empty, smallest to largest, medium and large identifiers, custom detents that can be
    /// inactive.
    public static let R51 = RuleID(.rule, 51)

    /// The selected detent: nil or unknown means the smallest active one; setting it in code calls no delegate; a user
    /// change calls it once.
    public static let R52 = RuleID(.rule, 52)

    /// Dimming: every detent dims unless at or below `largestUndimmedDetentIdentifier`, where touches reach the
    /// presenter.
    public static let R53 = RuleID(.rule, 53)

    /// A sheet's geometry on iPhone (iOS 15–18) in compact width: top inset, medium and large heights.
    public static let R54 = RuleID(.rule, 54)

    /// A sheet in compact height: full screen by default, edge-attached when preferred.
    public static let R55 = RuleID(.rule, 55)

    /// The grabber, scrolling to expand, and the keyboard.
    public static let R56 = RuleID(.rule, 56)

    /// Dragging below the smallest detent dismisses with the dismissal calls, or rubber-bands when modal.
    public static let R57 = RuleID(.rule, 57)

    /// Sheets on iPad in regular width float, centred, with the form sheet's default size by screen size.
    public static let R58 = RuleID(.rule, 58)

    /// A popover's adaptive sheet (iOS 15+) is used when the popover adapts, with its detents, grabber and dimming.
    public static let R59 = RuleID(.rule, 59)

    /// iOS 26 sheets: inset partial-height sheets and an opaque full-width large detent.
    public static let R60 = RuleID(.rule, 60)

    /// A split view is collapsed in compact width and expanded in regular width.
    public static let R61 = RuleID(.rule, 61)

    /// Classic collapse: primary for collapsing, collapse secondary, then the primary's own collapse.
    public static let R62 = RuleID(.rule, 62)

    /// Classic expansion: primary for expanding, separate secondary, then the primary's own separation.
    public static let R63 = RuleID(.rule, 63)

    /// How `show` and `showDetail` are routed, expanded and collapsed.
    public static let R64 = RuleID(.rule, 64)

    /// Classic display modes by orientation and multitasking state.
    public static let R65 = RuleID(.rule, 65)

    /// Column widths: clamped preferred width, fractions rounded up, automatic bounds.
    public static let R66 = RuleID(.rule, 66)

    /// The column-style API (iOS 14+): `init(style:)`, columns, and which delegate methods apply.
    public static let R67 = RuleID(.rule, 67)

    /// Column-style collapse and expansion, with their delegate calls.
    public static let R68 = RuleID(.rule, 68)

    /// `show(_:)` and `hide(_:)` of columns, collapsed and expanded.
    public static let R69 = RuleID(.rule, 69)

    /// A collapse never dismisses presentations; each re-adapts in the same trait change.
    public static let R70 = RuleID(.rule, 70)

    /// iOS 26 split views: the inspector column and free-form windows driving collapse.
    public static let R71 = RuleID(.rule, 71)

    /// The transitioning delegate is weak and belongs to the presented view controller.
    public static let R80 = RuleID(.rule, 80)

    /// Presentation: order of calls.
    public static let R81 = RuleID(.rule, 81)

    /// Dismissal: order of calls.
    public static let R82 = RuleID(.rule, 82)

    /// Which presentation styles use a custom animator.
    public static let R83 = RuleID(.rule, 83)

    /// No animator → the built-in animation.
    public static let R84 = RuleID(.rule, 84)

    /// Non-animated presentations and dismissals.
    public static let R85 = RuleID(.rule, 85)

    /// Segues and the delegate's lifetime.
    public static let R86 = RuleID(.rule, 86)

    /// A storyboard Present Modally or Popover segue copies its Presentation and Transition to the destination only
    /// when they are not "Default", then presents; it sets no transitioning delegate.
    public static let R87 = RuleID(.rule, 87)

    /// The context controller's transition style.
    public static let R88 = RuleID(.rule, 88)

    /// `modalTransitionStyle` is set on the presented controller; the default is `.coverVertical`; `.flipHorizontal`,
    /// `.crossDissolve` and `.partialCurl` are the others, and the dismissal plays the same style in reverse.
    public static let R89 = RuleID(.rule, 89)

    /// `.partialCurl` needs a full-screen presentation (`.fullScreen`) from a full-screen presenter, or UIKit raises
    /// `NSInvalidArgumentException` ("Application tried to present UIModalTransitionStylePartialCurl to or from
    /// non-fullscreen view controller …"); a controller presented with the curl cannot present another (the same
    /// exception).
    public static let R90 = RuleID(.rule, 90)

    /// A `.currentContext` or `.overCurrentContext` presentation from inside a popover supports only `.coverVertical`;
    /// another transition style raises.
    public static let R91 = RuleID(.rule, 91)

    /// Durations of the built-in transitions are not documented.
    public static let R92 = RuleID(.rule, 92)

    /// Which controllers are “from” and “to”.
    public static let R93 = RuleID(.rule, 93)

    /// `view(forKey:)` (iOS 8+).
    public static let R94 = RuleID(.rule, 94)

    /// The container view.
    public static let R95 = RuleID(.rule, 95)

    /// `initialFrame(for:)` and `finalFrame(for:)`.
    public static let R96 = RuleID(.rule, 96)

    /// Other context properties.
    public static let R97 = RuleID(.rule, 97)

    /// Timing: `transitionDuration` is advisory, and the transition starts later.
    public static let R98 = RuleID(.rule, 98)

    /// `completeTransition(_:)` is mandatory.
    public static let R99 = RuleID(.rule, 99)

    /// What `completeTransition(didComplete)` triggers, in order.
    public static let R100 = RuleID(.rule, 100)

    /// The view hierarchy after `completeTransition`.
    public static let R101 = RuleID(.rule, 101)

    /// Appearance callbacks.
    public static let R102 = RuleID(.rule, 102)

    /// Presentation-controller transition callbacks.
    public static let R103 = RuleID(.rule, 103)

    /// `presentedViewController`, `presentingViewController`, `isBeingPresented`/`isBeingDismissed`.
    public static let R104 = RuleID(.rule, 104)

    /// A cancelled dismissal keeps the presentation.
    public static let R105 = RuleID(.rule, 105)

    /// `completeTransition` is one-shot.
    public static let R106 = RuleID(.rule, 106)

    /// UIKit does not reset what the animator changed.
    public static let R107 = RuleID(.rule, 107)

    /// The interaction controller.
    public static let R108 = RuleID(.rule, 108)

    /// `UIPercentDrivenInteractiveTransition`: scrubbing.
    public static let R109 = RuleID(.rule, 109)

    /// `finish()` and `cancel()` timing.
    public static let R110 = RuleID(.rule, 110)

    /// Cancellation.
    public static let R111 = RuleID(.rule, 111)

    /// Interruptible transitions (iOS 10+).
    public static let R112 = RuleID(.rule, 112)

    /// The transition coordinator.
    public static let R113 = RuleID(.rule, 113)

    /// Model values change at once; presentation values are interpolated.
    public static let R114 = RuleID(.rule, 114)

    /// `animate(withDuration:delay:options:animations:completion:)`.
    public static let R115 = RuleID(.rule, 115)

    /// Nesting and inheritance.
    public static let R116 = RuleID(.rule, 116)

    /// Timing curves.
    public static let R117 = RuleID(.rule, 117)

    /// Springs.
    public static let R118 = RuleID(.rule, 118)

    /// Keyframe animations.
    public static let R119 = RuleID(.rule, 119)

    /// `UIViewPropertyAnimator` (iOS 10+).
    public static let R120 = RuleID(.rule, 120)

    /// `transform` versus `frame`.
    public static let R121 = RuleID(.rule, 121)

    /// What a `UIPresentationController` subclass controls.
    public static let R122 = RuleID(.rule, 122)

    /// `containerViewWillLayoutSubviews()` / `containerViewDidLayoutSubviews()`.
    public static let R123 = RuleID(.rule, 123)

    /// Size propagation.
    public static let R124 = RuleID(.rule, 124)

    /// Adaptation of a `.custom` presentation, and animators while adapted.
    public static let R125 = RuleID(.rule, 125)

    /// `.custom` without a presentation controller.
    public static let R126 = RuleID(.rule, 126)

    /// Show segues and `show(_:sender:)` push; the transitioning delegate is not used.
    public static let R127 = RuleID(.rule, 127)

    /// Custom push/pop animators.
    public static let R128 = RuleID(.rule, 128)

    /// The navigation transition context.
    public static let R129 = RuleID(.rule, 129)

    /// iOS 26: a popover anchored to a bar button item (`barButtonItem`, or `sourceItem` holding one) grows out of the
    /// item and replaces it until dismissed, with no arrow; `permittedArrowDirections` has no effect on it.
    public static let R130 = RuleID(.rule, 130)

    /// iOS 26: an action sheet on iPhone is a popover presented over its anchor (`sourceView` or `sourceItem`), which
    /// does not fall back to the sheet from the bottom in compact width, with no Cancel button (a tap outside cancels).
    public static let R131 = RuleID(.rule, 131)

    /// iOS 26: an action sheet with no anchor is centred like an alert, with a Cancel button, on iPhone and iPad, and
    /// raises nothing (R27's exception no longer applies to action sheets).
    public static let R132 = RuleID(.rule, 132)

    /// iPadOS 26 windows: windows resize continuously (Apple's "Adopting Liquid Glass"; TN3192 deprecates
    /// `UIRequiresFullScreen`); the named layouts read as windows of those sizes (choice 78).
    public static let R133 = RuleID(.rule, 133)

    /// iOS 27: `UISheetPresentationController.preferredPlacement` (`.automatic`, `.leading`, `.center`, `.trailing`;
    /// default `.automatic`; ignored while `sourceView` is set) places a sheet within the presenting view.
    public static let R134 = RuleID(.rule, 134)

    /// iOS 27: `UIPopoverPresentationController.barButtonItem` is deprecated (Apple's page gives its availability as
    /// iOS 8.0–27.0); `sourceItem` (iOS 16) takes the same item.
    public static let R135 = RuleID(.rule, 135)

    /// Auto Layout: a constraint is a linear equality or inequality between attributes of views and layout guides
    /// (`item1.attr1 relation multiplier × item2.attr2 + constant`); the engine, a Cassowary solver as UIKit's, keeps
    /// every required constraint (priority 1000) and satisfies the optional ones as far as it can, a higher priority
    /// before any amount of lower ones. Leading and trailing are left and right (left-to-right layout); a baseline is
    /// the bottom edge (no font metrics).
    public static let R175 = RuleID(.rule, 175)

    /// The layout pass: activating, deactivating or changing a constraint, a size change and `setNeedsLayout()` mark
    /// views; the pass (`layoutIfNeeded()`, and the window's at every resize, rotation and transition start) updates the
    /// engine, then from the top each marked view runs `layoutSubviews()`, whose default gives the subviews constraints
    /// place their solved frames, with its controller's `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()`
    /// after for a root view; inside an animation block the new frames animate.
    public static let R176 = RuleID(.rule, 176)

    /// A view whose `translatesAutoresizingMaskIntoConstraints` is true (the default for views made in code) keeps its
    /// frame and autoresizing mask as required constraints (UIKit's `NSAutoresizingMaskLayoutConstraint`); one that is
    /// false is placed by constraints, and its intrinsic content size adds content hugging (`size ≤ intrinsic` at its
    /// hugging priority, 250 by default) and compression resistance (`size ≥ intrinsic` at 750).
    public static let R177 = RuleID(.rule, 177)

    /// Safe area: the window's `safeAreaInsets` are the device's (status bar or sensor housing and home indicator for
    /// the orientation, from `devices.yaml`); a view's are its superview's unsafe edges where they overlap the view's
    /// frame inside the superview's bounds, so a view moved past its superview's edge keeps its superview's inset;
    /// `safeAreaLayoutGuide` is the view's bounds inset by them, so a presented sheet's view has its own.
    public static let R178 = RuleID(.rule, 178)

    /// Layout margins: 8 points on each side of a view by default; a controller's root view takes at least the system
    /// minimum (16 points on the sides in a compact-width window, 20 in a regular one, none above and below) unless
    /// `viewRespectsSystemMinimumLayoutMargins` is false; with `insetsLayoutMarginsFromSafeArea` (the default) the
    /// margins are measured from the safe area's edges (choice 91).
    public static let R179 = RuleID(.rule, 179)

    /// Autoresizing: when a view's size changes, each subview that keeps its frame by its autoresizing mask takes the
    /// change, split among its flexible parts (margins and size along the axis) in proportion to their sizes; inside an
    /// animation the subviews animate with it; `autoresizesSubviews` false stops it.
    public static let R180 = RuleID(.rule, 180)

    /// Unsatisfiable constraints: a required constraint that contradicts the required ones already solved is broken: it
    /// stays active, kept in the engine as the strongest optional constraint (1100, above every priority), and UIKit
    /// logs "Unable to simultaneously satisfy constraints." with the mutually exclusive constraints and the one it
    /// breaks (choice 90).
    public static let R181 = RuleID(.rule, 181)

    /// Ambiguous layout: when the constraints leave a view's position or size free (another frame satisfies them at the
    /// same cost, or a view placed by constraints has none on an axis), UIKit takes one solution without a word;
    /// `hasAmbiguousLayout` tells.
    public static let R182 = RuleID(.rule, 182)

    /// Core Animation's explicit animations (`CALayer.add(_:forKey:)`): the model keeps its values while the
    /// presentation layer shows the animation's (`fromValue`, else what shows now, to `toValue`, else the model), along
    /// its timing function (linear when none) over its duration (0.25 s when none); a keyframe animation goes through
    /// its values at its key times; a group's children run in its time space, clipped, not scaled, to its duration; when
    /// an animation ends it leaves the layer, which shows the model again, unless it fills forwards and is not removed
    /// on completion; an animation added under a key replaces the one there; the delegate hears `animationDidStart(_:)`
    /// and `animationDidStop(_:finished:)`, finished false when removed early.
    public static let R183 = RuleID(.rule, 183)

    /// The animator never calls `completeTransition` (e.g. a code path returns early, or a completion block is never
    /// reached): transition never ends (R99).
    public static let F1 = RuleID(.failureMode, 1)

    /// The to-view is not added to the container on presentation: nothing new appears (R95, R101).
    public static let F2 = RuleID(.failureMode, 2)

    /// The animator fades the from-view (alpha 0) and never restores it: on iPhone (era 9) the presenter's view is
    /// removed with alpha 0 (R107, R94).
    public static let F3 = RuleID(.failureMode, 3)

    /// `toVC.view` is used instead of `view(forKey: .to)` (iPad form sheet, iOS 13+ cards): only the content is
    /// animated; the wrapper (rounded corners, shadow) is not, and adding `toVC.view` to the container pulls it out of
    /// its wrapper (R94).
    public static let F4 = RuleID(.failureMode, 4)

    /// On dismissal of a style that does not remove the presenter (`.custom` default, form sheet, over-*), the animator
    /// adds `toVC.view` to the container: at completion UIKit removes the container, and the presenter's view goes with
    /// it: black screen after dismissal (R94, R101).
    public static let F5 = RuleID(.failureMode, 5)

    /// Force-unwrapping `view(forKey:)`: crash where the view is nil: `.from` on iPad form sheets, all iOS 13+ sheets,
    /// over-* and default `.custom` presentations; `.to` on their dismissals (R94).
    public static let F6 = RuleID(.failureMode, 6)

    /// `completeTransition(true)` is called although the interactive transition was cancelled: UIKit finalises the
    /// wrong outcome (R111).
    public static let F7 = RuleID(.failureMode, 7)

    /// After a cancelled dismissal, the to-view the animator inserted is not removed, or other changes are not undone:
    /// the presenter's view stays inside the container under B (R101, R105).
    public static let F8 = RuleID(.failureMode, 8)

    /// In the completion, the animator removes the to-view after a **successful** presentation (inverting the Listing
    /// 10-2 condition): blank screen with a presented controller (R101).
    public static let F9 = RuleID(.failureMode, 9)

    /// The transitioning delegate is held only weakly (an inline object; on iOS 8 a segue that sets itself as
    /// delegate): no error (R80, R86).
    public static let F10 = RuleID(.failureMode, 10)

    /// `present` while another transition is running, or presenting a controller that is already presented: the request
    /// is dropped with a console message (“…while a presentation is in progress.”, “…which is already presenting …”),
    /// or an exception (“Application tried to present modally a view controller %@ that is already being presented by
    /// %@.”) (R99, R104).
    public static let F11 = RuleID(.failureMode, 11)

    /// `partialCurl` with a non-full-screen style or parent, or presenting from a curled controller: exception (crash)
    /// (R90).
    public static let F12 = RuleID(.failureMode, 12)

    /// A percent-driven interaction controller is returned for a transition no gesture drives: the transition sits at 0
    /// % forever (R108).
    public static let F13 = RuleID(.failureMode, 13)

    /// A custom modal segue overrides `perform()` without calling `super.perform()`: `prepare(for:sender:)` ran but
    /// nothing is presented (R87).
    public static let F14 = RuleID(.failureMode, 14)

    /// The animator reads controller-specific data from `viewController(forKey: .from)` when the source is embedded in
    /// a navigation, tab bar or split view controller: the cast to the content controller fails (it is the container)
    /// (R93).
    public static let F15 = RuleID(.failureMode, 15)

    /// A custom push animator for pop without an interaction controller: the edge-swipe back gesture no longer tracks
    /// the finger (the pop runs non-interactively) (R128).
    public static let F16 = RuleID(.failureMode, 16)

    /// Every known id, in order: the rules, then the failure modes, each by number.
    public static let all: [RuleID] = [
        // The presentation rules: R1–R40.
        .R1, .R2, .R3, .R4, .R5, .R6, .R7, .R8, .R9, .R10, .R11, .R12, .R13, .R14, .R15, .R16, .R17, .R18, .R19, .R20,
        .R21, .R22, .R23, .R24, .R25, .R26, .R27, .R28, .R29, .R30, .R31, .R32, .R33, .R34, .R35, .R36, .R37, .R38,
        .R39, .R40,
        // Sheets and split views: R50–R71.
        .R50, .R51, .R52, .R53, .R54, .R55, .R56, .R57, .R58, .R59, .R60, .R61, .R62, .R63, .R64, .R65, .R66, .R67,
        .R68, .R69, .R70, .R71,
        // Animated transitions: R80–R129.
        .R80, .R81, .R82, .R83, .R84, .R85, .R86, .R87, .R88, .R89, .R90, .R91, .R92, .R93, .R94, .R95, .R96, .R97,
        .R98, .R99, .R100, .R101, .R102, .R103, .R104, .R105, .R106, .R107, .R108, .R109, .R110, .R111, .R112, .R113,
        .R114, .R115, .R116, .R117, .R118, .R119, .R120, .R121, .R122, .R123, .R124, .R125, .R126, .R127, .R128, .R129,
        // iOS 26 and 27: R130–R135.
        .R130, .R131, .R132, .R133, .R134, .R135,
        // Auto Layout: R175–R182; Core Animation's explicit animations: R183.
        .R175, .R176, .R177, .R178, .R179, .R180, .R181, .R182, .R183,
        // The failure modes of animated transitions: F1–F16.
        .F1, .F2, .F3, .F4, .F5, .F6, .F7, .F8, .F9, .F10, .F11, .F12, .F13, .F14, .F15, .F16,
    ]
}
