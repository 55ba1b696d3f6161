import SwoopCore
import SwoopInputModel
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

// Format 1.1 touch positions in device units are held to the header's axes (issue 28): within them
// as they are, up to 5 % of a span past them clamped (with one warning), beyond that refused.

private let axes = AxisBounds(x: AxisRange(minimum: 100, maximum: 300), y: AxisRange(minimum: 0, maximum: 1000))

@Test func positionsOnTheAxesPassAsTheyAre() {
    #expect(axes.check(x: 0, y: 0) == .inside)
    #expect(axes.check(x: 200, y: 1000) == .inside, "the far ends are on the axes")
}

@Test func positionsWithinTheToleranceAreClampedToTheAxes() {
    // 5 % of 200 units is 10; of 1000, 50.
    #expect(axes.check(x: -10, y: 500) == .clamped(x: 0, y: 500))
    #expect(axes.check(x: 210, y: 1050) == .clamped(x: 200, y: 1000))
}

@Test func positionsBeyondTheToleranceAreRefusedNamingTheField() {
    guard case .outside(let field, let reason) = axes.check(x: 210.5, y: 0) else {
        Issue.record("accepted x = 210.5 on an axis of 200 units")
        return
    }
    #expect(field == "x")
    #expect(reason.contains("210.5 device units is outside the header's x axis (100..300, so 0…200 from its minimum)"))
    guard case .outside(let yField, _) = axes.check(x: 0, y: -50.5) else {
        Issue.record("accepted y = -50.5")
        return
    }
    #expect(yField == "y")
}

/// A 1.1 fixture on axes 0..1 whose touch positions are `xs` along x.
private func fixture(_ xs: [Double], in directory: TemporaryDirectory) -> String {
    var lines = [
        #"{"format":"swoop-fixture","version":"1.1","device":{"name":"panel","kind":"touchscreen","width_mm":344,"height_mm":194,"size_source":"assumed","coordinates":"device_units","axes":{"x":{"min":0,"max":1},"y":{"min":0,"max":1}}},"source":{"kind":"recorded"}}"#
    ]
    for (i, x) in xs.enumerated() {
        let type = i == 0 ? "touch_down" : "touch_motion"
        lines.append(#"{"t":\#(1_000_000 + 10_000 * i),"type":"\#(type)","slot":0,"x":\#(x),"y":0.5}"#)
    }
    return directory.write("units.fixture.jsonl", lines.joined(separator: "\n") + "\n")
}

@Test func theReaderRefusesAPositionFarOutsideAtItsLine() {
    let directory = TemporaryDirectory()
    let path = fixture([0.5, 0.9, 15.5], in: directory)
    #expect {
        _ = try FixtureReader.readAll(path: path)
    } throws: { error in
        "\(error)".contains("units.fixture.jsonl:4: field 'x': 15.5 device units is outside")
    }
}

@Test func theReaderClampsAPositionJustOutsideAndSaysSoOnce() throws {
    let directory = TemporaryDirectory()
    let reader = try FixtureReader(path: fixture([0.5, 1.02, 1.04, -0.01], in: directory))
    var events: [InputEvent] = []
    while let event = try reader.next() { events.append(event.event) }
    #expect(
        events.dropFirst(2) == [
            .touchMotion(slot: 0, x: 1, y: 0.5), .touchMotion(slot: 0, x: 1, y: 0.5),
            .touchMotion(slot: 0, x: 0, y: 0.5)
        ])
    #expect(
        reader.positionWarnings == [
            "3 touch positions slightly outside the header's axes (within 5 % of their span; the first on line 3) clamped to them"
        ])
}

@Test func positionsInMillimetresAreNotHeldToAnyAxes() throws {
    // Format 1.0 (millimetres): no axes, nothing clamped, however far (within the reader's ±10⁶).
    let directory = TemporaryDirectory()
    let path = directory.write(
        "mm.fixture.jsonl",
        #"{"format":"swoop-fixture","version":"1.0","device":{"name":"s","kind":"touchscreen","width_mm":300,"height_mm":200},"source":{"kind":"recorded"}}"#
            + "\n" + #"{"t":1000000,"type":"touch_down","slot":0,"x":5000,"y":1}"# + "\n")
    let reader = try FixtureReader(path: path)
    while try reader.next() != nil {}
    #expect(reader.positionWarnings.isEmpty)
}
