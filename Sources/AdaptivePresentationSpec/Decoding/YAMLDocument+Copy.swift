extension YAMLDocument {
    /// Appends a copy of the node at `index` of `source`, with its descendants, and returns the copy's index.
    ///
    /// An alias inside the node whose anchored node lies outside it gets a copy of that node too (once per
    /// call), so that the copy reads the same without `source`: a streamed step is handed to another thread
    /// this way while the reader goes on composing, and lets go of, the steps that follow. What aliases
    /// expand to is bounded by the reader before a step is handed over.
    func appendCopy(of index: Int, from source: YAMLDocument) -> Int {
        // The anchored nodes copied for aliases, made only when an alias points out of the node.
        var copied: [Int: Int]?
        return appendCopy(of: source.resolved(index), from: source, copied: &copied)
    }

    private func appendCopy(of index: Int, from source: YAMLDocument, copied: inout [Int: Int]?) -> Int {
        if let copy = copied?[index] { return copy }
        let start = index
        let end = Int(source.entries[index].end)
        let base = entries.count
        let offset = base - start
        let textBase = text.count
        let sourceText = source.entries[start].textStart
        // The node's text is contiguous in the source, after any text its aliases' anchors hold.
        var textEnd = sourceText
        var outside: [Int] = []
        for position in start..<end {
            var entry = source.entries[position]
            entry.end = Int32(Int(entry.end) + offset)
            entry.anchor = -1
            entry.isHidden = false
            if entry.kind == .alias {
                let target = Int(entry.target)
                if target >= start, target < end {
                    entry.target = Int32(target + offset)
                } else {
                    // Pointed at once the node is copied.
                    outside.append(position + offset)
                }
            } else {
                entry.target = Int32(position + offset)
            }
            if entry.tag.rawValue >= Int32(TagCode.coreTags.count) { entry.tag = tagCode(source.tagText(entry.tag)) }
            entry.textStart = entry.textStart - sourceText + textBase
            textEnd = max(textEnd, source.entries[position].textStart + source.entries[position].textCount)
            entries.append(entry)
        }
        text.append(contentsOf: source.text[sourceText..<textEnd])
        if copied != nil { copied?[index] = base }
        guard !outside.isEmpty else { return base }
        if copied == nil { copied = [index: base] }
        for alias in outside {
            let target = source.entries[alias - offset].target
            entries[alias].target = Int32(appendCopy(of: Int(target), from: source, copied: &copied))
        }
        return base
    }
}
