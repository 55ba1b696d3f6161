import Foundation
import SwoopCore
import SwoopDisplay
import SwoopInputModel
import SwoopInteraction
import SwoopTestSupport
import Testing

@testable import SwoopFixtures

/// Fixtures of touchscreens that measure no size: the header keeps size, source and axes (format
/// 1.1), replays scale device units by the size, and `--size-mm` changes mm but not progress.
struct DeviceSizeFixtureTests {
    static let axes = (x: AxisRange(minimum: 0, maximum: 4000), y: AxisRange(minimum: 0, maximum: 2000))
    static let unitsDevice = FixtureDevice(
        name: "Optical panel", kind: .touchscreen, widthMM: 344, heightMM: 194,
        sizeSource: .assumed, coordinates: .deviceUnits(x: axes.x, y: axes.y))

    /// One finger drags right over half the screen (2000 of 4000 units) in 0.5 s, stops for 0.3 s, lifts.
    static func writeDrag(_ directory: TemporaryDirectory, device: FixtureDevice = unitsDevice) throws -> String {
        let path = directory.file("drag.fixture.jsonl")
        let writer = try FixtureWriter(
            path: path, header: FixtureHeader(device: device, source: FixtureProvenance(kind: .recorded)))
        var t: Int64 = 1_000_000
        func write(_ event: InputEvent) throws {
            try writer.write(TimedInputEvent(time: Timestamp(micros: t), device: DeviceID(0), event: event))
        }
        try write(.touchDown(slot: 0, x: 1000, y: 1000))
        try write(.touchFrame)
        for step in 1...50 {
            t += 10_000
            try write(.touchMotion(slot: 0, x: 1000 + Double(step) * 40, y: 1000))
            try write(.touchFrame)
        }
        t += 300_000
        try write(.touchUp(slot: 0))
        try write(.touchFrame)
        try writer.commit()
        return path
    }

    @Test func theHeaderKeepsSizeSourceAndAxesAsFormatOnePointOne() throws {
        let directory = TemporaryDirectory()
        let path = try Self.writeDrag(directory)
        let first = directory.read("drag.fixture.jsonl").split(separator: "\n")[0]
        #expect(first.contains(#""version":"1.1""#))
        #expect(
            first.contains(
                #""width_mm":344,"height_mm":194,"size_source":"assumed","coordinates":"device_units","axes":{"x":{"min":0,"max":4000},"y":{"min":0,"max":2000}}"#
            ))
        let (header, events) = try FixtureReader.readAll(path: path)
        #expect(header.device == Self.unitsDevice)
        #expect(events.first?.event == .deviceAdded(Self.unitsDevice.info()))
        #expect(events.dropFirst().first?.event == .touchDown(slot: 0, x: 1000, y: 1000), "the file holds device units")
    }

    @Test func aHeaderWithoutSizeFieldsIsStillWrittenAsOnePointZero() {
        let header = FixtureHeader(
            device: FixtureDevice(name: "pad", kind: .touchpad, widthMM: 100, heightMM: 70),
            source: FixtureProvenance(kind: .synthesized))
        #expect(header.line.contains(#""version":"1.0""#))
        #expect(!header.line.contains("size_source"))
    }

    static let malformed: [(String, String)] = [
        (
            #""coordinates":"device_units","width_mm":344,"height_mm":194"#,
            "field 'device.axes': missing: coordinates \"device_units\" need the axes' ranges"
        ),
        (
            #""coordinates":"device_units","axes":{"x":{"min":0,"max":10},"y":{"min":0,"max":10}}"#,
            "need width_mm and height_mm"
        ),
        (
            #""coordinates":"device_units","width_mm":3,"height_mm":3,"axes":{"x":{"min":5,"max":5},"y":{"min":0,"max":10}}"#,
            "max (5) must be greater than min (5)"
        ),
        (#""coordinates":"inches""#, "'inches' is not mm or device_units"),
        (#""size_source":"guessed""#, "field 'device.size_source'")
    ]

    @Test(arguments: malformed)
    func aBadSizeFieldIsRefusedNamingTheField(_ fields: String, _ message: String) throws {
        let directory = TemporaryDirectory()
        let path = directory.write(
            "bad.fixture.jsonl",
            #"{"format":"swoop-fixture","version":"1.1","device":{"name":"a","kind":"touchscreen","# + fields
                + #"},"source":{"kind":"recorded"}}"# + "\n")
        #expect {
            _ = try FixtureReader(path: path)
        } throws: { error in
            "\(error)".contains("bad.fixture.jsonl:1") && "\(error)".contains(message)
        }
    }

    @Test func aOnePointZeroHeaderDoesNotTakeTheNewFields() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(
            "old.fixture.jsonl",
            #"{"format":"swoop-fixture","version":"1.0","device":{"name":"a","kind":"touchscreen","size_source":"device"},"source":{"kind":"recorded"}}"#
                + "\n")
        #expect(throws: FixtureError.self) { _ = try FixtureReader(path: path) }
    }

    /// Half the screen is progress 0.5 under any size; the mm (and mm/s) follow the size.
    @Test func replayScalesDeviceUnitsBySizeAndSizeOptionChangesOnlyMillimetres() throws {
        let directory = TemporaryDirectory()
        let path = try Self.writeDrag(directory)
        let assumed = try FixtureReplay(configuration: SessionConfiguration()).run(path: path, sink: nil)
        let given = try FixtureReplay(
            configuration: SessionConfiguration(), sizeOption: PhysicalSize(widthMM: 688, heightMM: 388)
        )
        .run(path: path, sink: nil)
        let a = try #require(assumed.interactions.first?.decision)
        let g = try #require(given.interactions.first?.decision)
        #expect(abs(a.progress - 0.5) < 0.02, "half the screen: \(a.progress)")
        #expect(abs(a.progress - g.progress) < 0.01, "the size does not change the fraction")
        #expect(a.outcome == .finish && g.outcome == .finish)
        #expect(given.sizeWarnings.isEmpty)
    }

    @Test func sizeOptionYieldsToMeasurementsAndFillsInTheRest() {
        let option = PhysicalSize(widthMM: 310, heightMM: 175)
        let measured = FixtureDevice(
            name: "panel", kind: .touchscreen, widthMM: 294, heightMM: 165, sizeSource: .display)
        let (kept, warnings) = measured.resolvingSize(option: option)
        #expect(kept == measured)
        #expect(
            warnings == [
                "panel: --size-mm 310x175 mm not used: the size comes from the display, which takes precedence"
            ])
        let old = FixtureDevice(name: "old", kind: .touchscreen, widthMM: 290, heightMM: 170)
        #expect(
            old.resolvingSize(option: option).device == old, "a size in a file older than sources counts as measured")
        let (filled, none) = Self.unitsDevice.resolvingSize(option: option)
        #expect(none.isEmpty)
        #expect(filled.widthMM == 310 && filled.heightMM == 175 && filled.sizeSource == .option)
        #expect(filled.coordinates == Self.unitsDevice.coordinates)
        let pad = FixtureDevice(name: "pad", kind: .touchpad, widthMM: 69, heightMM: 50, sizeSource: .assumed)
        let (unchanged, implausible) = pad.resolvingSize(option: PhysicalSize(widthMM: 600, heightMM: 300))
        #expect(unchanged == pad)
        #expect(implausible.first?.contains("implausible for a touchpad") == true)
    }
}

/// The one place device units become mm.
struct TouchScalingTests {
    @Test func positionsInDeviceUnitsBecomeTheScreensFractionTimesItsSize() {
        var scaling = TouchScaling.Stream()
        let units = DeviceInfo(
            id: DeviceID(0), name: "u", kind: .touchscreen, widthMM: 300, heightMM: 200, sizeSource: .assumed,
            coordinates: .deviceUnits(x: AxisRange(minimum: 0, maximum: 1000), y: AxisRange(minimum: 0, maximum: 500)))
        let mm = DeviceInfo(
            id: DeviceID(1), name: "m", kind: .touchscreen, widthMM: 300, heightMM: 200, sizeSource: .device)
        func timed(_ device: Int, _ event: InputEvent) -> TimedInputEvent {
            TimedInputEvent(time: Timestamp(micros: 0), device: DeviceID(device), event: event)
        }
        _ = scaling.convert(timed(0, .deviceAdded(units)))
        _ = scaling.convert(timed(1, .deviceAdded(mm)))
        #expect(
            scaling.convert(timed(0, .touchDown(slot: 0, x: 500, y: 250))).event == .touchDown(slot: 0, x: 150, y: 100))
        #expect(
            scaling.convert(timed(0, .touchMotion(slot: 1, x: 1000, y: 0))).event == .touchMotion(slot: 1, x: 300, y: 0)
        )
        #expect(
            scaling.convert(timed(1, .touchDown(slot: 0, x: 500, y: 250))).event == .touchDown(slot: 0, x: 500, y: 250))
        _ = scaling.convert(timed(0, .deviceRemoved))
        #expect(
            scaling.convert(timed(0, .touchDown(slot: 0, x: 500, y: 250))).event == .touchDown(slot: 0, x: 500, y: 250),
            "a removed device's number is not scaled any more")
    }

    @Test func anAssumedTouchpadSizeDoesNotChangeHowFarAPanGoes() {
        let assumed = DeviceInfo(
            id: DeviceID(0), name: "pad", kind: .touchpad, widthMM: 69, heightMM: 50, sizeSource: .assumed)
        let measured = DeviceInfo(
            id: DeviceID(0), name: "pad", kind: .touchpad, widthMM: 69, heightMM: 50, sizeSource: .device)
        let screen = DeviceInfo(
            id: DeviceID(0), name: "screen", kind: .touchscreen, widthMM: 344, heightMM: 194, sizeSource: .assumed)
        #expect(PanDistance.defaultMM(kind: .touchpad, axis: .x, device: assumed) == PanDistance.touchpadFallbackMM.x)
        #expect(PanDistance.defaultMM(kind: .touchpad, axis: .x, device: measured) == 34.5)
        #expect(PanDistance.defaultMM(kind: .touchscreen, axis: .y, device: screen) == 194)
    }
}
