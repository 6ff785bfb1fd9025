import AdaptivePresentation

/// The colour of each ``/AdaptivePresentation/PresentationAppearance`` in the HTML reports, shared by the step drawings and the
/// compare grid so that one colour means one appearance everywhere. Colours are CSS classes (`a-popover`),
/// written once per page in ``css``.
enum AppearancePalette {
    /// The class of an appearance's fill: `a-` and its raw value.
    static func className(_ appearance: PresentationAppearance) -> String { "a-" + appearance.rawValue }

    /// Fill and text colours, chosen to stay apart for common colour-vision deficiencies (blue, orange,
    /// purple, red, and lighter shades for the "over" variants).
    static let colours: [(PresentationAppearance, fill: String, text: String)] = [
        (.popover, "#f5a623", "#3d2800"),
        (.sheet, "#4a90d9", "#ffffff"),
        (.card, "#7b61ff", "#ffffff"),
        (.fullScreen, "#c8322d", "#ffffff"),
        (.overFullScreen, "#ec8f8b", "#3d0b09"),
        (.currentContext, "#2e8b57", "#ffffff"),
        (.overCurrentContext, "#8fd3ad", "#0c2e1b"),
        (.custom, "#8a8a8a", "#ffffff"),
    ]

    /// The rules for every appearance: `fill` for SVG shapes, `background` for grid cells and legends.
    static var css: String {
        colours.map { appearance, fill, text in
            ".\(className(appearance)){fill:\(fill);background:\(fill);color:\(text)}"
        }.joined(separator: "\n") + "\n"
    }

    /// A legend: one swatch per appearance.
    static var legendHTML: String {
        "<ul class=\"legend\">"
            + colours.map { appearance, _, _ in
                "<li><span class=\"swatch \(className(appearance))\"></span>\(appearance.rawValue)</li>"
            }.joined() + "</ul>"
    }
}
