import Foundation
import SwoopCore
import SwoopDisplay
import SwoopEmulation
import SwoopFixtures
import SwoopInputModel
import SwoopInteraction
import SwoopRecordings
import SwoopTestSupport
import Testing

/// Touchscreens that measure no size of their own, through the real libinput: `swoop record` and
/// `swoop run` on the same emulated drags. The recording says where its size came from and keeps
/// device units with the axes; its replay decides what the live run decided; progress is the
/// fraction of the screen the finger covered, although libinput's "mm" are device units.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct UnmeasuredTouchscreenEmulationTests {
    let swoop = EmulationEnvironment.executableDirectory() + "/swoop"

    struct Case: Sendable, CustomTestStringConvertible {
        var device: String
        /// Units across the whole screen (both axes).
        var span: Double
        /// A built-in panel with the shared laptop EDID (293x165 mm) in the testbed's sysfs.
        var display = false
        var source: SizeSource
        /// The run log's `sizes` for the device: the size and where it came from.
        var sizes: String
        /// What the size warning on standard error says, if there is one.
        var warning: String?
        /// Lines about the device's size on standard error: the assumption, and a resolution set aside.
        var warningLines: Int
        var testDescription: String { device + (display ? " on a display" : "") }
    }

    static let assumed = "344x194 mm (assumed: a 15.6-inch 16:9 screen)"
    static let cases = [
        Case(
            device: "touchscreen-no-resolution", span: 4095, source: .assumed, sizes: assumed,
            warning: "no size for touchscreen, assuming 344x194 mm (a 15.6-inch 16:9 screen)", warningLines: 1),
        Case(
            device: "touchscreen-bogus-resolution", span: 32767, source: .assumed, sizes: assumed,
            warning: "size 32767x32767 mm from the device's resolution is implausible for a touchscreen",
            warningLines: 2),
        Case(
            device: "touchscreen-no-resolution", span: 4095, display: true, source: .display,
            sizes: "293x165 mm (display: card0-eDP-1 (only connected display), EDID detailed timing 1)", warningLines: 0
        )
    ]

    static func displays(_ c: Case) throws -> [EmulatedDisplay] {
        guard c.display else { return [] }
        let blob = try SharedFiles.require(
            "laptop-panel_auo-b133hab_293x165mm.edid", in: DeviceSizingTests.edidDirectory)
        let edid = try Data(contentsOf: URL(fileURLWithPath: blob))
        return [EmulatedDisplay(connector: "eDP-1", edid: [UInt8](edid))]
    }

    /// A drag over 40 % of the width lifted while moving, then, 1.6 s later, a slow drag over 8 %
    /// that stops 0.3 s before lifting, then a deliberate drag across 75 % of the screen whose finger
    /// settles back by 0.5 % in its last 150 ms before lifting. Positions are fractions of the screen,
    /// in device units. That settle is 20 units on 4095 (136 units/s: libinput's "mm/s" at its faked
    /// 1 unit/mm, over the 80 mm/s reverse-flick minimum) but 1.7 mm of an assumed 344 mm screen
    /// (11 mm/s): the drag must finish.
    static func frames(on device: RecordedDevice, span: Double) -> [EvdevFrame] {
        let taps = SyntheticTouches.frames(
            on: device,
            fingers: [
                SyntheticFinger(from: (0.10 * span, 0.5 * span), to: (0.50 * span, 0.5 * span), down: 0, up: 0.6),
                SyntheticFinger(
                    from: (0.30 * span, 0.3 * span), to: (0.38 * span, 0.3 * span), down: 1.6, stopsAt: 2.6, up: 2.9)
            ])
        let y = 0.6 * span
        var forth = SyntheticTouches.frames(
            on: device,
            fingers: [
                SyntheticFinger(from: (0.10 * span, y), to: (0.85 * span, y), down: 3.5, up: 4.3)
            ])
        forth.removeLast()  // the lift: the same touch goes on
        let back = SyntheticTouches.frames(
            on: device,
            fingers: [
                SyntheticFinger(from: (0.85 * span, y), to: (0.845 * span, y), down: 4.3, up: 4.45)
            ])
        // The second finger's landing becomes motion of the first: only its positions are kept.
        var settle = back
        settle[0].events =
            back[0].events.filter { $0.type == EvdevCode.EV_ABS && $0.code != EvdevCode.ABS_MT_TRACKING_ID }
            + [EvdevEvent(type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)]
        if settle[0].events.count == 1 { settle.removeFirst() }
        return taps + forth + settle
    }

    @Test(arguments: cases)
    func liveRunAndReplayOfItsRecordingDecideAlike(_ c: Case) async throws {
        let displays = try Self.displays(c)
        let options = EmulationOptions(leadTime: .seconds(1), displays: displays)
        var device = try TestPaths.device(c.device)
        device.frames = Self.frames(on: device, span: c.span)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-unmeasured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = directory.appendingPathComponent("recorded.jsonl").path
        let log = directory.appendingPathComponent("run.jsonl").path

        let recorded = try await Emulator.run(
            command: [swoop, "record", "-o", fixture], on: [EmulatedDevice(device)],
            options: options)
        #expect(recorded.status == 0, "stderr: \(recorded.standardError)")
        #expect(c.warning.map(recorded.standardError.contains) ?? true, "\(recorded.standardError)")
        let header = try FixtureReader.readAll(path: fixture).header
        let axis = AxisRange(minimum: 0, maximum: Int(c.span))
        #expect(header.version == FixtureHeader.versionWithSizes)
        #expect(header.device.sizeSource == c.source)
        #expect(
            c.sizes.hasPrefix(
                "\(PhysicalSize(widthMM: header.device.widthMM ?? 0, heightMM: header.device.heightMM ?? 0))"))
        #expect(header.device.coordinates == .deviceUnits(x: axis, y: axis))

        let live = try await Emulator.run(
            command: [swoop, "run", "--log", log], on: [EmulatedDevice(device)], options: options)
        #expect(live.status == 0, "stderr: \(live.standardError)")
        if let warning = c.warning {
            #expect(
                live.standardError.components(separatedBy: warning).count == 2,
                "one warning per device: \(live.standardError)")
        }
        #expect(
            live.standardError.split(separator: "\n").filter { $0.hasPrefix("swoop run: \(device.name):") }.count
                == c.warningLines,
            "\(live.standardError)")
        let records = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect((records.first?["sizes"] as? String)?.contains(c.sizes) == true, "\(records.first ?? [:])")
        let liveDecisions = records.filter { $0["type"] as? String == "decision" }.map {
            (rule: "\($0["outcome"] ?? "?")/\($0["rule"] ?? "?")", progress: $0["progress"] as? Double ?? .nan)
        }

        let replay = try FixtureReplay(configuration: SessionConfiguration()).run(path: fixture, sink: nil)
        let replayed = replay.interactions.compactMap(\.decision).map {
            (rule: "\($0.outcome.rawValue)/\($0.rule.rawValue)", progress: $0.progress)
        }
        print("\(c.device): live \(liveDecisions), replayed \(replayed)")
        #expect(liveDecisions.map(\.rule) == replayed.map(\.rule))
        #expect(liveDecisions.map { String($0.rule.prefix(6)) } == ["finish", "cancel", "finish"])
        for (a, b) in zip(liveDecisions, replayed) { #expect(abs(a.progress - b.progress) < 0.02) }
        // 40 % and 8 % of the screen, less the slop before each pan began (a few mm of 344).
        #expect(replayed.map(\.progress).count == 3)
        for (progress, fraction) in zip(replayed.map(\.progress), [0.40, 0.08, 0.745]) {
            #expect(abs(progress - fraction) < 0.03)
        }
    }

    /// `--size-mm` fills the size in, and the positions stay the screen's fractions: the same drags
    /// give the same progress under another size.
    @Test func sizeOptionIsUsedWhereTheDeviceMeasuresNone() async throws {
        let devices = try ["touchscreen-no-resolution", "touchscreen"].map { EmulatedDevice(try TestPaths.device($0)) }
        let result = try await Emulator.run(
            command: [swoop, "devices", "--size-mm", "520x290", "--format", "json"], on: devices,
            options: EmulationOptions(leadTime: .milliseconds(100), settleTime: .seconds(30)))
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let listing = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let items = try #require(listing["devices"] as? [[String: Any]])
        #expect(
            items.map { "\($0["width_mm"] ?? "?")x\($0["height_mm"] ?? "?") \($0["size_source"] ?? "?")" }
                == ["520x290 option", "294x165 device"])
        #expect(items.first?["x_range"] as? String == "0..4095")
        #expect(
            (items.first?["size_notes"] as? [String])?.contains { $0.contains("no display size") } == true, "\(items)")
        #expect(
            result.standardError.contains(
                "Swoop Emulated Touchscreen: --size-mm 520x290 mm not used: the size comes from the device"))
    }
}

/// `swoop record` with a second touchscreen: the header's device keeps device units, a further device
/// (a `device_added` line, which holds a size only) is written in mm.
@Suite(.enabled(if: EmulationGate.shouldRun, "device emulation unavailable (see the printed reason)"))
struct RecordingSeveralTouchscreensTests {
    let swoop = EmulationEnvironment.executableDirectory() + "/swoop"

    @Test func aFurtherDeviceWithoutResolutionIsRecordedInMillimetres() async throws {
        var measured = try TestPaths.device("touchscreen")
        measured.frames = SyntheticTouches.frames(
            on: measured,
            fingers: [
                SyntheticFinger(from: (50, 80), to: (150, 80), down: 0, up: 0.5)
            ])
        var unmeasured = try TestPaths.device("touchscreen-no-resolution")
        unmeasured.frames = SyntheticTouches.frames(
            on: unmeasured,
            fingers: [
                SyntheticFinger(from: (1000, 2000), to: (3000, 2000), down: 1.0, up: 1.5)
            ])
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "swoop-two-\(UUID().uuidString).jsonl"
        ).path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try await Emulator.run(
            command: [swoop, "record", "-o", output],
            on: [EmulatedDevice(measured), EmulatedDevice(unmeasured)])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let (header, events) = try FixtureReader.readAll(path: output)
        #expect(header.device.sizeSource == .device && header.device.coordinates == .millimetres)
        let second = events.filter { $0.device == DeviceID(1) }
        guard case .deviceAdded(let info)? = second.first?.event else {
            Issue.record("no second device in \(events.prefix(3))")
            return
        }
        #expect(info.widthMM == 344 && info.heightMM == 194)
        let xs = second.compactMap { event -> Double? in
            if case .touchMotion(_, let x, _) = event.event { return x } else { return nil }
        }
        // 1000 → 3000 of 0..4095 units is 84 → 252 mm of an assumed 344 mm screen.
        #expect(xs.max().map { $0 > 240 && $0 < 260 } == true, "\(xs.suffix(3))")
        let decisions = try FixtureReplay(configuration: SessionConfiguration()).run(path: output, sink: nil)
            .interactions.compactMap(\.decision).map(\.outcome)
        #expect(decisions == [.finish, .finish], "a third of the measured screen, and half of the other")
    }
}
