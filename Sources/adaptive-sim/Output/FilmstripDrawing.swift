import AdaptivePresentation

/// A transition drawn as a filmstrip for the HTML report: the window at 0, ¼, ½, ¾ of the duration and at the
/// end, five small SVGs side by side, each from the presentation-layer values the simulation recorded
/// (``/AdaptivePresentation/TransitionSummary/filmstrip``), never a second model.
///
/// Each frame's user units are the window's points, so a layer of frame `{x, y, w, h}` is a `<rect>` with
/// exactly those attributes, its transform (applied about the frame's centre, as UIKit applies a view's)
/// composed into `transform="matrix(…)"` and its alpha as `opacity`. Layers are drawn back to front: the
/// dimming view as translucent black, a presentation wrapper with rounded corners, the presented
/// controller's views in the colour of its appearance (``AppearancePalette``), the others as the presenter.
/// A controller's view drawn after its wrapper sits in a group (`inside-wrapper`) with the wrapper's opacity
/// and transform and moved as far as the wrapper is from where it rests, since it is the wrapper's subview. Shapes carry classes a test or a stylesheet can find:
/// `filmstrip-frame`, `window`, `layer`, `dimming`, `wrapper`, `presented-view`, `presenting`, `hidden`;
/// `data-layer` names the layer, whose `<title>` says its name too.
struct FilmstripDrawing {
    let transition: TransitionSummary
    /// The window the transition ran in.
    let window: Size
    /// The appearance the presented controller has during the transition, for its colour.
    let appearance: PresentationAppearance?

    /// The largest frame, in CSS pixels: five side by side fit in a step's card.
    static let maximumWidth: Double = 58
    static let maximumHeight: Double = 96

    /// CSS pixels per point: the window as large as the largest frame allows.
    var pixelsPerPoint: Double {
        min(Self.maximumWidth / window.width, Self.maximumHeight / window.height)
    }

    /// The filmstrip as HTML (a `<div class="filmstrip">` of five `<figure>`s, and a caption for a built-in
    /// flip or curl), or `nil` when the transition has no frames (it did not animate).
    var html: String? {
        guard !transition.filmstrip.isEmpty, window.width > 0, window.height > 0 else { return nil }
        var out = "<div class=\"filmstrip\" role=\"group\" aria-label=\"transition filmstrip\">"
        for frame in transition.filmstrip {
            out += "<figure>" + svg(frame) + "<figcaption>\(MarkupText.number(frame.time)) s</figcaption></figure>"
        }
        out += "</div>\n"
        if let note = schematicNote { out += "<p class=\"note filmstrip-note\">\(note)</p>\n" }
        return out
    }

    /// What a built-in three-dimensional animation looks like here: the model draws it flat.
    var schematicNote: String? {
        guard transition.animator == nil else { return nil }
        switch transition.transitionStyle {
        case .flipHorizontal?:
            return "drawn schematically: a flip turns the views over in three dimensions; "
                + "the model draws it as a horizontal scale through zero"
        case .partialCurl?:
            return "drawn schematically: a page curl rolls the presenter's view up in three dimensions; "
                + "the model draws it as that view lifting off the top"
        default:
            return nil
        }
    }

    /// One frame: the window to scale, its layers back to front.
    func svg(_ frame: FilmstripFrame) -> String {
        let n = MarkupText.number
        let scale = pixelsPerPoint
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"filmstrip-frame\" role=\"img\""
        out += " data-time=\"\(n(frame.time))\""
        out += " width=\"\(n(window.width * scale))\" height=\"\(n(window.height * scale))\""
        out += " viewBox=\"0 0 \(n(window.width)) \(n(window.height))\" stroke-width=\"\(n(1 / scale))\">"
        out += "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(n(window.width))\" height=\"\(n(window.height))\"/>"
        // A sheet's or popover's corner radius, about 10 points.
        let radius = 10.0
        // A wrapper's controller view is its subview: it shows the wrapper's alpha and transform too.
        var wrappers: [String: ViewValues] = [:]
        let restingOrigins = restingWrapperOrigins
        for layer in frame.layers {
            let values = layer.values
            if layer.name.hasPrefix("wrapper("), layer.name.hasSuffix(")") {
                wrappers[String(layer.name.dropFirst("wrapper(".count).dropLast())] = values
            }
            let wrapper = wrappers[layer.name]
            if let wrapper {
                out += "<g class=\"inside-wrapper\" opacity=\"\(n(wrapper.alpha))\""
                var transforms: [String] = []
                if let matrix = Self.matrix(wrapper.transform, about: wrapper.frame) { transforms.append(matrix) }
                if let rest = restingOrigins["wrapper(\(layer.name))"] {
                    let dx = wrapper.frame.x - rest.x
                    let dy = wrapper.frame.y - rest.y
                    if dx != 0 || dy != 0 { transforms.append("translate(\(n(dx)) \(n(dy)))") }
                }
                if !transforms.isEmpty { out += " transform=\"\(transforms.joined(separator: " "))\"" }
                if wrapper.isHidden { out += " visibility=\"hidden\"" }
                out += ">"
            }
            let rect = values.frame
            var classes = "layer"
            var corner = ""
            if layer.name == "dimming" {
                classes += " dimming"
            } else if layer.name.hasPrefix("wrapper(") {
                classes += " wrapper" + colourClass
                corner = " rx=\"\(n(radius))\""
            } else if isPresented(layer.name) {
                classes += " presented-view" + colourClass
            } else {
                classes += " presenting"
            }
            if values.isHidden { classes += " hidden" }
            out += "<rect class=\"\(classes)\" data-layer=\"\(MarkupText.escaped(layer.name))\""
            out +=
                " x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(max(0, rect.width)))\" height=\"\(n(max(0, rect.height)))\"\(corner)"
            out += " opacity=\"\(n(values.alpha))\""
            if let matrix = Self.matrix(values.transform, about: rect) { out += " transform=\"\(matrix)\"" }
            if values.isHidden { out += " visibility=\"hidden\"" }
            out += "><title>\(MarkupText.escaped(layer.name))</title></rect>"
            if wrapper != nil { out += "</g>" }
        }
        out += "</svg>"
        return out
    }

    /// Where each wrapper rests: at the end of a presentation, at the start of a dismissal. The model records a
    /// wrapped controller view's frame where it rests in its wrapper, so while the wrapper moves the view is
    /// drawn moved with it by as much.
    private var restingWrapperOrigins: [String: (x: Double, y: Double)] {
        let resting = transition.kind == .dismiss ? transition.filmstrip.first : transition.filmstrip.last
        var origins: [String: (x: Double, y: Double)] = [:]
        for layer in resting?.layers ?? [] where layer.name.hasPrefix("wrapper(") {
            origins[layer.name] = (layer.values.frame.x, layer.values.frame.y)
        }
        return origins
    }

    /// `matrix(a b c d e f)`: `transform` applied about the centre of `frame`, as UIKit applies a view's
    /// transform about its centre; `nil` for the identity.
    static func matrix(_ transform: Transform, about frame: Rect) -> String? {
        guard transform != .identity else { return nil }
        let n = MarkupText.number
        let centreX = frame.x + frame.width / 2
        let centreY = frame.y + frame.height / 2
        let e = centreX + transform.tx - (transform.a * centreX + transform.c * centreY)
        let f = centreY + transform.ty - (transform.b * centreX + transform.d * centreY)
        return
            "matrix(\(n(transform.a)) \(n(transform.b)) \(n(transform.c)) \(n(transform.d)) \(n(e)) \(n(f)))"
    }

    /// The presented controller of the transition: the to-controller of a presentation, the from-controller of
    /// a dismissal.
    private func isPresented(_ name: String) -> Bool {
        name == (transition.kind == .dismiss ? transition.fromController : transition.toController)
    }

    private var colourClass: String {
        appearance.map { " " + AppearancePalette.className($0) } ?? ""
    }
}
