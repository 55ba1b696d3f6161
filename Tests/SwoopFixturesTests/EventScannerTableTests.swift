import Testing

@testable import SwoopCore
@testable import SwoopFixtures

/// The event-line scanners' tables agree with the format's field and type lists.
@Suite struct EventScannerTableTests {
    @Test func everyEventFieldKeyIsRecognisedByTheScanner() throws {
        for field in EventField.allCases {
            var text = "{\"" + field.keyString + "\":1}"
            var line = ScannedLine()
            try text.withUTF8 { try FlatObjectScanner.scan($0, into: &line) }
            #expect(line.duplicate == nil)
            #expect(line.present == field.bit, "key \(field.keyString)")
            #expect(line.unknownKey == nil)
        }
    }

    @Test func everyEventTypeNameIsRecognisedAndItsAllowedFieldsAgree() {
        for type in EventType.allCases {
            var text = "\"" + type.rawValue + "\""
            let found = text.withUTF8 { bytes in
                var cursor = JSONCursor(bytes)
                return EventType.lookUp(try! cursor.scanString(), in: cursor)
            }
            #expect(found == type)
            let derived = type.fields.reduce(EventField.t.bit | EventField.type.bit | EventField.device.bit) {
                $0 | $1.bit
            }
            #expect(type.allowedMask == derived, "\(type)")
        }
    }

    @Test func theLinesTimeRangeIsTheAcceptedTimestampRange() {
        #expect(FixtureLimits.timeMicros.lowerBound == Timestamp.acceptedRange.lowerBound.micros)
        #expect(FixtureLimits.timeMicros.upperBound == Timestamp.acceptedRange.upperBound.micros)
    }
}
