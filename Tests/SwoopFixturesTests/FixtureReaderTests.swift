import Foundation
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

@Suite struct FixtureReaderTests {
    /// One of every event type, on two devices, with awkward numbers and names.
    static let everyEvent: [TimedInputEvent] = [
        event(1000, .holdBegin(fingers: 3)),
        event(1500, .holdEnd(fingers: 3, cancelled: true)),
        event(1500, .swipeBegin(fingers: 3)),
        event(2000, .swipeUpdate(fingers: 3, dx: 12.5, dy: -0.25)),
        event(2000, .swipeUpdate(fingers: 3, dx: 0.1 + 0.2, dy: 1e-7)),
        event(3000, .swipeEnd(fingers: 3, cancelled: false)),
        event(3100, .pinchBegin(fingers: 2)),
        event(3200, .pinchUpdate(fingers: 2, dx: -3, dy: 4.75, scale: 1.0625, angleDelta: -0.5)),
        event(3300, .pinchEnd(fingers: 2, cancelled: true)),
        event(4000, .scroll(dx: 0, dy: -39.37)),
        event(4100, .scrollStop(horizontal: false, vertical: true)),
        event(
            5000,
            .deviceAdded(
                DeviceInfo(
                    id: DeviceID(1), name: "Screen \"7\" — ünïcode\t", kind: .touchscreen,
                    widthMM: 293.5, heightMM: nil)), device: 1),
        event(5000, .touchDown(slot: 0, x: 100.125, y: 50), device: 1),
        event(5000, .touchDown(slot: 1, x: 115, y: 50), device: 1),
        event(5000, .touchFrame, device: 1),
        event(5010, .touchMotion(slot: 0, x: 101.000001, y: 49.5), device: 1),
        event(5010, .touchFrame, device: 1),
        event(5020, .touchUp(slot: 0), device: 1),
        event(5020, .touchCancel(slot: 1), device: 1),
        event(5020, .touchFrame, device: 1),
        event(6000, .deviceRemoved, device: 1),
        event(7000, .deviceRemoved)
    ]

    @Test func writeThenReadGivesBackTheSameHeaderAndEvents() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("all.fixture.jsonl")
        var header = touchpadHeader
        header.source = FixtureProvenance(kind: .imported, libinput: "1.22.1", file: "a b.yml", command: nil)
        header.expectations = [
            Expectation(
                outcome: .finish,
                options: ExpectationOptions(
                    source: .swipe, fingers: 3, axis: .x,
                    direction: .positive, distanceMM: 60, threshold: 0.3)),
            Expectation(outcome: .cancel, interaction: 1, options: ExpectationOptions(threshold: 0.55)),
            Expectation(outcome: .none)
        ]
        try FixtureWriter.write(path: path, header: header, events: Self.everyEvent)
        let (readHeader, events) = try FixtureReader.readAll(path: path)
        #expect(readHeader == header)
        let implicit = event(1000, .deviceAdded(header.device.info()))
        #expect(events == [implicit] + Self.everyEvent)

        // Writing what was read gives the same bytes (the leading device 0 is the header's).
        let again = dir.file("again.fixture.jsonl")
        try FixtureWriter.write(path: again, header: readHeader, events: events)
        #expect(dir.read("again.fixture.jsonl") == dir.read("all.fixture.jsonl"))
    }

    @Test func linesSpanningReadChunksAndLongLinesAreReadWhole() throws {
        let dir = TemporaryDirectory()
        var events: [TimedInputEvent] = []
        for i in 0..<40_000 {
            events.append(event(Int64(i) * 10, .swipeUpdate(fingers: 3, dx: Double(i) / 7, dy: -Double(i) / 3)))
        }
        var header = touchpadHeader
        // A header longer than the initial read buffer makes the reader grow it.
        header.device.name = String(repeating: "long name ", count: 40_000)
        let path = dir.file("big.fixture.jsonl")
        try FixtureWriter.write(path: path, header: header, events: events)
        let (readHeader, read) = try FixtureReader.readAll(path: path)
        #expect(readHeader.device.name == header.device.name)
        #expect(Array(read.dropFirst()) == events)
    }

    @Test func crlfLineEndingsAndAMissingFinalNewlineAreAccepted() throws {
        let dir = TemporaryDirectory()
        let path = dir.write(
            "crlf.fixture.jsonl",
            headerLine + "\r\n{\"t\":5,\"type\":\"swipe_begin\",\"fingers\":3}\r\n"
                + "{\"t\":6,\"type\":\"swipe_end\",\"fingers\":3,\"cancelled\":false}")
        let (_, events) = try FixtureReader.readAll(path: path)
        #expect(events.count == 3)
        #expect(events.last == event(6, .swipeEnd(fingers: 3, cancelled: false)))
    }

    /// (what the line is, the line after the header (or the whole file when it starts with "FILE:"), the message).
    static let malformed: [(String, String, String)] = [
        (
            "truncated JSON", #"{"t":1000,"type":"swipe_up"#,
            "all.fixture.jsonl:2:27: malformed JSON: the line ends inside a string (truncated JSON?)"
        ),
        (
            "truncated object", #"{"t":1000,"type":"swipe_begin","fingers":3"#,
            "all.fixture.jsonl:2:43: malformed JSON: expected ',' or '}', found the line ends (truncated JSON?)"
        ),
        (
            "wrong type", #"{"t":1000,"type":"swipe_update","fingers":3,"dx":"12","dy":0}"#,
            "all.fixture.jsonl:2: field 'dx': expected a number, got a string"
        ),
        (
            "bool as number", #"{"t":1000,"type":"swipe_end","fingers":3,"cancelled":1}"#,
            "all.fixture.jsonl:2: field 'cancelled': expected true or false, got a number"
        ),
        (
            "fractional fingers", #"{"t":1000,"type":"swipe_begin","fingers":3.5}"#,
            "field 'fingers': expected a finger count as a whole number"
        ),
        (
            "NaN", #"{"t":1000,"type":"scroll","dx":NaN,"dy":0}"#,
            "all.fixture.jsonl:2:32: malformed JSON: NaN and Infinity are not JSON numbers (JSON holds finite numbers only)"
        ),
        (
            "huge number", #"{"t":1000,"type":"scroll","dx":1e300,"dy":0}"#,
            "all.fixture.jsonl:2: field 'dx': implausibly large number 1e+300"
        ),
        (
            "overflowing number", #"{"t":1000,"type":"scroll","dx":1e999,"dy":0}"#,
            "all.fixture.jsonl:2: field 'dx': number out of range"
        ),
        (
            "huge timestamp", #"{"t":92233720368547758070,"type":"touch_frame"}"#,
            "all.fixture.jsonl:2: field 't': out of range for a timestamp in µs"
        ),
        ("negative timestamp", #"{"t":-5,"type":"touch_frame"}"#, "field 't': out of range for a timestamp in µs"),
        (
            "missing field", #"{"t":1000,"type":"touch_down","slot":0,"x":3}"#,
            "all.fixture.jsonl:2: field 'y': missing (required)"
        ),
        ("missing time", #"{"type":"touch_frame"}"#, "all.fixture.jsonl:2: field 't': missing"),
        (
            "unknown event type", #"{"t":1000,"type":"key_press"}"#,
            "all.fixture.jsonl:2: field 'type': unknown event type 'key_press'"
        ),
        (
            // The code point, not a `?` (issue 28).
            "lone surrogate in the type", #"{"t":1000,"type":"swipe\ud800"}"#,
            "all.fixture.jsonl:2: field 'type': unpaired UTF-16 surrogate \\uD800 (U+D800) in string"
        ),
        (
            "lone low surrogate in the type", #"{"t":1000,"type":"\udc01x"}"#,
            "all.fixture.jsonl:2: field 'type': unpaired UTF-16 surrogate \\uDC01 (U+DC01) in string"
        ),
        (
            "unknown field", #"{"t":1000,"type":"touch_frame","pressure":3}"#,
            "all.fixture.jsonl:2: field 'pressure': unknown field for touch_frame"
        ),
        (
            "field of another type", #"{"t":1000,"type":"touch_up","slot":0,"dx":1}"#,
            "field 'dx': does not belong to touch_up"
        ),
        (
            "duplicate field", #"{"t":1000,"type":"touch_up","slot":0,"slot":1}"#,
            "field 'slot': appears twice on the line"
        ),
        ("not an object", #"[1,2]"#, "all.fixture.jsonl:2:1: malformed JSON: a fixture line must be a JSON object"),
        ("empty line", "", "all.fixture.jsonl:2: empty line"),
        (
            "backwards time", "{\"t\":2000,\"type\":\"touch_frame\"}\n{\"t\":1999,\"type\":\"touch_frame\"}",
            "all.fixture.jsonl:3: field 't': time goes backwards: 1999 µs is before the previous event's 2000 µs"
        ),
        (
            "unknown device", #"{"t":1000,"type":"touch_frame","device":2}"#,
            "all.fixture.jsonl:2: field 'device': device 2 was never added"
        ),
        (
            "event after removal", "{\"t\":1,\"type\":\"device_removed\"}\n{\"t\":2,\"type\":\"touch_frame\"}",
            "all.fixture.jsonl:3: field 'device': device 0 was removed earlier in the file"
        ),
        (
            "bad device kind", #"{"t":1,"type":"device_added","device":1,"name":"k","kind":"mouse"}"#,
            "field 'kind': 'mouse' is not touchpad or touchscreen"
        ),
        (
            "missing header", "FILE:{\"t\":1000,\"type\":\"touch_frame\"}\n",
            "all.fixture.jsonl:1: missing header: the first line must be {\"format\":\"swoop-fixture\""
        ),
        ("empty file", "FILE:", "all.fixture.jsonl:1: missing header: the file is empty"),
        (
            "header truncated", "FILE:{\"format\":\"swoop-fixture\",\"version\":\"1.0\"",
            "all.fixture.jsonl:1:42: malformed JSON: expected ',' or '}', found the line ends (truncated JSON?)"
        ),
        (
            "foreign format", "FILE:{\"format\":\"other\",\"version\":\"1.0\"}",
            "field 'format': 'other' is not a Swoop fixture"
        ),
        (
            "major version", "FILE:{\"format\":\"swoop-fixture\",\"version\":\"2.0\",\"device\":{}}",
            "all.fixture.jsonl:1: fixture format version 2.0 is not supported (this swoop reads 1.x)"
        ),
        (
            "bad version", "FILE:{\"format\":\"swoop-fixture\",\"version\":1.0}",
            "field 'version': expected a string, got a number"
        ),
        (
            "header missing device",
            "FILE:{\"format\":\"swoop-fixture\",\"version\":\"1.0\",\"source\":{\"kind\":\"recorded\"}}",
            "all.fixture.jsonl:1: field 'device': missing (required)"
        ),
        (
            "header bad device size",
            "FILE:{\"format\":\"swoop-fixture\",\"version\":\"1.0\",\"device\":{\"name\":\"a\",\"kind\":\"touchpad\",\"width_mm\":-3},\"source\":{\"kind\":\"recorded\"}}",
            "field 'device.width_mm': -3.0 is outside"
        ),
        (
            "header unknown field",
            "FILE:{\"format\":\"swoop-fixture\",\"version\":\"1.0\",\"device\":{\"name\":\"a\",\"kind\":\"touchpad\"},\"source\":{\"kind\":\"recorded\"},\"colour\":1}",
            "field 'colour': unknown field"
        ),
        (
            "bad expectation",
            "FILE:{\"format\":\"swoop-fixture\",\"version\":\"1.0\",\"device\":{\"name\":\"a\",\"kind\":\"touchpad\"},\"source\":{\"kind\":\"recorded\"},\"expect\":[{\"outcome\":\"finish\"},{\"outcome\":\"maybe\"}]}",
            "field 'expect[1].outcome': 'maybe' is not one of finish, cancel, none"
        )
    ]

    @Test(arguments: malformed)
    func malformedLinesNameFileLineAndField(what: String, line: String, message: String) throws {
        let dir = TemporaryDirectory()
        let contents = line.hasPrefix("FILE:") ? String(line.dropFirst(5)) : headerLine + "\n" + line + "\n"
        let path = dir.write("all.fixture.jsonl", contents)
        #expect(throws: FixtureError.self, "\(what)") {
            _ = try FixtureReader.readAll(path: path)
        }
        do {
            _ = try FixtureReader.readAll(path: path)
        } catch {
            let text = error.description
            #expect(text.hasPrefix(dir.path + "/") && text.contains(message), "\(what): got \(text)")
            #expect(error.category == .badData, "\(what)")
        }
    }

    @Test func aMissingFileIsMissingInputAndADirectoryIsNotReadable() throws {
        let dir = TemporaryDirectory()
        #expect(throws: FixtureError.missingFile(path: dir.file("absent.jsonl"))) {
            _ = try FixtureReader(path: dir.file("absent.jsonl"))
        }
        do {
            _ = try FixtureReader(path: dir.path)
            Issue.record("a directory was read as a fixture")
        } catch {
            #expect(error.category == .missingInput)
            #expect(error.description.contains("is a directory"))
        }
    }

    @Test func aNewerMinorVersionIgnoresUnknownFieldsAndEventTypes() throws {
        let dir = TemporaryDirectory()
        let header =
            #"{"format":"swoop-fixture","version":"1.7","device":{"name":"a","kind":"touchpad","colour":"red"},"source":{"kind":"recorded","host":"x"},"expect":[{"outcome":"finish","curve":[1,2]}],"extra":{"a":[1,{"b":null}]}}"#
        let path = dir.write(
            "newer.fixture.jsonl",
            header + "\n"
                + #"{"t":1,"type":"swipe_begin","fingers":3,"pressure":{"a":1}}"# + "\n"
                + #"{"t":2,"type":"tablet_tool","x":1}"# + "\n"
                + #"{"t":3,"type":"swipe_end","fingers":3,"cancelled":false,"why":"lift"}"# + "\n")
        let (read, events) = try FixtureReader.readAll(path: path)
        #expect(read.version == FormatVersion(major: 1, minor: 7))
        #expect(read.expectations == [Expectation(outcome: .finish)])
        #expect(
            events.map(\.event) == [
                .deviceAdded(read.device.info()), .swipeBegin(fingers: 3),
                .swipeEnd(fingers: 3, cancelled: false)
            ])
    }

    @Test func theWriterRefusesWhatTheReaderWouldRefuseAndLeavesNoFile() throws {
        let dir = TemporaryDirectory()
        let path = dir.file("bad.fixture.jsonl")
        let cases: [[TimedInputEvent]] = [
            [event(10, .swipeBegin(fingers: 3)), event(9, .swipeEnd(fingers: 3, cancelled: false))],
            [event(10, .scroll(dx: .nan, dy: 0))],
            [event(10, .scroll(dx: 2e6, dy: 0))],
            [event(10, .touchFrame, device: 3)],
            [event(10, .swipeBegin(fingers: 0))]
        ]
        for events in cases {
            #expect(throws: FixtureError.self) {
                try FixtureWriter.write(path: path, header: touchpadHeader, events: events)
            }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(leftovers.isEmpty, "temporary files left: \(leftovers)")
    }

    @Test func expectationsResolveToInteractionsInOrderOrByIndex() {
        let list = [
            Expectation(outcome: .finish), Expectation(outcome: .cancel, interaction: 1),
            Expectation(outcome: .none), Expectation(outcome: .finish, interaction: 5), Expectation(outcome: .cancel)
        ]
        #expect(Expectation.resolve(list).map(\.interaction) == [1, 1, 2, 5, 6])
    }
}
