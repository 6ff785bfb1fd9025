import AdaptivePresentation

/// `compare --format html`: the compare matrix as grids, one per iOS version and requested style, devices
/// down and orientation × layout across, each cell coloured by the appearance UIKit gives (the legend maps
/// colours to appearances) and naming the resolved style. A cell whose appearance differs from the same
/// cell in the previous iOS version of the report is outlined and says what it was, so differences between
/// versions stand out. One self-contained page, no script.
enum ComparisonHTML {
    /// A column of the grids: an orientation and a layout.
    private struct Column: Hashable {
        var orientation: Orientation
        var layout: MultitaskingLayout
    }

    /// A cell's key across versions.
    private struct CellKey: Hashable {
        var device: String
        var column: Column
        var requested: PresentationStyle
    }

    static func page(_ matrix: ComparisonMatrix) -> String {
        let rows = matrix.rows
        var versions: [Int] = []
        var styles: [PresentationStyle] = []
        var devices: [DeviceProfile] = []
        var columns: [Column] = []
        var cells: [CellKey: [Int: ComparisonMatrix.Row]] = [:]
        for row in rows {
            if !versions.contains(row.era.iOS) { versions.append(row.era.iOS) }
            if !styles.contains(row.requested) { styles.append(row.requested) }
            if !devices.contains(where: { $0.id == row.environment.device.id }) {
                devices.append(row.environment.device)
            }
            guard let layout = row.environment.layout else { continue }
            let column = Column(orientation: row.environment.orientation, layout: layout)
            if !columns.contains(column) { columns.append(column) }
            cells[CellKey(device: row.environment.device.id, column: column, requested: row.requested), default: [:]][
                row.era.iOS] = row
        }
        columns.sort { lhs, rhs in
            let orientations = Orientation.allCases
            let layouts = MultitaskingLayout.allCases
            if lhs.orientation != rhs.orientation {
                return (orientations.firstIndex(of: lhs.orientation) ?? 0)
                    < (orientations.firstIndex(of: rhs.orientation) ?? 0)
            }
            return (layouts.firstIndex(of: lhs.layout) ?? 0) < (layouts.firstIndex(of: rhs.layout) ?? 0)
        }

        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<title>adaptive-sim compare</title>\n<style>\n" + ReportStyle.css + "</style>\n</head>\n<body>\n"
        out += "<h1>adaptive-sim compare</h1>\n<p>iOS \(versions.map(String.init).joined(separator: ", ")); "
        out += "requested \(styles.map(\.rawValue).joined(separator: ", ")); no delegate. "
        out += "An outlined cell differs from the previous iOS version shown.</p>\n"
        out += AppearancePalette.legendHTML + "\n"
        for style in styles {
            for (position, version) in versions.enumerated() {
                let previous = position > 0 ? versions[position - 1] : nil
                out += "<section class=\"grid-section\" id=\"ios-\(version)-\(style.rawValue)\">\n"
                out +=
                    "<h2>iOS \(version), requested \(style.rawValue)</h2>\n<table class=\"grid\">\n<thead><tr><th></th>"
                out += columns.map { "<th>\($0.orientation)<br>\($0.layout)</th>" }.joined()
                out += "</tr></thead>\n<tbody>\n"
                for device in devices {
                    out += "<tr><th class=\"device\">\(MarkupText.escaped(device.name))</th>"
                    for column in columns {
                        let byVersion = cells[CellKey(device: device.id, column: column, requested: style)]
                        guard let row = byVersion?[version] else {
                            out += "<td class=\"cell empty\"></td>"
                            continue
                        }
                        let decision = row.decision
                        var title =
                            "\(device.id) \(row.environment.orientation) \(row.environment.layoutName) \(row.environment.window) "
                        title +=
                            "\(row.environment.traits): \(decision.style.rawValue), \(decision.appearance.rawValue)"
                        var classes = "cell " + AppearancePalette.className(decision.appearance)
                        var was = ""
                        if let previous, let before = byVersion?[previous],
                            before.decision.appearance != decision.appearance
                        {
                            classes += " changed"
                            was = "<br><small>iOS \(previous): \(before.decision.appearance.rawValue)</small>"
                            title += " (iOS \(previous): \(before.decision.appearance.rawValue))"
                        }
                        out +=
                            "<td class=\"\(classes)\" title=\"\(MarkupText.escaped(title))\">\(decision.style.rawValue)"
                        out += decision.adapted ? " ↻" : ""
                        out += was + "</td>"
                    }
                    out += "</tr>\n"
                }
                out += "</tbody>\n</table>\n</section>\n"
            }
        }
        out += "<p class=\"note\">↻ adapted: the style differs from the one requested.</p>\n</body>\n</html>\n"
        return out
    }
}
