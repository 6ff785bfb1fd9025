import AdaptivePresentation

/// Renders a ``/AdaptivePresentation/ComparisonMatrix`` for `adaptive-sim compare`.
struct ComparisonReport {
    let matrix: ComparisonMatrix
    /// With `--detents`: each row's sheet (where it rests, whether it dims, its frame), `nil` for a row that
    /// is no sheet with detents; `nil` altogether without `--detents`.
    var sheets: [SheetLayout?]?

    init(matrix: ComparisonMatrix, sheets: [SheetLayout?]? = nil) {
        self.matrix = matrix
        self.sheets = sheets
    }

    static let header = [
        "DEVICE", "ORIENTATION", "LAYOUT", "WINDOW", "TRAITS", "IOS", "REQUESTED", "STYLE", "APPEARANCE", "ADAPTED",
    ]

    var table: TextTable {
        let sheetHeader = sheets == nil ? [] : ["DETENT", "DIMMED", "SHEET FRAME"]
        return TextTable(
            header: Self.header + sheetHeader,
            rows: matrix.rows.enumerated().map { index, row in
                var cells = [
                    row.environment.device.id, row.environment.orientation.rawValue, row.environment.layoutName,
                    row.environment.window.description, row.environment.traits.description, String(row.era.iOS),
                    row.requested.rawValue, row.decision.style.rawValue, row.decision.appearance.rawValue,
                    row.decision.adapted ? "yes" : "no",
                ]
                if let sheets {
                    if let sheet = sheets[index] {
                        cells += [
                            UserText.bounded(sheet.detent ?? "-"), sheet.dimmed ? "yes" : "no",
                            TraceValue.rect(sheet.frame).description,
                        ]
                    } else {
                        cells += ["-", "-", "-"]
                    }
                }
                return cells
            })
    }

    /// `{"comparison":[{"device","orientation","layout","window","traits","ios","requested","style","appearance","adapted"}]}`
    /// and a newline. With `--detents`, each row also has `"sheet":{"placement","detent","dimmed","frame"}` or `null`.
    ///
    /// Written a row at a time through one reused buffer, about 64 KiB per write: the default matrix is some
    /// 1,500 rows, and a tree of all of them and a string of the whole text cost more than deciding them.
    func writeJSON(to console: Console) {
        let chunk = 1 << 16
        var buffer: [UInt8] = []
        buffer.reserveCapacity(chunk + 4096)
        buffer.append(contentsOf: #"{"comparison":["#.utf8)
        for index in matrix.rows.indices {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            write(matrix.rows[index], index, to: &buffer)
            if buffer.count >= chunk {
                console.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        buffer.append(contentsOf: "]}\n".utf8)
        console.write(buffer)
    }

    /// One row's object, written field by field: the same text as serialising a ``JSONValue`` object of
    /// these members, without building one (arrays of members, nested objects) for each of ~1,500 rows.
    private func write(_ row: ComparisonMatrix.Row, _ index: Int, to bytes: inout [UInt8]) {
        func key(_ name: StaticString) {
            bytes.append(contentsOf: UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        }
        func string(_ text: String) { JSONValue.writeString(text, to: &bytes) }
        func number(_ value: Double) { JSONValue.writeNumber(value, to: &bytes) }
        let environment = row.environment
        key(#"{"device":"#)
        string(environment.device.id)
        key(#","orientation":"#)
        string(environment.orientation.rawValue)
        key(#","layout":"#)
        string(environment.layoutName)
        key(#","window":{"width":"#)
        number(environment.window.width)
        key(#","height":"#)
        number(environment.window.height)
        key(#"},"traits":{"horizontal":"#)
        string(environment.traits.horizontalSizeClass.rawValue)
        key(#","vertical":"#)
        string(environment.traits.verticalSizeClass.rawValue)
        key(#"},"ios":"#)
        number(Double(row.era.iOS))
        key(#","requested":"#)
        string(row.requested.rawValue)
        key(#","style":"#)
        string(row.decision.style.rawValue)
        key(#","appearance":"#)
        string(row.decision.appearance.rawValue)
        key(row.decision.adapted ? #","adapted":true"# : #","adapted":false"#)
        if let (name, sheet) = sheetMember(index) {
            bytes.append(UInt8(ascii: ","))
            string(name)
            bytes.append(UInt8(ascii: ":"))
            sheet.serialize(into: &bytes)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    private func sheetMember(_ index: Int) -> (String, JSONValue)? {
        guard let sheets else { return nil }
        guard let sheet = sheets[index] else { return ("sheet", .null) }
        return (
            "sheet",
            .object([
                ("placement", .string(sheet.placement.rawValue)),
                ("detent", sheet.detent.map { .string(UserText.bounded($0)) } ?? .null),
                ("dimmed", .bool(sheet.dimmed)),
                ("frame", .rect(sheet.frame)),
            ])
        )
    }
}
