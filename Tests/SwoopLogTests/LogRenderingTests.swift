import Foundation
import Testing

@testable import SwoopLog

struct LogRenderingTests {
    @Test func jsonLineKeepsFieldOrderAndStartsWithTimeAndType() {
        let record = LogRecord(
            t: 1_250, type: "decision", [("outcome", "finish"), ("progress", 0.42), ("rule", "threshold")])
        #expect(
            LogFormat.json.render(record)
                == #"{"t":1250,"type":"decision","outcome":"finish","progress":0.42,"rule":"threshold"}"# + "\n")
    }

    @Test(arguments: [
        (0.1 + 0.2, "0.3"),
        (1.0, "1"),
        (-0.0000004, "0"),
        (0.3498, "0.3498"),
        (123.4567891, "123.456789"),
        (-2.5, "-2.5"),
        (Double.nan, "null"),
        (Double.infinity, "null")
    ])
    func numbersAreRoundedToSixDecimalsAndNonFiniteBecomesNull(value: Double, expected: String) {
        let line = LogFormat.json.render(LogRecord(t: 0, type: "x", [("v", .double(value))]))
        #expect(line == "{\"t\":0,\"type\":\"x\",\"v\":\(expected)}\n")
    }

    @Test func stringsAreEscapedAsJSONRequires() {
        let line = LogFormat.json.render(LogRecord(t: 0, type: "x", [("s", "a\"b\\c\nd\u{1}")]))
        #expect(line == #"{"t":0,"type":"x","s":"a\"b\\c\nd\u0001"}"# + "\n")
        let parsed = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(parsed?["s"] as? String == "a\"b\\c\nd\u{1}")
    }

    @Test func nestedValuesRenderAsJSON() {
        let record = LogRecord(
            t: 7, type: "frame",
            [
                ("elements", .array([.object([("id", "card"), ("opacity", 0.5)]), .null])),
                ("ok", true)
            ])
        #expect(
            LogFormat.json.render(record)
                == #"{"t":7,"type":"frame","elements":[{"id":"card","opacity":0.5},null],"ok":true}"# + "\n")
    }

    @Test func textLineShowsSecondsTypeAndKeyValues() {
        let record = LogRecord(t: 1_234_567, type: "state", [("from", "idle"), ("to", "interactive")])
        #expect(LogFormat.text.render(record) == "   1.234567 state      from=idle to=interactive\n")
        let spaced = LogRecord(t: 5, type: "ignored", [("reason", "two words")])
        #expect(LogFormat.text.render(spaced) == "   0.000005 ignored    reason=\"two words\"\n")
    }

    @Test func textLineForNegativeSubSecondTimeKeepsTheSign() {
        #expect(LogFormat.text.render(LogRecord(t: -250_000, type: "x")).hasPrefix("  -0.250000 x"))
    }
}
