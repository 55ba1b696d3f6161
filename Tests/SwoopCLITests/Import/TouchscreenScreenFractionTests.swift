import Foundation
import SwoopCommandLine
import SwoopCore
import SwoopDisplay
import SwoopEmulation
import SwoopFixtures
import SwoopGesture
import SwoopInputModel
import SwoopInteraction
import SwoopRecordings
import SwoopTestSupport
import Testing

@testable import SwoopCLI

/// Every real touchscreen recording, imported and replayed with the default configuration: a drag's
/// progress at release is the fraction of the screen the finger covered along the pan's axis, worked
/// out here from the recording's raw coordinates and axis ranges (independently of libinput and of
/// any size); and a drag is decided by `reverse-flick` only if its last 100 ms really move backwards
/// faster than the rule's minimum, in mm/s under the size the fixture was given.
@Suite(.enabled(if: ImportGate.canEmulate, "device emulation unavailable"))
struct TouchscreenScreenFractionTests {
    /// One touch in the raw frames: where it landed and lifted, and every position between, in device units.
    struct RawTouch {
        var positions: [(time: Timestamp, x: Int, y: Int)]
        var start: Timestamp { positions[0].time }
        var end: Timestamp { positions[positions.count - 1].time }
    }

    /// Single-finger touches of a multitouch protocol B recording (the first slot that is down).
    static func touches(_ device: RecordedDevice) -> [RawTouch] {
        let (absX, absY, slotCode, trackingID) = (0x35, 0x36, 0x2f, 0x39)
        var slot = 0
        var down: [Int: Bool] = [:]
        var x: [Int: Int] = [:]
        var y: [Int: Int] = [:]
        var touches: [RawTouch] = []
        var current: RawTouch?
        for frame in device.frames {
            var lifted = false
            for event in frame.events where event.type == 3 {
                switch event.code {
                case slotCode: slot = event.value
                case trackingID:
                    down[slot] = event.value >= 0
                    if event.value < 0, slot == 0 || current != nil {
                        lifted = lifted || down.values.allSatisfy { !$0 }
                    }
                case absX: x[slot] = event.value
                case absY: y[slot] = event.value
                default: break
                }
            }
            if let first = down.filter(\.value).keys.min(), let px = x[first], let py = y[first] {
                if current == nil { current = RawTouch(positions: []) }
                current?.positions.append((frame.time, px, py))
            }
            if lifted, let touch = current, !touch.positions.isEmpty {
                touches.append(touch)
                current = nil
            }
        }
        if let touch = current, !touch.positions.isEmpty { touches.append(touch) }
        return touches
    }

    struct Pan {
        var began: Timestamp
        var axis: LockedAxis
        var direction: AxisSign
        var decision: ReleaseDecision
    }

    /// Replays `fixture` with the default configuration, pairing each decided pan with its axis.
    static func replay(_ fixture: String) throws -> [Pan] {
        let (_, events) = try FixtureReader.readAll(path: fixture)
        var session = PanSession(configuration: SessionConfiguration())
        var began: [PanEvent] = []
        for event in events {
            for record in session.feed(event) {
                if case .pan(let pan) = record.entry, pan.phase == .began { began.append(pan) }
            }
        }
        for record in session.endOfInput() {
            if case .pan(let pan) = record.entry, pan.phase == .began { began.append(pan) }
        }
        return session.interactions.compactMap { interaction in
            guard let decision = interaction.decision, let pan = began.first(where: { $0.time == interaction.beganAt })
            else { return nil }
            return Pan(began: pan.time, axis: pan.axis, direction: pan.direction, decision: decision)
        }
    }

    @Test func dragsProgressByTheFractionOfTheScreenTheyCover() async throws {
        let directory = SharedFiles.recordings
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasPrefix("touchscreen_") }.sorted()
        if names.isEmpty {
            try TestGate.unavailable(
                "touchscreen recordings in \(directory) (the shared recordings live beside the repository)")
        }
        let environment = try EmulationEnvironment.current.get()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-fraction-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask {
                    let recording = try RecordingLoader.load(path: "\(directory)/\(name)")
                    let fixture = scratch.appendingPathComponent("\(name).fixture.jsonl").path
                    let outcome = try await Self.importOnThread(recording, fixture: fixture, environment: environment)
                    try RecordingImporter.writeAll(outcome.fixtures)
                    try Self.check(name: name, recording: recording, fixture: fixture)
                }
            }
            try await group.waitForAll()
        }
    }

    /// `import --size-mm` gives a device without a resolution its size (source `option`); the positions
    /// stay device units, so only the mm change.
    @Test func sizeOptionSizesAnImportedTouchscreen() async throws {
        let path = try SharedFiles.recording("touchscreen_atmel-maxtouch_1fg-fast-taps.evemu")
        let outcome = try await Self.importOnThread(
            try RecordingLoader.load(path: path), fixture: "unused.jsonl",
            environment: try EmulationEnvironment.current.get(),
            sizeOption: PhysicalSize(widthMM: 154, heightMM: 92))
        let device = try #require(outcome.fixtures.first?.header.device)
        #expect(device.widthMM == 154 && device.heightMM == 92 && device.sizeSource == .option)
        #expect(
            device.coordinates
                == .deviceUnits(x: AxisRange(minimum: 0, maximum: 799), y: AxisRange(minimum: 0, maximum: 479)))
        #expect(!outcome.libinputWarnings.contains { $0.contains("assuming") }, "\(outcome.libinputWarnings)")
    }

    static func importOnThread(
        _ recording: Recording, fixture: String, environment: EmulationEnvironment,
        sizeOption: PhysicalSize? = nil
    ) async throws -> ImportOutcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try RecordingImporter.run(
                            recording, target: ImportTarget(recording: recording.file, fixture: fixture),
                            expectations: [], libinputVersion: nil, environment: environment,
                            sizeOption: sizeOption)
                    })
            }.start()
        }
    }

    static func check(name: String, recording: Recording, fixture: String) throws {
        let device = try #require(recording.devices.first)
        let header = try FixtureReader.readAll(path: fixture).header
        let width = try #require(header.device.widthMM)
        let height = try #require(header.device.heightMM)
        #expect(header.device.sizeSource != nil, "\(name): the header says where the size came from")
        let xRange = try #require(device.absinfo[0x35])
        let yRange = try #require(device.absinfo[0x36])
        let span = (x: Double(xRange.maximum - xRange.minimum), y: Double(yRange.maximum - yRange.minimum))
        let origin = try #require(device.frames.first?.time)
        let touches = Self.touches(device)
        let pans = try Self.replay(fixture)
        let minimum = ReleasePolicy().reverseFlickMinimumMMPerSecond
        print(
            "\(name): \(touches.count) touches, \(pans.count) pans; size \(width)x\(height) mm (\(header.device.sizeSource?.rawValue ?? "?")), "
                + "axes \(xRange.minimum)..\(xRange.maximum) x \(yRange.minimum)..\(yRange.maximum)")
        #expect(name.contains("taps") ? pans.isEmpty : !pans.isEmpty, "\(name): taps start no transition, drags do")

        for pan in pans {
            // Fixture time is 1 s + time since the recording's first frame.
            let recorded = origin.advanced(byMicros: pan.began.micros - FixtureHeader.timeOrigin.micros)
            let touch = try #require(
                touches.first {
                    $0.start.micros - 50_000 <= recorded.micros && recorded.micros <= $0.end.micros + 50_000
                },
                "\(name): no recorded touch at \(recorded)")
            let (first, last) = (touch.positions[0], touch.positions[touch.positions.count - 1])
            let sign = pan.direction == .positive ? 1.0 : -1.0
            let fraction =
                sign * (pan.axis == .x ? Double(last.x - first.x) / span.x : Double(last.y - first.y) / span.y)

            // The last 100 ms before the lift, along the pan, in mm/s under the fixture's size.
            let tail = touch.positions.filter { $0.time.micros >= last.time.micros - 100_000 }
            let seconds = Double(last.time.micros - tail[0].time.micros) / 1e6
            let mm =
                pan.axis == .x
                ? Double(last.x - tail[0].x) / span.x * width : Double(last.y - tail[0].y) / span.y * height
            let tailSpeed = seconds > 0 ? sign * mm / seconds : 0

            let d = pan.decision
            print(
                String(
                    format:
                        "  pan on %@%@: progress %.3f, screen fraction %.3f (|Δ| %.3f); %@/%@; last 100 ms %.1f mm/s",
                    pan.axis.rawValue, sign > 0 ? "+" : "-", d.progress, fraction, abs(d.progress - fraction),
                    d.outcome.rawValue, d.rule.rawValue, tailSpeed))
            #expect(
                abs(d.progress - fraction) <= 0.05,
                "\(name): progress \(d.progress) vs fraction of the screen \(fraction)")
            if d.rule == .reverseFlick {
                #expect(
                    -tailSpeed >= minimum,
                    "\(name): reverse-flick, but the last 100 ms moved back at only \(-tailSpeed) mm/s")
            }
        }
    }
}
