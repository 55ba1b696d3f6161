import SwoopCore
import SwoopGesture
import SwoopInputModel

/// What `swoop synth` writes: one gesture, possibly repeated, with its expectations, as a new fixture
/// or appended to an existing one (which is how one file gets several different interactions).
package struct SynthesisRequest: Sendable {
    package var spec: GestureSpec
    package var device: FixtureDevice
    /// Expectations for one copy of the gesture. Their unset options are filled from the gesture
    /// (source, fingers, axis, direction); `interaction` is assigned here.
    package var expectations: [Expectation]
    /// The flow's `screens` expectation to write in the header (replacing an appended file's).
    package var screens: [String]?
    package var repeatCount = 1
    /// Half a second between gestures: a person's pause between two swipes, far longer than the swipe
    /// continuation window, so two gestures never read as one.
    package static let defaultGapMS = 500.0

    /// Time between the end of one gesture (or of the existing file) and the start of the next.
    package var gapMS = defaultGapMS
    /// Absolute time of the first gesture's start; default `FixtureHeader.timeOrigin`, or `gapMS` after an
    /// appended file's end.
    package var startMS: Double?
    /// The times `startMS` and `gapMS` may take: those a fixture can hold (`Timestamp.acceptedRange`).
    package static let timeRangeMS = 0...Double(Timestamp.acceptedRange.upperBound.micros / 1000)
    /// The command line that makes this fixture, recorded in the header of a new file.
    package var command: String?

    package init(spec: GestureSpec, device: FixtureDevice, expectations: [Expectation] = []) {
        self.spec = spec
        self.device = device
        self.expectations = expectations
    }

    /// The device a spec is made on when none is given: a laptop touchpad or a 13-inch touchscreen.
    package static func defaultDevice(for spec: GestureSpec) -> FixtureDevice {
        switch spec.deviceKind {
        case .touchpad: FixtureDevice(name: "Swoop synthetic touchpad", kind: .touchpad, widthMM: 100, heightMM: 70)
        case .touchscreen:
            FixtureDevice(name: "Swoop synthetic touchscreen", kind: .touchscreen, widthMM: 290, heightMM: 170)
        }
    }
}

package enum FixtureSynthesis {
    /// Writes the request to `path` atomically; with `appending`, the existing fixture's events and
    /// expectations come first and its device must be the one the gesture needs.
    /// Returns the number of events written.
    @discardableResult
    package static func write(_ request: SynthesisRequest, to path: String, appending: Bool) throws -> Int {
        var header = FixtureHeader(
            device: request.device,
            source: FixtureProvenance(kind: .synthesized, command: request.command))
        var existing: FixtureReader?
        if appending {
            let reader = try FixtureReader(path: path)
            guard reader.header.device.kind == request.spec.deviceKind else {
                throw SynthError(
                    option: "append",
                    reason: "\(path) is a \(reader.header.device.kind.rawValue) fixture; "
                        + "a \(request.spec.source.rawValue) gesture needs a \(request.spec.deviceKind.rawValue)")
            }
            header = reader.header
            if let command = request.command {
                header.source.command = (header.source.command.map { $0 + " && " } ?? "") + command
            }
            existing = reader
        }
        let device = header.device
        // Interactions already described by the file's expectations (one per gesture, as synth writes them).
        let resolved = Expectation.resolve(header.expectations)
        var lastResolved = resolved.last?.interaction ?? 0
        let base = resolved.map(\.interaction).max() ?? 0
        for copy in 0..<request.repeatCount {
            for (i, expectation) in request.expectations.enumerated() {
                var e = filled(expectation, from: request.spec)
                let target = base + copy + 1
                e.interaction = (i == 0 && lastResolved + 1 == target) ? nil : target
                lastResolved = target
                header.expectations.append(e)
            }
        }

        if let screens = request.screens { header.screens = screens }
        let writer = try FixtureWriter(path: path, header: header)
        do {
            var roster = DeviceRoster()
            roster.add(0)
            var lastTime: Int64?
            if let existing {
                while let event = try existing.next() {
                    _ = roster.admit(event)
                    try writer.write(event)
                    lastTime = event.time.micros
                }
            }
            let gap = Int64(saturating: (request.gapMS * 1000).rounded())
            var start: Int64
            if let startMS = request.startMS {
                start = Int64(saturating: (startMS * 1000).rounded())
            } else if let lastTime {
                start = lastTime.addingReportingOverflow(gap).partialValue
            } else {
                start = FixtureHeader.timeOrigin.micros
            }
            try checkEnd(request, start: start, gap: gap)
            for _ in 0..<request.repeatCount {
                if roster.isRemoved(0) {
                    let added = TimedInputEvent(
                        time: Timestamp(micros: start), device: DeviceID(0),
                        event: .deviceAdded(device.info()))
                    _ = roster.admit(added)
                    try writer.write(added)
                }
                let events = try GestureSynthesizer.events(
                    request.spec, start: Timestamp(micros: start), device: device)
                for event in events {
                    _ = roster.admit(event)
                    try writer.write(event)
                }
                start = (events.last?.time.micros ?? start) + Int64((request.gapMS * 1000).rounded())
            }
            try writer.commit()
            return writer.eventCount
        } catch {
            writer.abandon()
            throw error
        }
    }

    /// Refuses, before anything is written, a request whose last gesture would end past the last time a
    /// fixture holds: the reader would refuse the file, so the writer does not make it.
    static func checkEnd(_ request: SynthesisRequest, start: Int64, gap: Int64) throws(SynthError) {
        let limit = Timestamp.acceptedRange.upperBound.micros
        let gesture = Int64(saturating: ((request.spec.durationMS + request.spec.holdMS) * 1000).rounded())
        // Gestures and the gaps between them; each term is at most 2⁵³ (checked ranges), products are checked.
        let count = Int64(request.repeatCount)
        let gestures = gesture.multipliedReportingOverflow(by: count)
        let gaps = gap.multipliedReportingOverflow(by: count - 1)
        let span = gestures.partialValue.addingReportingOverflow(gaps.partialValue)
        guard start >= 0, start <= limit, !gestures.overflow, !gaps.overflow, !span.overflow,
            span.partialValue <= limit - start
        else {
            throw SynthError(
                option: request.startMS == nil ? "gap-ms" : "start-ms",
                reason: "the gestures would end after \(limit / 1000) ms, the last time a fixture holds")
        }
    }

    /// The expectation with the gesture's own source, fingers, axis and direction where it left them unset.
    static func filled(_ expectation: Expectation, from spec: GestureSpec) -> Expectation {
        var e = expectation
        e.options.source = e.options.source ?? spec.source
        if spec.source == .swipe || (spec.source == .touch && spec.fingers > 1) {
            e.options.fingers = e.options.fingers ?? spec.fingers
        }
        e.options.axis = e.options.axis ?? PanAxis(spec.axis)
        e.options.direction = e.options.direction ?? PanDirection(spec.direction)
        return e
    }
}

extension DeviceRoster {
    func isRemoved(_ id: Int) -> Bool { state(of: id) == .removed }
}
