import Testing

@testable import AdaptivePresentationSpec

/// Elements are located at their start tag's `<`, whatever libxml2 reports (the end of the tag).
@Suite("Start tags located at their '<'")
struct XMLStartTagLocatorTests {
    @Test("several tags on one line, walked in document order, multibyte text before them")
    func oneLine() {
        let text = "<a>é<b x=\"ü>\"/><c/></a>"
        var locator = XMLStartTagLocator(Array(text.utf8))
        // libxml2 reports each element where its start tag ends (1-based scalar columns).
        #expect(locator.startOfTag(line: 1, column: 3) == (1, 1))
        #expect(locator.startOfTag(line: 1, column: 15) == (1, 5))
        #expect(locator.startOfTag(line: 1, column: 19) == (1, 16))
    }

    @Test("a tag wrapped over lines is located on the line where it starts")
    func wrapped() {
        let text = "<a>\n  <segue\n     id=\"1\"\n     kind=\"show\"/>\n</a>\n"
        var locator = XMLStartTagLocator(Array(text.utf8))
        #expect(locator.startOfTag(line: 4, column: 18) == (2, 3))
    }

    @Test("a place outside the file, or with no '<' before it, stays where it is")
    func outside() {
        var locator = XMLStartTagLocator(Array("abc".utf8))
        #expect(locator.startOfTag(line: 1, column: 2) == (1, 2))
        #expect(locator.startOfTag(line: 7, column: 1) == (7, 1))
        #expect(locator.startOfTag(line: 0, column: 0) == (0, 0))
    }
}
