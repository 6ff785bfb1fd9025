import AdaptivePresentation
import Testing

@testable import AdaptivePresentationSpec

/// The event reader's own limits and the YAML 1.1 scalar types it resolves.
struct YAMLReaderTests {
    private func problems(_ text: String, limits: SpecLimits) -> String {
        let reader = YAMLReader(decoder: SpecDecoder(file: "r.yaml", limits: limits))
        guard case let .failure(error) = reader.read(Array(text.utf8)) else { return "" }
        return error.description
    }

    @Test("aliases are expanded by reference under a byte budget: at the anchor, else at the root")
    func byteBudget() {
        let limits = SpecLimits(maximumExpandedBytes: 100)
        let anchored = "a: &a [" + String(repeating: "x", count: 60) + ", " + String(repeating: "y", count: 60) + "]\n"
        #expect(
            problems(anchored, limits: limits)
                == "r.yaml:1:4: error: aliases expand anchor 'a' beyond the limit of 100 bytes")
        let spread = "a: &a " + String(repeating: "x", count: 30) + "\nb: [*a, *a, *a, *a]\n"
        #expect(
            problems(spread, limits: limits)
                == "r.yaml:1:1: error: aliases expand the document beyond the limit of 100 bytes")
        #expect(problems(spread, limits: SpecLimits(maximumExpandedBytes: 1_000)) == "")
    }

    @Test("nesting counts through aliases")
    func depthThroughAliases() {
        let text = "a: &a [[[x]]]\nb: [[*a]]\n"
        #expect(problems(text, limits: SpecLimits(maximumDepth: 6)) == "")
        #expect(
            problems(text, limits: SpecLimits(maximumDepth: 5)) == "r.yaml:2:6: error: nesting is deeper than 5 levels")
    }

    @Test("several repeated keys of one mapping are named together, at the first use of the first")
    func duplicateKeys() {
        #expect(
            problems("b: 1\na: 2\nb: 3\na: 4\n", limits: .standard)
                == "r.yaml:2:1: error: duplicate keys 'a', 'b' in this mapping")
    }

    @Test("every tab in indentation is reported, not only the first")
    func everyTab() {
        #expect(
            problems("a:\n\t- b\n\t- c\n", limits: .standard) == """
                r.yaml:2:1: error: tab character in indentation; indent YAML with spaces
                r.yaml:3:1: error: tab character in indentation; indent YAML with spaces
                """)
    }

    // The patterns of the YAML 1.1 types (yaml.org/type: bool, int, float, null, timestamp), as Yams'
    // default resolver wrote them; the project has always read plain scalars this way.
    @Test(
        "plain scalars resolve to the YAML 1.1 types",
        arguments: [
            ("yes", YAMLTag.bool), ("Off", YAMLTag.bool), ("TRUE", YAMLTag.bool), ("tRue", YAMLTag.str),
            ("on", YAMLTag.bool), ("ON", YAMLTag.bool), ("oN", YAMLTag.str), ("No", YAMLTag.bool), ("nO", YAMLTag.str),
            ("YES", YAMLTag.bool), ("YEs", YAMLTag.str), ("False", YAMLTag.bool), ("FALSE", YAMLTag.bool),
            ("fALSE", YAMLTag.str),
            ("none", YAMLTag.str), ("off ", YAMLTag.str), ("y", YAMLTag.str), ("n", YAMLTag.str),
            ("0", YAMLTag.int), ("-12", YAMLTag.int), ("1_000", YAMLTag.int), ("0x1F", YAMLTag.int),
            ("017", YAMLTag.int),
            ("0o17", YAMLTag.int), ("0b101", YAMLTag.int), ("190:20:30", YAMLTag.int), ("0x", YAMLTag.str),
            ("1.5", YAMLTag.float), ("1e3", YAMLTag.float), ("1.", YAMLTag.float), (".5", YAMLTag.float),
            ("-.inf", YAMLTag.float), (".NaN", YAMLTag.float), ("190:20:30.15", YAMLTag.float), ("1e", YAMLTag.str),
            ("1.10.2", YAMLTag.str), ("~", YAMLTag.null), ("", YAMLTag.null), ("Null", YAMLTag.null),
            ("nULL", YAMLTag.str),
            ("2001-12-14", YAMLTag.timestamp), ("2001-12-14t21:59:43.10-05:00", YAMLTag.timestamp),
            ("2001-12-14 21:59:43.10 Z", YAMLTag.timestamp), ("<<", YAMLTag.merge), ("=", YAMLTag.value),
            ("iPhone 8", YAMLTag.str), ("oneHalf", YAMLTag.str),
        ])
    func resolution(_ text: String, _ tag: String) {
        #expect(ScalarResolver.tag(of: text) == tag)
    }

    @Test(
        "integer and number values",
        arguments: [
            ("0x1F", 31), ("017", 15), ("0o17", 15), ("0b101", 5), ("-1_000", -1_000), ("1:30", 90), ("+7", 7),
        ])
    func integers(_ text: String, _ value: Int) {
        #expect(ScalarResolver.int(text) == value)
    }

    @Test(
        "numbers",
        arguments: [("1.5", 1.5), ("1e3", 1_000), ("1:30.5", 90.5), ("-.inf", -Double.infinity), ("1_0.5", 10.5)])
    func numbers(_ text: String, _ value: Double) {
        #expect(ScalarResolver.double(text) == value)
    }
}

/// Byte ranges of values, for tools that rewrite a file in place.
struct SpecNodeByteRangeTests {
    @Test(
        "a value's byte range covers its text, quotes and brackets included, after multi-byte characters and a BOM",
        arguments: [false, true])
    func byteRanges(withBOM: Bool) throws {
        let text = "a: 'x y'\nb: [1, 2]\nc:\n  - é\nd: ü\n"
        let bom: [UInt8] = withBOM ? [0xEF, 0xBB, 0xBF] : []
        let base = bom.count
        let decoder = SpecDecoder(file: "r.yaml")
        let root = try #require(decoder.parse(bom + Array(text.utf8)))
        let entries = try #require(root.entries())
        #expect(
            entries.map(\.value.byteRange) == [
                (base + 3)..<(base + 8), (base + 12)..<(base + 18), entries[2].value.byteRange,
                (base + 32)..<(base + 34),
            ])
        let element = try #require(entries[2].value.elements()?.first)
        #expect(element.byteRange == (base + 26)..<(base + 28))
        #expect(entries[0].keyNode.byteRange == base..<(base + 1))
    }
}
