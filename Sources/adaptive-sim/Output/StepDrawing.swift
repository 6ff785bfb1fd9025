import AdaptivePresentation

/// One step's state drawn to scale as inline SVG: a view of ``/AdaptivePresentation/StepState`` and its ``/AdaptivePresentation/StepGeometry``, never a
/// second model. Every rectangle is a frame the simulation computed or a size from the device catalog; the
/// drawing adds only where it puts the window on the screen (top leading corner, since the model does not
/// say) and says so in the picture.
///
/// The SVG's user units are points with the screen's top-left corner at the origin, so a presented frame of
/// `{x, y, w, h}` is a `<rect>` with exactly those attributes (window and screen share their origin). Shapes
/// carry classes a test or a stylesheet can find: `screen`, `window`, `outside`, `status-bar`, `presenting`,
/// `navigation-bar`, `dimming`, `anchor`, `presented`, `arrow`, `substitute`, `exception`.
struct StepDrawing {
    let state: StepState
    /// CSS pixels per point.
    let pixelsPerPoint: Double

    /// The margin around the screen, in points, where the device outline is drawn.
    static let margin: Double = 6

    /// The scale at which a screen's longer side is `longestSide` CSS pixels, so every drawing of a device
    /// has one size whatever its orientation.
    static func pixelsPerPoint(screen: Size, longestSide: Double = 280) -> Double {
        let longest = max(screen.width, screen.height)
        return longest > 0 ? longestSide / longest : 1
    }

    init(state: StepState, pixelsPerPoint: Double? = nil) {
        self.state = state
        self.pixelsPerPoint =
            pixelsPerPoint
            ?? state.geometry.map { Self.pixelsPerPoint(screen: $0.screen) } ?? 1
    }

    /// The drawing, or `nil` when the step carries no geometry (then nothing is drawn as if known).
    var svg: String? {
        guard let geometry = state.geometry, geometry.screen.width > 0, geometry.screen.height > 0 else { return nil }
        let screen = geometry.screen
        let scale = pixelsPerPoint
        let font = 11 / scale
        let n = MarkupText.number
        let margin = Self.margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"step-drawing\" role=\"img\""
        out +=
            " width=\"\(n((screen.width + 2 * margin) * scale))\" height=\"\(n((screen.height + 2 * margin) * scale))\""
        out +=
            " viewBox=\"\(n(-margin)) \(n(-margin)) \(n(screen.width + 2 * margin)) \(n(screen.height + 2 * margin))\""
        out += " font-size=\"\(n(font))\" stroke-width=\"\(n(1 / scale))\">"
        out += "<title>\(MarkupText.escaped(caption(geometry)))</title>"

        // The screen; what is outside the app's window belongs to another app or the desktop.
        out += rect(Rect(size: screen), "screen outside")
        let window = Rect(size: state.window)
        out += rect(window, "window")
        if window.width < screen.width || window.height < screen.height {
            out += label(
                "outside this app's window", x: window.width + font / 2, y: font * 1.5,
                width: screen.width - window.width, className: "note")
        }

        // The presenting controller (or, with nothing presented, the controller the user sees).
        if let presenting = geometry.presentingFrame {
            out += rect(presenting, "presenting")
            out += label(geometry.presenting ?? "", in: presenting, line: 3, font: font)
        } else {
            out += label(state.visible, in: window, line: 3, font: font)
        }
        // Navigation bars of the presenter's hierarchy now; those of the presented hierarchy over it, later.
        let presentedFrame = state.appearance == nil ? nil : state.frame
        let (inPresented, underneath) = geometry.navigationFrames.reduce(into: ([Rect](), [Rect]())) { parts, frame in
            if let presentedFrame, contains(presentedFrame, frame) {
                parts.0.append(frame)
            } else {
                parts.1.append(frame)
            }
        }
        out += navigationBars(underneath, font: font)

        if let appearance = state.appearance, let frame = state.frame {
            if appearance.dimsPresenter == true { out += rect(window, "dimming") }
            if appearance == .popover { out += popoverAnchor(frame: frame, geometry: geometry, font: font) }
            var classes = "presented " + AppearancePalette.className(appearance)
            if state.substituted { classes += " substitute" }
            out += "<rect class=\"\(classes)\" \(attributes(frame))>"
            out +=
                "<title>\(MarkupText.escaped((state.presented ?? "") + " " + appearance.rawValue + " " + frame.description))</title></rect>"
            out += navigationBars(inPresented, font: font)
            // Below the presented controller's own navigation bar, if it has one.
            let first = inPresented.contains { $0.y == frame.y } ? 3 : 1
            out += label(state.presented ?? "", in: frame, line: first, font: font, className: "presented-label")
            out += label(
                appearance.rawValue + (state.substituted ? " · substitute" : ""), in: frame, line: first + 1,
                font: font, className: "presented-label")
            if state.stack.count > 1 {
                out += label(
                    "\(state.stack.count - 1) more presented below", in: frame, line: first + 2, font: font,
                    className: "presented-label")
            }
        }

        // The status bar, whose height devices.yaml gives for portrait only.
        if geometry.orientation == .portrait, geometry.portraitStatusBarHeight > 0 {
            out += rect(
                Rect(x: 0, y: 0, width: screen.width, height: min(geometry.portraitStatusBarHeight, screen.height)),
                "status-bar")
        }
        if let error = state.error {
            let band = Rect(
                x: 0, y: max(0, window.height / 2 - font * 1.5), width: window.width,
                height: min(window.height, font * 3))
            out += rect(band, "exception")
            out += label("raised " + error.name, in: band, line: 1, font: font, className: "exception-label")
        }
        out += rect(Rect(size: screen), "device")
        out += "</svg>"
        return out
    }

    /// What the picture shows, for its `<title>` and for assistive technology.
    func caption(_ geometry: StepGeometry) -> String {
        var text =
            "\(geometry.device) \(geometry.orientation) \(geometry.layout?.rawValue ?? "free-form window") \(state.window)"
        if let presented = state.presented, let appearance = state.appearance {
            text += ", \(presented) as \(appearance)"
        } else {
            text += ", nothing presented"
        }
        return text
    }

    // MARK: - Popover

    /// The anchor and the arrow from the popover's edge towards it: on the top edge when the anchor is above
    /// the frame, on the bottom edge when below, none (a dashed link) when the frame overlaps it or the popover
    /// grows out of its bar button item (iOS 26, R130). The arrow's size is the model's
    /// ``PresentedFrame/popoverArrow``.
    private func popoverAnchor(frame: Rect, geometry: StepGeometry, font: Double) -> String {
        guard let anchor = geometry.popoverSourceRect else {
            // Under the popover, across the window, since the note is wider than most popovers.
            let n = MarkupText.number
            return
                "<svg x=\"0\" y=\"\(n(frame.y + frame.height))\" width=\"\(n(state.window.width))\" height=\"\(n(font * 1.6))\">"
                + "<text class=\"note\" x=\"\(n(max(0, frame.x)))\" y=\"\(n(font * 1.3))\">anchor's frame not known</text></svg>"
        }
        let n = MarkupText.number
        var out = rect(anchor, "anchor")
        let arrow = PresentedFrame.popoverArrow
        let centre = min(max(anchor.x + anchor.width / 2, frame.x + arrow), frame.x + frame.width - arrow)
        if geometry.popoverHasArrow, anchor.y + anchor.height <= frame.y {
            out +=
                "<polygon class=\"arrow\" points=\"\(n(centre - arrow)),\(n(frame.y)) \(n(centre)),\(n(frame.y - arrow)) \(n(centre + arrow)),\(n(frame.y))\"/>"
        } else if geometry.popoverHasArrow, anchor.y >= frame.y + frame.height {
            let bottom = frame.y + frame.height
            out +=
                "<polygon class=\"arrow\" points=\"\(n(centre - arrow)),\(n(bottom)) \(n(centre)),\(n(bottom + arrow)) \(n(centre + arrow)),\(n(bottom))\"/>"
        } else {
            out +=
                "<line class=\"anchor-link\" x1=\"\(n(frame.x + frame.width / 2))\" y1=\"\(n(frame.y + frame.height / 2))\" x2=\"\(n(anchor.x + anchor.width / 2))\" y2=\"\(n(anchor.y + anchor.height / 2))\"/>"
        }
        return out
    }

    // MARK: - Shapes

    /// A navigation bar at the top edge of each navigation controller's view. The bar's height is not in the
    /// model, so the strip is dashed and only as tall as its label.
    private func navigationBars(_ frames: [Rect], font: Double) -> String {
        frames.map { frame in
            let bar = Rect(x: frame.x, y: frame.y, width: frame.width, height: min(2.2 * font, frame.height))
            return rect(bar, "navigation-bar")
                + label("navigation bar", in: bar, line: 1, font: font, className: "note")
        }.joined()
    }

    /// Whether `inner` lies within `outer`.
    private func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width
            && inner.y + inner.height <= outer.y + outer.height
    }

    private func attributes(_ frame: Rect) -> String {
        let n = MarkupText.number
        return
            "x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(0, frame.width)))\" height=\"\(n(max(0, frame.height)))\""
    }

    private func rect(_ frame: Rect, _ className: String) -> String {
        "<rect class=\"\(className)\" \(attributes(frame))/>"
    }

    /// Line `line` (from 1) of text inside `frame`, clipped to it (a nested `<svg>` clips without ids).
    private func label(_ text: String, in frame: Rect, line: Int, font: Double, className: String = "label") -> String {
        guard !text.isEmpty else { return "" }
        let n = MarkupText.number
        return
            "<svg x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(0, frame.width)))\" height=\"\(n(max(0, frame.height)))\">"
            + "<text class=\"\(className)\" x=\"\(n(font / 2))\" y=\"\(n(Double(line) * font * 1.3))\">\(MarkupText.escaped(text))</text></svg>"
    }

    private func label(_ text: String, x: Double, y: Double, width: Double, className: String) -> String {
        guard width > 0 else { return "" }
        let n = MarkupText.number
        return
            "<svg x=\"\(n(x))\" y=\"0\" width=\"\(n(width))\" height=\"\(n(y * 2))\"><text class=\"\(className)\" x=\"0\" y=\"\(n(y))\">\(MarkupText.escaped(text))</text></svg>"
    }
}
