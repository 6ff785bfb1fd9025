import Foundation
import Testing

@testable import adaptive_sim

/// ``TextTable/padded(_:to:)`` is Foundation's `padding(toLength:withPad:startingAt:)` with spaces, byte for
/// byte, including where Foundation counts UTF-16 units rather than characters.
struct TextTableTests {
    @Test(
        "padding matches Foundation's",
        arguments: [
            "", "a", "ipad-air-2", "768x1024", "é", "e\u{301}", "日本語", "😀", "😀😀😀", "👩‍👩‍👧", "a\tb", "xxxxxxxxxxxxxx",
        ])
    func padding(_ text: String) {
        for length in 0...16 {
            let expected = text.padding(toLength: length, withPad: " ", startingAt: 0)
            #expect(Array(TextTable.padded(text, to: length).utf8) == Array(expected.utf8), "length \(length)")
        }
    }

    @Test(
        "an aligned table pads every column but the last to its widest cell and two spaces, in UTF-16 units as Foundation"
    )
    func aligned() {
        let table = TextTable(
            header: ["ID", "WINDOW", "TRAITS"],
            rows: [["iphone-8", "375x667", "compact/regular"], ["é😀", "1x1", "x"]])
        #expect(
            table.aligned(console: Console(descriptor: -1)) == """
                ID        WINDOW   TRAITS
                iphone-8  375x667  compact/regular
                é😀       1x1      x

                """)
    }
}
